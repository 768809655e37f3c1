import { PageHeader } from 'shared/ui';

/** /asignaciones — provider/client assignments arrive in a later issue; for now the screen shows its title. */
export function AsignacionesPage() {
  return <PageHeader title="Asignaciones" />;
}
