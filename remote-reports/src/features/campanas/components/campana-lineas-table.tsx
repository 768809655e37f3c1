import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiSchema } from 'shared/contracts';
import { formatDate, formatInteger } from 'shared/format';
import { DataTable, EmptyState, focusRing, paginate, Pagination, RowActions, Select, tk, type DataTableColumn } from 'shared/ui';
import { estadoDeLinea, ORDEN_LINEAS_OPTIONS, ordenarLineas, proximoVencimiento, type OrdenLineas } from '../api/estado-linea';
import { reglasText } from '../api/lineas-form';
import { ControlesDisclosure } from './controles-linea';
import { EstadoControlBadge } from './estado-control-badge';

type Linea = ApiSchema<'CampanaLinea'>;

/**
 * Lines shown at once. A campaign may have hundreds of sites (the bench's has 400, with ~2 500 checks): rendered whole,
 * a phone's main thread was blocked for 1.4 s when the campaign arrived (Lighthouse mobile, TBT).
 */
const LINEAS_POR_PAGINA = 25;

const SiteLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  white-space: nowrap;
  &:focus-visible {
    ${focusRing}
  }
`;

const Muted = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 0.75rem;
`;

export interface CampanaLineasTableProps {
  lineas: readonly Linea[];
  /** Administrators only: edit, cancel, remove a line. */
  onEdit?: (linea: Linea) => void;
  onCancel?: (linea: Linea) => void;
  onRemove?: (linea: Linea) => void;
  /** Client users: report a problem at a site whose line has reports (docs/decisions/cumplimiento.md). */
  onProblema?: (linea: Linea) => void;
}

const siteLink = (l: Linea) => (
  <SiteLink to={`/sitios/${l.sitio_id}`} aria-label={`${l.sitio_codigo}: ver el sitio ${l.sitio_nombre}`}>
    {l.sitio_codigo}
  </SiteLink>
);

/**
 * The campaign's lines: the site (its code links to its page), the provider in charge, the service, the line's state
 * (its most urgent check's, in words) with its next due day, its checks on demand (each one's window, state and the day
 * it was met, with the rules that made them), its reports. Ordered by site, by state or by due day ("Ordenar por"),
 * LINEAS_POR_PAGINA at a time.
 */
export function CampanaLineasTable({ lineas, onEdit, onCancel, onRemove, onProblema }: CampanaLineasTableProps) {
  const admin = Boolean(onEdit || onCancel || onRemove);
  const [orden, setOrden] = useState<OrdenLineas>('sitio');
  const [page, setPage] = useState(1);
  const rows = useMemo(() => ordenarLineas(lineas, orden), [lineas, orden]);
  // A line removed (or the order changed) may leave fewer pages: paginate clamps to the last one.
  const shown = paginate(rows, page, LINEAS_POR_PAGINA);
  const columns = useMemo<DataTableColumn<Linea>[]>(() => {
    const list: DataTableColumn<Linea>[] = [
      {
        key: 'sitio',
        header: 'Sitio',
        cell: (l) => (
          <>
            {siteLink(l)}
            <span style={{ display: 'block' }}>{l.sitio_nombre}</span>
            <Muted>{l.localidad === l.provincia ? l.localidad : `${l.localidad} (${l.provincia})`}</Muted>
          </>
        ),
        mobileCell: (l) => (
          <>
            {siteLink(l)} {l.sitio_nombre}
          </>
        ),
        width: '11rem',
      },
      { key: 'proveedor', header: 'Proveedor', cell: (l) => l.proveedor, width: '8rem' },
      { key: 'servicio', header: 'Servicio', cell: (l) => l.servicio, width: '7.5rem' },
      {
        key: 'estado',
        header: 'Estado',
        cell: (l) => {
          const estado = estadoDeLinea(l);
          const hasta = proximoVencimiento(l);
          return (
            <>
              <EstadoControlBadge estado={estado} />
              {l.cancelada && <Muted>Línea cancelada</Muted>}
              {hasta && (
                <Muted>
                  {/* A late line's soonest day is its late check's, already past. */}
                  {estado === 'atrasado' ? 'Venció el' : 'Vence el'} <time dateTime={hasta}>{formatDate(hasta)}</time>
                </Muted>
              )}
            </>
          );
        },
        width: '7.5rem',
      },
      {
        key: 'controles',
        header: 'Controles',
        cell: (l) =>
          l.cancelada ? (
            <Muted>Cancelada: sus controles ya no aplican.</Muted>
          ) : (
            <>
              <ControlesDisclosure controles={l.controles} sitio={l.sitio_codigo} />
              <Muted>{reglasText(l)}</Muted>
            </>
          ),
      },
      { key: 'informes', header: 'Informes', cell: (l) => formatInteger(l.informes), align: 'right', width: '5.25rem' },
    ];
    if (admin) {
      list.push({
        key: 'acciones',
        header: 'Acciones',
        cell: (l) => (
          <RowActions
            name={`${l.sitio_codigo} ${l.sitio_nombre}`}
            layout="stacked"
            onEdit={onEdit && !l.cancelada ? () => onEdit(l) : undefined}
            more={[
              ...(onCancel && !l.cancelada ? [{ label: 'Cancelar', onClick: () => onCancel(l) }] : []),
              // A line a report proves stays (it can be cancelled): the server would refuse to remove it.
              ...(onRemove && l.informes === 0 ? [{ label: 'Quitar', onClick: () => onRemove(l), variant: 'danger' as const }] : []),
            ]}
          />
        ),
        width: '7.5rem',
      });
    }
    if (onProblema) {
      list.push({
        key: 'problema',
        header: 'Acciones',
        cell: (l) =>
          l.informes > 0 && !l.cancelada ? (
            <RowActions
              name={`${l.sitio_codigo} ${l.sitio_nombre}`}
              layout="stacked"
              more={[{ label: 'Reportar problema', onClick: () => onProblema(l) }]}
            />
          ) : (
            <Muted>Sin informes</Muted>
          ),
        width: '9rem',
      });
    }
    return list;
  }, [admin, onEdit, onCancel, onRemove, onProblema]);

  return (
    <>
      {lineas.length > 1 && (
        <Toolbar>
          <Select
            inline
            label="Ordenar por"
            value={orden}
            options={ORDEN_LINEAS_OPTIONS}
            onChange={(v) => {
              setOrden(v as OrdenLineas);
              setPage(1);
            }}
          />
        </Toolbar>
      )}
      <DataTable
        caption="Sitios de la campaña"
        columns={columns}
        rows={shown.rows}
        rowKey={(l) => l.id}
        loading={false}
        empty={<EmptyState message="La campaña no tiene sitios todavía." />}
        compact
        tableLayout="fixed"
        minWidth={admin ? '58rem' : '50rem'}
      />
      {shown.totalPages > 1 && (
        <Pagination page={shown.page} totalPages={shown.totalPages} total={shown.total} pageSize={LINEAS_POR_PAGINA} onPageChange={setPage} />
      )}
    </>
  );
}
