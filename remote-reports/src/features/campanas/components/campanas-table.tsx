import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiSchema } from 'shared/contracts';
import { formatDate, formatInteger } from 'shared/format';
import { DataTable, focusRing, tk, type DataTableColumn } from 'shared/ui';
import { cumplimientoCorto } from '../api/cumplimiento-texto';
import { EstadoCampanaBadge } from './estado-campana-badge';

type Campana = ApiSchema<'Campana'>;

const CampanaLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  overflow-wrap: anywhere;
  &:focus-visible {
    ${focusRing}
  }
`;

/** "01/03/2026 – 31/03/2026": a campaign's days, both included. */
export function Fechas({ desde, hasta }: { desde: string; hasta: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <time dateTime={desde}>{formatDate(desde)}</time> – <time dateTime={hasta}>{formatDate(hasta)}</time>
    </span>
  );
}

export interface CampanasTableProps {
  campanas: readonly Campana[];
  loading: boolean;
  empty: ReactNode;
}

/** Campaigns: name (a link to its page), client, dates, state (its word), compliance (percentage, late checks), sites and reports. */
export function CampanasTable({ campanas, loading, empty }: CampanasTableProps) {
  const columns = useMemo<DataTableColumn<Campana>[]>(
    () => [
      {
        key: 'nombre',
        header: 'Nombre',
        cell: (c) => (
          <CampanaLink to={`/campanas/${c.id}`} aria-label={`${c.nombre}: ver la campaña`}>
            {c.nombre}
          </CampanaLink>
        ),
      },
      { key: 'cliente', header: 'Cliente', cell: (c) => c.cliente, width: '11rem' },
      {
        key: 'fechas',
        header: 'Fechas',
        cell: (c) => <Fechas desde={c.fecha_inicio} hasta={c.fecha_fin} />,
        mobileCell: (c) => `${formatDate(c.fecha_inicio)} – ${formatDate(c.fecha_fin)}`,
        width: '13rem',
      },
      { key: 'estado', header: 'Estado', cell: (c) => <EstadoCampanaBadge estado={c.estado} />, width: '7.5rem' },
      {
        key: 'cumplimiento',
        header: 'Cumplimiento',
        cell: (c) => cumplimientoCorto(c.cumplimiento),
        width: '8.5rem',
      },
      { key: 'sitios', header: 'Sitios', cell: (c) => formatInteger(c.sitios), align: 'right', width: '5rem' },
      { key: 'informes', header: 'Informes', cell: (c) => formatInteger(c.informes), align: 'right', width: '5.5rem' },
    ],
    [],
  );
  return (
    <DataTable
      caption="Campañas"
      columns={columns}
      rows={campanas}
      rowKey={(c) => c.id}
      loading={loading}
      empty={empty}
      tableLayout="fixed"
      minWidth="58rem"
    />
  );
}
