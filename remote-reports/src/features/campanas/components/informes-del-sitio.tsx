import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { nombreControl, type InformeResumen, type InformesQuery, type Paged } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { ErrorBanner, focusRing, serverMessage, Skeleton, tk, useApiQuery } from 'shared/ui';
import { informesKeys } from '../../informes/api/informes-query';
import { EstadoBadge } from '../../informes/components/estado-badge';

/** The most reports the panel lists, newest first (a page size GET /informes accepts); the campaign's list has them all. */
const LIMIT = 10;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  a {
    color: ${tk((t) => t.link)};
    font-weight: 600;
    &:focus-visible {
      ${focusRing}
    }
  }
  span {
    color: ${tk((t) => t.textMuted)};
  }
`;

const Title = styled.h3`
  margin: 0.75rem 0 0.5rem;
  font-size: 1rem;
`;

/** "3 fotos · 1 alerta sin revisar", "2 fotos, verificadas", "Sin fotos". */
function fotosText(i: InformeResumen): string {
  if (i.archivos_count === 0) return 'Sin fotos';
  const fotos = i.archivos_count === 1 ? '1 foto' : `${i.archivos_count} fotos`;
  if (i.alertas_count > 0) return `${fotos} · ${i.alertas_count === 1 ? '1 alerta sin revisar' : `${i.alertas_count} alertas sin revisar`}`;
  return `${fotos}, ${i.archivos_count === 1 ? 'verificada' : 'verificadas'}`;
}

/**
 * The reports of one site in this campaign, newest first, each with its check, state and its photos' flags, and a
 * link to its page (the selected site's panel under the campaign's map; docs/decisions/cumplimiento.md, "On screen").
 */
export function InformesDelSitio({ campanaId, sitioId, sitioCodigo }: { campanaId: number; sitioId: number; sitioCodigo: string }) {
  const q: InformesQuery = { campana_id: campanaId, sitio_id: sitioId, limit: LIMIT, sortBy: 'fecha', sortOrder: 'DESC' };
  const query = useApiQuery<Paged<InformeResumen>>({ queryKey: informesKeys.list(q), path: 'informes', searchParams: { ...q }, errorToast: false });
  const titleId = `informes-sitio-${sitioId}`;
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>Informes de {sitioCodigo}</Title>
      {query.isPending && <Skeleton style={{ width: '70%', height: '1.5rem' }} />}
      {query.isError && (
        <ErrorBanner
          message={serverMessage(query.error, 'Error cargando los informes del sitio')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && query.data.data.length === 0 && <span>Ningún informe de este sitio todavía.</span>}
      {query.data && query.data.data.length > 0 && (
        <List aria-label={`Informes de ${sitioCodigo}`}>
          {query.data.data.map((i) => (
            <li key={i.id}>
              <Link to={`/informes/${i.id}`}>Informe #{i.id}</Link>
              <span>
                {formatDate(i.fecha)}
                {i.control_tipo && i.control_numero !== null ? ` · ${nombreControl({ tipo: i.control_tipo, numero: i.control_numero })}` : ''}
              </span>
              <EstadoBadge estado={i.estado} />
              <span>{fotosText(i)}</span>
            </li>
          ))}
          {query.data.meta.total > LIMIT && (
            <li>
              <span>… y {query.data.meta.total - LIMIT} más en «Informes que la prueban».</span>
            </li>
          )}
        </List>
      )}
    </section>
  );
}
