import styled from 'styled-components';
import { Button } from './button';

/** One more action of a row, shown between Editar and Eliminar ("Reset Pass", "Desactivar"). */
export interface RowAction {
  label: string;
  onClick: () => void;
  variant?: 'secondary' | 'ghost' | 'danger';
  busy?: boolean;
}

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("Editar Valla 8x3"). */
  name: string;
  onEdit?: () => void;
  /** Actions after Editar, each named after the row for screen readers ("Desactivar ana"). */
  more?: readonly RowAction[];
  onDelete?: () => void;
  /** 'stacked': one button above the other in a desktop table (narrow column); always a row in mobile cards. */
  layout?: 'inline' | 'stacked';
}

/** Desktop column width that fits the buttons of each layout (cell padding included). */
export const ROW_ACTIONS_WIDTH = { inline: '12rem', stacked: '7.5rem' } as const;

const Root = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  @media (min-width: 768px) {
    flex-wrap: nowrap;
    flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
    align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  }
`;

/**
 * "Editar" / "Eliminar" buttons of a list row. Each button names the row for screen readers.
 *
 * @example
 * <RowActions name={s.nombre} onEdit={() => openEdit(s)} onDelete={() => setToDelete(s)} />
 * <RowActions name={u.usuario} onEdit={edit} more={[{ label: 'Reset Pass', onClick: reset }]} onDelete={remove} layout="stacked" />
 */
export function RowActions({ name, onEdit, more = [], onDelete, layout = 'inline' }: RowActionsProps) {
  if (!onEdit && !onDelete && more.length === 0) return null;
  return (
    <Root $stacked={layout === 'stacked'}>
      {onEdit && (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${name}`}>
          Editar
        </Button>
      )}
      {more.map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={action.variant ?? 'secondary'}
          onClick={action.onClick}
          loading={action.busy}
          aria-label={`${action.label} ${name}`}
        >
          {action.label}
        </Button>
      ))}
      {onDelete && (
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Eliminar ${name}`}>
          Eliminar
        </Button>
      )}
    </Root>
  );
}
