import { BackLink } from './back-link';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { ErrorBanner } from './error-banner';
import { PageHeader, PageIntro } from './page-header';
import { serverMessage } from './server-message';
import { Skeleton } from './skeleton';

/** The parts of a react-query result a detail page's states read. */
interface DetailQuery {
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DetailPageStatesProps {
  /** The list the page belongs to: the "← Volver a …" link above the states, and the not-found state's button. */
  back: { to: string; label: string };
  query: DetailQuery;
  /** Accessible name of the loading section, e.g. "Cargando sitio". */
  loadingLabel: string;
  /** The error banner's text when the server gives none (`serverMessage`). */
  errorText: string;
  /** Shown instead: the record does not exist or is outside the user's reach. `titleId` names its section. */
  notFound?: { title: string; titleId: string; message: string } | false;
  /** The page's introduction (`PageIntro`), under the back link while the record loads, where the page shows it after. */
  intro?: string;
}

/**
 * What a detail page (/sitios/:id, /campanas/:id…) shows before it has its record: "not found" (a heading, the message
 * and a button back to the list), skeletons in an `aria-busy` section while it loads, or the ErrorBanner with
 * "Reintentar" when it failed. The page renders its record once `query.data` is there, under a BackLink.
 *
 * @example
 * if (notFound || !query.data) return <DetailPageStates back={{ to: '/sitios', label: 'Volver a sitios' }} query={query} loadingLabel="Cargando sitio" errorText="Error cargando el sitio" notFound={notFound && { title: 'Sitio no encontrado', titleId: 'sitio-no-encontrado', message: 'El sitio no existe o no tienes acceso a él.' }} />;
 */
export function DetailPageStates({ back, query, loadingLabel, errorText, notFound, intro }: DetailPageStatesProps) {
  if (notFound) {
    return (
      <section aria-labelledby={notFound.titleId}>
        <PageHeader title={notFound.title} titleId={notFound.titleId} />
        <EmptyState
          message={notFound.message}
          action={
            <ButtonLink to={back.to} variant="primary">
              {back.label}
            </ButtonLink>
          }
        />
      </section>
    );
  }
  const backLink = <BackLink to={back.to}>{back.label}</BackLink>;
  if (query.isPending) {
    return (
      <section aria-busy="true" aria-label={loadingLabel}>
        {backLink}
        {intro && <PageIntro>{intro}</PageIntro>}
        <Skeleton style={{ width: '40%', height: '2rem', marginBottom: '1rem' }} />
        <Skeleton style={{ width: '100%', height: '12rem' }} />
      </section>
    );
  }
  return (
    <section>
      {backLink}
      <ErrorBanner message={serverMessage(query.error, errorText)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </section>
  );
}
