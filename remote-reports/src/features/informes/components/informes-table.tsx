import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { InformeResumen } from 'shared/contracts';
import { formatDate, joinPresent } from 'shared/format';
import { Button, ButtonLink, DataTable, tk, VisuallyHidden, type DataTableColumn } from 'shared/ui';
import { controlDeInforme, sitioDeInforme } from '../api/campana-sitio';
import { EstadoBadge } from './estado-badge';
import { VerificacionBadge } from './verificacion-badge';

/** Text cut after two lines (full text in the tooltip and for screen readers). */
const Clamp = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/** On a phone's card: three lines (the whole text is on the report's page, "Ver"). */
const ClampCard = styled(Clamp)`
  -webkit-line-clamp: 3;
`;

const Muted = styled.span`
  display: block;
  color: ${tk((t) => t.textMuted)};
  font-size: 0.8125rem;
`;

/** Names wrap between words; a word too long for the column is hyphenated where the browser can. */
const Words = styled.span`
  hyphens: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

/** The list's "—" for a report without photos: a dash on screen, "Sin fotos" for a screen reader. */
const SIN_FOTOS = (
  <>
    <span aria-hidden="true">—</span>
    <VisuallyHidden>Sin fotos</VisuallyHidden>
  </>
);

export interface InformesTableProps {
  informes: readonly InformeResumen[];
  loading: boolean;
  empty: ReactNode;
  /** Whether the signed-in user may delete this report (the shared row rules decide). */
  canDelete: (informe: InformeResumen) => boolean;
  onDelete: (informe: InformeResumen) => void;
}

/** The place, and its department when the place does not already say it. */
function ubicacion(i: InformeResumen) {
  const lugar = i.ubicacion_lugar || `${i.localidad_nombre}, ${i.provincia_nombre}`;
  return (
    <>
      <Clamp title={lugar}>{lugar}</Clamp>
      {!lugar.endsWith(i.provincia_nombre) && <Muted>{i.provincia_nombre}</Muted>}
    </>
  );
}

/** "Sitio VAL-001 — Valla Calle 26 · Instalación" when the report names its campaign's site (and check). */
function sitioYControl(i: InformeResumen): string | null {
  const sitio = sitioDeInforme(i);
  return sitio && `Sitio ${joinPresent([sitio, controlDeInforme(i)], ' · ')}`;
}

/** Files and, under them, how many have a location. */
function archivos(i: InformeResumen) {
  return (
    <span aria-label={`${i.archivos_count} archivos, ${i.geo_elementos_count} con ubicación`}>
      {i.archivos_count}
      <Muted>{i.geo_elementos_count} ubicados</Muted>
    </span>
  );
}

/**
 * Reports: table on desktop, cards on mobile (docs/product-spec.md §2 columns, and Alertas, issue 25). The table
 * still fits the 1280 px layout without scrolling (Acciones stays in view): the Alertas column took its room from
 * Archivos, Descripción and the name columns.
 */
export function InformesTable({ informes, loading, empty, canDelete, onDelete }: InformesTableProps) {
  const columns = useMemo<DataTableColumn<InformeResumen>[]>(
    () => [
      { key: 'id', header: 'ID', cell: (i) => i.id, width: '3rem' },
      {
        key: 'descripcion',
        header: 'Descripción',
        cell: (i) => {
          const sitio = sitioYControl(i);
          return (
            <>
              <Clamp title={i.descripcion ?? undefined}>{i.descripcion || '—'}</Clamp>
              <Muted>
                <Clamp>{i.campana}</Clamp>
              </Muted>
              {sitio && (
                <Muted>
                  <Clamp title={sitio}>{sitio}</Clamp>
                </Muted>
              )}
            </>
          );
        },
        mobileCell: (i) => {
          const sitio = sitioYControl(i);
          return (
            <>
              <ClampCard>{i.descripcion || '—'}</ClampCard>
              <Muted>{i.campana}</Muted>
              {sitio && <Muted>{sitio}</Muted>}
            </>
          );
        },
      },
      { key: 'servicio', header: 'Servicio', cell: (i) => <Words>{i.servicio_nombre}</Words>, width: '9%' },
      { key: 'cliente', header: 'Cliente', cell: (i) => <Words>{i.cliente_nombre}</Words>, width: '8.5%' },
      { key: 'proveedor', header: 'Proveedor', cell: (i) => <Words>{i.proveedor_nombre}</Words>, width: '8.5%' },
      {
        key: 'ubicacion',
        header: 'Ubicación',
        cell: ubicacion,
        mobileCell: (i) =>
          `${i.ubicacion_lugar || i.localidad_nombre}${i.ubicacion_lugar?.endsWith(i.provincia_nombre) ? '' : `, ${i.provincia_nombre}`}`,
        width: '8.5%',
      },
      { key: 'estado', header: 'Estado', cell: (i) => <EstadoBadge estado={i.estado} />, width: '6.875rem' },
      {
        key: 'archivos',
        header: 'Archivos',
        cell: archivos,
        mobileCell: (i) => `${i.archivos_count} (${i.geo_elementos_count} con ubicación)`,
        width: '4.75rem',
      },
      {
        key: 'alertas',
        header: 'Alertas',
        cell: (i) => <VerificacionBadge informe={i} sinFotos={SIN_FOTOS} />,
        width: '6.75rem',
      },
      {
        key: 'creado',
        header: 'Creado',
        cell: (i) => (
          <time dateTime={i.creado_at} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(i.creado_at, 'es-ES')}
          </time>
        ),
        width: '5.75rem',
      },
      {
        key: 'acciones',
        header: 'Acciones',
        cell: (i) => (
          <Actions>
            <ButtonLink to={`/informes/${i.id}`} size="sm" aria-label={`Ver informe #${i.id}`}>
              Ver
            </ButtonLink>
            {canDelete(i) && (
              <Button size="sm" variant="danger" aria-label={`Eliminar informe #${i.id}`} onClick={() => onDelete(i)}>
                Eliminar
              </Button>
            )}
          </Actions>
        ),
        width: '6.5rem',
      },
    ],
    [canDelete, onDelete],
  );

  return (
    <DataTable
      caption="Informes"
      columns={columns}
      rows={informes}
      rowKey={(i) => i.id}
      loading={loading}
      skeletonRows={6}
      tableLayout="fixed"
      minWidth="59rem"
      compact
      empty={empty}
    />
  );
}
