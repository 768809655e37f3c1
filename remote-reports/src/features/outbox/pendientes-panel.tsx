import styled from 'styled-components';
import { useOutbox } from 'shared/outbox';
import { OutboxList } from './outbox-list';
import { OUTBOX_TEXTS } from './outbox-texts';

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

/** On /informes: the reports of this device still on their way to the server, above the list (when there are any). */
export function PendientesPanel() {
  const pending = useOutbox().filter((e) => e.state !== 'enviado');
  if (pending.length === 0) return null;
  return (
    <Panel aria-labelledby="pendientes-panel-title">
      <h2 id="pendientes-panel-title">
        {OUTBOX_TEXTS.title} ({pending.length})
      </h2>
      <OutboxList entries={pending} />
    </Panel>
  );
}
