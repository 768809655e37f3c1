import { useId, useState } from 'react';
import styled from 'styled-components';
import { nombreControl, type ApiSchema } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { Button, tk, VisuallyHidden } from 'shared/ui';
import { EstadoControlBadge } from './estado-control-badge';

type Control = ApiSchema<'CampanaControl'>;

const List = styled.ul`
  list-style: none;
  margin: 0.5rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.375rem;
  font-size: 0.875rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.125rem 0.5rem;
  }
  time {
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
`;

/** A line's checks: each one's name, window (dd/mm/aaaa, both days included), state in words and the day it was met. */
export function ControlesLista({ controles, label }: { controles: readonly Control[]; label: string }) {
  return (
    <List aria-label={label}>
      {controles.map((c) => (
        <li key={c.id}>
          <strong>{nombreControl(c)}</strong>
          <span>
            <time dateTime={c.desde}>{formatDate(c.desde)}</time> – <time dateTime={c.hasta}>{formatDate(c.hasta)}</time>
          </span>
          <EstadoControlBadge estado={c.estado} />
          {c.cumplido_en && <Muted>cumplido el {formatDate(c.cumplido_en)}</Muted>}
        </li>
      ))}
    </List>
  );
}

/** "Ver controles (n)": a line's checks, shown on demand (the table stays one row per site). */
export function ControlesDisclosure({ controles, sitio }: { controles: readonly Control[]; sitio: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {/* One flex item: the button's gap would split the words. */}
        <span>
          {open ? 'Ocultar controles' : 'Ver controles'}
          <VisuallyHidden> de {sitio}</VisuallyHidden>
          {open ? '' : ` (${controles.length})`}
        </span>
      </Button>
      <div id={id} hidden={!open}>
        {open && <ControlesLista controles={controles} label={`Controles de ${sitio}`} />}
      </div>
    </>
  );
}
