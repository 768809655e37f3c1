import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { nombreControl, type InformeResumen, type Paged } from 'shared/contracts';
import { formatDate, formatInteger } from 'shared/format';
import { DataTable, EmptyState, ErrorBanner, focusRing, serverMessage, tk, type DataTableColumn } from 'shared/ui';
import { EstadoBadge } from '../../informes/components/estado-badge';
import { INFORMES_DE_CAMPANA_LIMIT } from '../hooks/use-campanas';

const InformeLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  white-space: nowrap;
  &:focus-visible {
    ${focusRing}
  }
`;

const More = styled.p`
  margin: 0.75rem 0 0;
  color: ${tk((t) => t.textMuted)};
`;

export interface CampanaInformesProps {
  query: { data?: Paged<InformeResumen>; error: unknown; isError: boolean; isPending: boolean; isFetching: boolean; refetch: () => unknown };
}

/** The reports that prove the campaign (GET /informes?campana_id=), newest first: each links to its page. */
export function CampanaInformes({ query }: CampanaInformesProps) {
  const columns = useMemo<DataTableColumn<InformeResumen>[]>(
    () => [
      {
        key: 'id',
        header: 'Informe',
        cell: (i) => (
          <InformeLink to={`/informes/${i.id}`} aria-label={`Ver el informe #${i.id}`}>
            #{i.id}
          </InformeLink>
        ),
        width: '6rem',
      },
      { key: 'fecha', header: 'Fecha', cell: (i) => <time dateTime={i.fecha}>{formatDate(i.fecha)}</time>, width: '7rem' },
      { key: 'sitio', header: 'Sitio', cell: (i) => (i.sitio_codigo ? `${i.sitio_codigo} · ${i.sitio_nombre ?? ''}` : '—') },
      {
        key: 'control',
        header: 'Control',
        cell: (i) => (i.control_tipo ? nombreControl({ tipo: i.control_tipo, numero: i.control_numero ?? 1 }) : '—'),
        width: '8rem',
      },
      { key: 'proveedor', header: 'Proveedor', cell: (i) => i.proveedor_nombre, width: '9rem' },
      { key: 'estado', header: 'Estado', cell: (i) => <EstadoBadge estado={i.estado} />, width: '8rem' },
    ],
    [],
  );
  if (query.isError && !query.data)
    return (
      <ErrorBanner
        message={serverMessage(query.error, 'Error cargando los informes de la campaña')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const total = query.data?.meta.total ?? 0;
  return (
    <>
      <DataTable
        caption="Informes de la campaña"
        columns={columns}
        rows={query.data?.data ?? []}
        rowKey={(i) => i.id}
        loading={query.isPending}
        empty={<EmptyState message="Ningún informe prueba esta campaña todavía." />}
        compact
        tableLayout="fixed"
        minWidth="48rem"
      />
      {total > INFORMES_DE_CAMPANA_LIMIT && (
        <More>
          Se muestran los {INFORMES_DE_CAMPANA_LIMIT} más recientes de {formatInteger(total)}. <Link to="/informes">Ver todos los informes</Link>
        </More>
      )}
    </>
  );
}
