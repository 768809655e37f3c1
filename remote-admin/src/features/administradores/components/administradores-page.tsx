import { PageHeader } from 'shared/ui';

/** /administradores — user management arrives in a later issue; for now the screen shows its title. */
export function AdministradoresPage() {
  return <PageHeader title="Administradores" />;
}
