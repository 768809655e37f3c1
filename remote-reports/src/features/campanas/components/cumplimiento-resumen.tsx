import { useMemo } from 'react';
import styled from 'styled-components';
import type { ApiSchema, Cumplimiento } from 'shared/contracts';
import { formatInteger, formatPercent } from 'shared/format';
import { CountTiles, DataTable, type DataTableColumn } from 'shared/ui';
import { conteosCumplimiento, debidosTexto } from '../api/cumplimiento-texto';

type PorProveedor = ApiSchema<'CampanaDetalle'>['por_proveedor'][number];

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0 0 1rem;
  strong {
    font-size: 2rem;
    line-height: 1.1;
  }
`;

const ProveedoresTitle = styled.h3`
  margin: 1.25rem 0 0.5rem;
  font-size: 1rem;
`;

const n = (v: number) => formatInteger(v);

/**
 * A campaign's compliance (docs/decisions/cumplimiento.md): the percentage of the checks due so far that were fulfilled
 * ("—" while none is due), said in words, the count of each state, and — when several providers share it — the same
 * per provider. Inside the page's "Cumplimiento" section, whose heading names it.
 */
export function CumplimientoResumen({ cumplimiento, porProveedor }: { cumplimiento: Cumplimiento; porProveedor: readonly PorProveedor[] }) {
  const columns = useMemo<DataTableColumn<PorProveedor>[]>(
    () => [
      { key: 'proveedor', header: 'Proveedor', cell: (p) => p.proveedor },
      { key: 'porcentaje', header: 'Cumplimiento', cell: (p) => formatPercent(p.porcentaje), align: 'right', width: '7.5rem' },
      { key: 'cumplido', header: 'Cumplidos', cell: (p) => `${n(p.cumplido)} de ${n(p.debidos)}`, align: 'right', width: '7rem' },
      { key: 'en_revision', header: 'En revisión', cell: (p) => n(p.en_revision), align: 'right', width: '6.5rem' },
      { key: 'atrasado', header: 'Atrasados', cell: (p) => n(p.atrasado), align: 'right', width: '6rem' },
      { key: 'pendiente', header: 'Pendientes', cell: (p) => n(p.pendiente), align: 'right', width: '6.5rem' },
    ],
    [],
  );
  return (
    <>
      <Head>
        <strong>{formatPercent(cumplimiento.porcentaje)}</strong>
        <span>{debidosTexto(cumplimiento)}</span>
      </Head>
      <CountTiles label="Controles por estado" tiles={conteosCumplimiento(cumplimiento)} />
      {porProveedor.length > 1 && (
        <>
          <ProveedoresTitle>Por proveedor</ProveedoresTitle>
          <DataTable
            caption="Cumplimiento por proveedor"
            columns={columns}
            rows={porProveedor}
            rowKey={(p) => p.proveedor_id}
            loading={false}
            empty={null}
            compact
            tableLayout="fixed"
            minWidth="44rem"
          />
        </>
      )}
    </>
  );
}
