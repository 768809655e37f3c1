import { useOutbox } from 'shared/outbox';
import { ButtonLink, EmptyState, PageHeader } from 'shared/ui';
import { OutboxList } from './outbox-list';
import { OUTBOX_TEXTS } from './outbox-texts';

/** /pendientes — "Pendientes de envío": the reports of this device that have not reached the server yet. */
export function PendientesPage() {
  const entries = useOutbox();
  return (
    <section aria-labelledby="pendientes-title">
      <PageHeader title={OUTBOX_TEXTS.title} titleId="pendientes-title" description={OUTBOX_TEXTS.description} />
      {entries.length === 0 ? (
        <EmptyState
          message={OUTBOX_TEXTS.empty}
          action={
            <ButtonLink to="/informes" variant="secondary">
              Ver informes
            </ButtonLink>
          }
        />
      ) : (
        <OutboxList entries={entries} />
      )}
    </section>
  );
}
