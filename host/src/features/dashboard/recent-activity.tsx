import styled from 'styled-components';
import type { AuditEvent } from 'shared/contracts';
import { formatFechaHora } from 'shared/format';
import { AuditActionBadge } from 'shared/ui';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.375rem 0.875rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

/** Keeps the badges of the list aligned. */
const Action = styled.span`
  min-width: 6.25rem;
  display: inline-flex;
  justify-content: center;
`;

const What = styled.div`
  min-width: 0;
  .tabla {
    font-weight: 600;
  }
  .detalles {
    margin: 0.125rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  .usuario {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 2;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Actividad Reciente": latest audit events (accion, tabla, detalles, fecha hora). */
export function RecentActivity({ events }: { events: AuditEvent[] }) {
  if (events.length === 0) return <Empty>Sin actividad reciente</Empty>;
  return (
    <List>
      {events.map((event) => (
        <Row key={event.id}>
          <Action>
            <AuditActionBadge accion={event.accion} />
          </Action>
          <What>
            <span className="tabla">{event.tabla}</span> <span className="usuario">· {event.usuario}</span>
            {event.detalles && <p className="detalles">{event.detalles}</p>}
          </What>
          <When dateTime={`${event.fecha}T${event.hora}`}>{formatFechaHora(event.fecha, event.hora)}</When>
        </Row>
      ))}
    </List>
  );
}
