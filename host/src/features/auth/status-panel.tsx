import styled from 'styled-components';
import { bogotaIsoDate, formatLongDate } from 'shared/format';
import { Icon } from 'shared/ui/icon';
import { useServerStatus } from './use-server-status';

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.125rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.18);
  backdrop-filter: blur(4px);
  color: #fff;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    opacity: 0.85;
  }
  dl {
    display: grid;
    gap: 0.625rem;
    margin: 0;
  }
  dl > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    opacity: 0.9;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Dot = styled.span<{ $state: boolean | null }>`
  display: inline-block;
  width: 0.625rem;
  height: 0.625rem;
  margin-right: 0.375rem;
  border-radius: 50%;
  background: ${({ $state }) => ($state === null ? '#cbd5e1' : $state ? '#4ade80' : '#f87171')};
  box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.18);
`;

/** Server online/offline (GET /health every 30 s), active campaigns and today's date. */
export function StatusPanel() {
  const { online, campanasActivas } = useServerStatus();
  const label = online === null ? 'Comprobando…' : online ? 'En línea' : 'Sin conexión';
  return (
    <Panel aria-labelledby="estado-sistema">
      <h2 id="estado-sistema">Estado del sistema</h2>
      <dl>
        <div>
          <dt>
            <Icon name="server" size={18} /> Servidor
          </dt>
          <dd>
            <span role="status">
              <Dot $state={online} aria-hidden="true" />
              {label}
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="megaphone" size={18} /> Campañas activas
          </dt>
          <dd>{campanasActivas ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <Icon name="calendar" size={18} /> Fecha
          </dt>
          <dd>
            <time dateTime={bogotaIsoDate()}>{formatLongDate()}</time>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
