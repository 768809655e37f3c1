import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Sitio } from 'shared/contracts';
import { formatDate, formatInteger } from 'shared/format';
import { Badge, DataTable, type DataTableColumn, focusRing, ROW_ACTIONS_WIDTH, RowActions, tk } from 'shared/ui';
import { TipoSitioLabel } from './tipo-sitio';

export const SiteLink = styled(Link)`
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

export interface SitiosTableProps {
  sitios: readonly Sitio[];
  loading: boolean;
  empty: ReactNode;
  /** Administrators only. */
  onEdit?: (sitio: Sitio) => void;
  onDelete?: (sitio: Sitio) => void;
}

/** "Activo" / "Inactivo": a word, its colour only repeats it. */
export const ActivoBadge = ({ activo }: { activo: boolean }) => <Badge tone={activo ? 'success' : 'neutral'}>{activo ? 'Activo' : 'Inactivo'}</Badge>;

/** Sites: code (link to its page), name, type, municipality, provider, campaigns, reports, last report, state. */
export function SitiosTable({ sitios, loading, empty, onEdit, onDelete }: SitiosTableProps) {
  const columns = useMemo<DataTableColumn<Sitio>[]>(() => {
    const list: DataTableColumn<Sitio>[] = [
      {
        key: 'codigo',
        header: 'Código',
        cell: (s) => (
          <SiteLink to={`/sitios/${s.id}`} aria-label={`${s.codigo}: ver el sitio ${s.nombre}`}>
            {s.codigo}
          </SiteLink>
        ),
        width: '6rem',
      },
      { key: 'nombre', header: 'Nombre', cell: (s) => <strong>{s.nombre}</strong> },
      { key: 'tipo', header: 'Tipo', cell: (s) => <TipoSitioLabel tipo={s.tipo} inactive={!s.activo} />, width: '8rem' },
      {
        key: 'municipio',
        header: 'Municipio',
        cell: (s) => (
          <>
            {s.localidad}
            <Muted>{s.provincia}</Muted>
          </>
        ),
        mobileCell: (s) => `${s.localidad} (${s.provincia})`,
        width: '8rem',
      },
      { key: 'proveedor', header: 'Proveedor', cell: (s) => s.proveedor ?? '—', width: '8.5rem' },
      { key: 'campanas', header: 'Campañas', cell: (s) => formatInteger(s.campanas), align: 'right', width: '5rem' },
      { key: 'informes', header: 'Informes', cell: (s) => formatInteger(s.informes), align: 'right', width: '5rem' },
      {
        key: 'ultimo',
        header: 'Último informe',
        cell: (s) =>
          s.ultimo_informe ? (
            <time dateTime={s.ultimo_informe} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(s.ultimo_informe)}
            </time>
          ) : (
            '—'
          ),
        width: '6.5rem',
      },
      { key: 'activo', header: 'Activo', cell: (s) => <ActivoBadge activo={s.activo} />, width: '5.5rem' },
    ];
    if (onEdit || onDelete) {
      list.push({
        key: 'acciones',
        header: 'Acciones',
        cell: (s) => (
          <RowActions
            name={`${s.codigo} ${s.nombre}`}
            layout="stacked"
            onEdit={onEdit && (() => onEdit(s))}
            onDelete={onDelete && (() => onDelete(s))}
          />
        ),
        width: ROW_ACTIONS_WIDTH.stacked,
      });
    }
    return list;
  }, [onEdit, onDelete]);

  return (
    <DataTable
      caption="Sitios"
      columns={columns}
      rows={sitios}
      rowKey={(s) => s.id}
      loading={loading}
      empty={empty}
      compact
      tableLayout="fixed"
      minWidth={onEdit || onDelete ? '70rem' : '62rem'}
    />
  );
}
