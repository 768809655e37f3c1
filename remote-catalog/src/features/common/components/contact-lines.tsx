import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tk } from 'shared/ui';

/** Stacked lines inside a table cell or card value. */
export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Secondary text under a cell's main line. */
export const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.8125rem;
`;

const Phone = styled.span`
  white-space: nowrap;
`;

/** E-mail addresses break only after "@" or a dot, never in the middle of a word. */
const Mail = styled.a`
  color: ${tk((t) => (t.dark ? '#93c5fd' : t.primary))};
  font-size: 0.8125rem;
  overflow-wrap: normal;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** Inserts break opportunities after "@" and dots of an e-mail address. */
function breakable(email: string): ReactNode[] {
  return email.split(/(?<=[@.])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

/** Phone and e-mail (a mailto link) of a provider or client; "—" when there is neither. */
export function ContactLines({ telefono, correo }: { telefono: string | null; correo: string | null }): ReactNode {
  if (!telefono && !correo) return '—';
  return (
    <Lines>
      {telefono && <Phone>{telefono}</Phone>}
      {correo && <Mail href={`mailto:${correo}`}>{breakable(correo)}</Mail>}
    </Lines>
  );
}
