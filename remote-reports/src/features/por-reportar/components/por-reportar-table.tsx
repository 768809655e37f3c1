import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatoDistancia, nombreControl } from 'shared/contracts';
import { ButtonLink, DataTable, tk, type DataTableColumn } from 'shared/ui';
import { enlaceNuevoInforme } from '../../nuevo-informe/prefill';
import { ventanaTexto, type FilaPorReportar } from '../api/por-reportar';
import { EstadoControlBadge } from './estado-control-badge';

const Stack = styled.span`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;

const Strong = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

export interface PorReportarTableProps {
  filas: readonly FilaPorReportar[];
  hoy: string;
  loading: boolean;
  empty: ReactNode;
}

/**
 * The checks to report: check and state, campaign and client, site (code, name, municipality, distance when the
 * phone's position is known), window, and "Reportar" (the form with campaign, site and check filled in). Cards on
 * phones (DataTable).
 */
export function PorReportarTable({ filas, hoy, loading, empty }: PorReportarTableProps) {
  const columns = useMemo<DataTableColumn<FilaPorReportar>[]>(
    () => [
      {
        key: 'control',
        header: 'Control',
        cell: ({ control, estado }) => (
          <Stack>
            <Strong>{nombreControl(control)}</Strong>
            <EstadoControlBadge estado={estado} />
          </Stack>
        ),
        width: '10rem',
      },
      {
        key: 'campana',
        header: 'Campaña',
        cell: ({ control }) => (
          <Stack>
            <Strong>{control.campana}</Strong>
            <Muted>{control.cliente}</Muted>
          </Stack>
        ),
      },
      {
        key: 'sitio',
        header: 'Sitio',
        cell: ({ control, metros }) => (
          <Stack>
            <Strong>
              {control.sitio_codigo} — {control.sitio_nombre}
            </Strong>
            <Muted>
              {control.localidad}
              {metros !== null && ` · a ${formatoDistancia(metros)}`}
            </Muted>
          </Stack>
        ),
      },
      { key: 'ventana', header: 'Plazo', cell: ({ control }) => ventanaTexto(control, hoy), width: '13rem' },
      {
        key: 'reportar',
        header: 'Acción',
        cell: ({ control }) => (
          <ButtonLink
            to={enlaceNuevoInforme({
              cliente_id: control.cliente_id,
              proveedor_id: control.proveedor_id,
              campana_id: control.campana_id,
              sitio_id: control.sitio_id,
              control_id: control.id,
            })}
            variant="primary"
            size="sm"
            aria-label={`Reportar ${nombreControl(control)} de ${control.sitio_codigo} (${control.campana})`}
          >
            Reportar
          </ButtonLink>
        ),
        width: '8rem',
      },
    ],
    [hoy],
  );
  return (
    <DataTable
      caption="Controles por reportar"
      columns={columns}
      rows={filas}
      rowKey={(f) => f.control.id}
      loading={loading}
      empty={empty}
      tableLayout="fixed"
      minWidth="56rem"
    />
  );
}
