import styled from 'styled-components';

/**
 * Two columns of form fields on wide dialogs, one column on phones; `$full` children span both columns.
 *
 * @example
 * <FormGrid><TextInput label="Nombre" /><FullWidth><TextArea label="Descripción" /></FullWidth></FormGrid>
 */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.875rem 1rem;
  @media (max-width: 559.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A FormGrid cell spanning the whole row. */
export const FullWidth = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
