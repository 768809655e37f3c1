import styled from 'styled-components';
import { Button } from 'shared/ui';

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("Editar Valla 8x3"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

/**
 * "Editar" / "Eliminar" buttons of a list row. Each button names the row for screen readers.
 * Candidate for shared/ui (every CRUD screen has this pair).
 *
 * @example
 * <RowActions name={s.nombre} onEdit={() => openEdit(s)} onDelete={() => setToDelete(s)} />
 */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  if (!onEdit && !onDelete) return null;
  return (
    <Root>
      {onEdit && (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Editar ${name}`}>
          Editar
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Eliminar ${name}`}>
          Eliminar
        </Button>
      )}
    </Root>
  );
}
