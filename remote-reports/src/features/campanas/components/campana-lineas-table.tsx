import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiSchema } from 'shared/contracts';
import { formatDate, formatInteger } from 'shared/format';
import { Badge, DataTable, EmptyState, focusRing, RowActions, tk, type DataTableColumn } from 'shared/ui';
import { controlLabel, reglasText } from '../api/lineas-form';

type Linea = ApiSchema<'CampanaLinea'>;

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

const Controles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.125rem;
  font-size: 0.875rem;
  time {
    white-space: nowrap;
  }
`;

export interface CampanaLineasTableProps {
  lineas: readonly Linea[];
  /** Administrators only: edit, cancel, remove a line. */
  onEdit?: (linea: Linea) => void;
  onCancel?: (linea: Linea) => void;
  onRemove?: (linea: Linea) => void;
}

/**
 * The campaign's lines: the site (its code links to its page), the provider in charge, the service, the checks with
 * their windows (and the rules that made them), its reports, and whether it was cancelled.
 */
export function CampanaLineasTable({ lineas, onEdit, onCancel, onRemove }: CampanaLineasTableProps) {
  const admin = Boolean(onEdit || onCancel || onRemove);
  const columns = useMemo<DataTableColumn<Linea>[]>(() => {
    const list: DataTableColumn<Linea>[] = [
      {
        key: 'sitio',
        header: 'Sitio',
        cell: (l) => (
          <>
            <SiteLink to={`/sitios/${l.sitio_id}`} aria-label={`${l.sitio_codigo}: ver el sitio ${l.sitio_nombre}`}>
              {l.sitio_codigo}
            </SiteLink>
            <span style={{ display: 'block' }}>{l.sitio_nombre}</span>
            <Muted>{l.localidad === l.provincia ? l.localidad : `${l.localidad} (${l.provincia})`}</Muted>
          </>
        ),
        mobileCell: (l) => (
          <>
            <SiteLink to={`/sitios/${l.sitio_id}`} aria-label={`${l.sitio_codigo}: ver el sitio ${l.sitio_nombre}`}>
              {l.sitio_codigo}
            </SiteLink>{' '}
            {l.sitio_nombre}
          </>
        ),
        width: '11rem',
      },
      { key: 'proveedor', header: 'Proveedor', cell: (l) => l.proveedor, width: '8rem' },
      { key: 'servicio', header: 'Servicio', cell: (l) => l.servicio, width: '8rem' },
      {
        key: 'controles',
        header: 'Controles',
        cell: (l) =>
          l.cancelada ? (
            <Muted>Cancelada: sus controles ya no aplican.</Muted>
          ) : (
            <>
              <Controles aria-label={`Controles de ${l.sitio_codigo}`}>
                {l.controles.map((c) => (
                  <li key={c.id}>
                    {controlLabel(c)}: <time dateTime={c.desde}>{formatDate(c.desde)}</time> – <time dateTime={c.hasta}>{formatDate(c.hasta)}</time>
                  </li>
                ))}
              </Controles>
              <Muted>{reglasText(l)}</Muted>
            </>
          ),
      },
      { key: 'informes', header: 'Informes', cell: (l) => formatInteger(l.informes), align: 'right', width: '5.25rem' },
      {
        key: 'estado',
        header: 'Estado',
        cell: (l) => <Badge tone={l.cancelada ? 'danger' : 'success'}>{l.cancelada ? 'Cancelada' : 'Vigente'}</Badge>,
        width: '6.5rem',
      },
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
    return list;
  }, [admin, onEdit, onCancel, onRemove]);

  return (
    <DataTable
      caption="Sitios de la campaña"
      columns={columns}
      rows={lineas}
      rowKey={(l) => l.id}
      loading={false}
      empty={<EmptyState message="La campaña no tiene sitios todavía." />}
      compact
      tableLayout="fixed"
      minWidth={admin ? '58rem' : '50rem'}
    />
  );
}
