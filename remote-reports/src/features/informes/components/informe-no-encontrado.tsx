import { ButtonLink, EmptyState, PageHeader } from 'shared/ui';
import { INFORMES_TEXTS } from '../api/informes-texts';

/** /informes/:id of a report that does not exist or is outside the user's scope (the API answers both alike). */
export function InformeNoEncontrado() {
  return (
    <section aria-labelledby="informe-no-encontrado">
      <PageHeader title={INFORMES_TEXTS.notFound} titleId="informe-no-encontrado" />
      <EmptyState
        message="El informe no existe o no tienes acceso a él."
        action={
          <ButtonLink to="/informes" variant="primary">
            Volver a informes
          </ButtonLink>
        }
      />
    </section>
  );
}
