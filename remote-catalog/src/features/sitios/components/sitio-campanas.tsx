import styled from 'styled-components';
import { ESTADO_CAMPANA_LABELS, estadoCampana, type EstadoCampana, type SitioCampana } from 'shared/contracts';
import { bogotaIsoDate, formatDate } from 'shared/format';
import { Badge, EmptyState, ErrorBanner, serverMessage, Skeleton, tk } from 'shared/ui';
import { SitioSeccion } from './sitio-seccion';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: grid;
    gap: 0.25rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${tk((t) => t.border)};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
`;

const TONE: Record<EstadoCampana, 'info' | 'success' | 'neutral' | 'danger'> = {
  planificada: 'info',
  activa: 'success',
  finalizada: 'neutral',
  cancelada: 'danger',
};

export interface SitioCampanasProps {
  query: { data?: SitioCampana[]; error: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
}

/** "Campañas" of the site's page: the campaigns with a line at the site, their client, dates and state (Bogotá's day). */
export function SitioCampanas({ query }: SitioCampanasProps) {
  const hoy = bogotaIsoDate();
  let body;
  if (query.isError && !query.data)
    body = (
      <ErrorBanner
        message={serverMessage(query.error, 'Error cargando las campañas del sitio')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.data) body = <Skeleton style={{ display: 'block', height: '4rem' }} />;
  else if (query.data.length === 0) body = <EmptyState message="Ninguna campaña tiene este sitio." />;
  else
    body = (
      <List aria-label="Campañas del sitio">
        {query.data.map((c) => {
          const estado = estadoCampana(c, hoy);
          return (
            <li key={c.id}>
              <Line>
                <strong>{c.nombre}</strong> <Badge tone={TONE[estado]}>{ESTADO_CAMPANA_LABELS[estado]}</Badge>
              </Line>
              <Muted>
                {c.cliente} · del {formatDate(c.fecha_inicio)} al {formatDate(c.fecha_fin)}
              </Muted>
            </li>
          );
        })}
      </List>
    );
  return <SitioSeccion title="Campañas">{body}</SitioSeccion>;
}
