import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ESTADO_CONTROL_LABELS, nombreControl, type ApiSchema, type EstadoControl } from 'shared/contracts';
import { formatDate } from 'shared/format';
import { Badge, DataTable, EmptyState, ErrorBanner, VisuallyHidden, focusRing, tk, type BadgeTone, type DataTableColumn } from 'shared/ui';
import { useControlesAtencion } from './api/use-cumplimiento';
import { controlesAtencionTexto } from './cumplimiento-texto';
import { DashboardSection } from './dashboard-section';
import { CONTROLES_ATENCION_SECTION } from './dashboard-sections';

type Control = ApiSchema<'ControlCampana'>;

/** The states this section lists; any other keeps a neutral badge. */
const TONE: Partial<Record<EstadoControl, BadgeTone>> = { atrasado: 'danger', en_revision: 'warning' };

const TextLink = styled(Link)`
  color: ${tk((t) => t.link)};
  font-weight: 600;
  overflow-wrap: anywhere;
  &:focus-visible {
    ${focusRing}
  }
`;

/** A check's name ("Verificación 12") is not broken inside a word. */
const ControlLink = styled(TextLink)`
  overflow-wrap: normal;
  white-space: nowrap;
`;

const SectionLink = styled(TextLink)`
  text-decoration: underline;
  text-underline-offset: 0.15em;
`;

const Codigo = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

/** `/proveedores` filtered by the provider's name: its row, where its contact data is. */
const proveedorPath = (nombre: string) => `/proveedores?${new URLSearchParams({ search: nombre })}`;

/**
 * "Controles atrasados y en revisión" (administrators, issue 37): the late and in-review checks across campaigns,
 * soonest deadline first as the API orders them, with their total. Each row says its state in words, its campaign,
 * site, check, deadline and provider; the check leads to its newest report when there is one, the campaign and the
 * provider to theirs.
 */
export function ControlesAtencion({ enabled }: { enabled: boolean }) {
  const query = useControlesAtencion(enabled);
  const columns = useMemo<DataTableColumn<Control>[]>(
    () => [
      {
        key: 'estado',
        header: 'Estado',
        cell: (c) => <Badge tone={TONE[c.estado] ?? 'neutral'}>{ESTADO_CONTROL_LABELS[c.estado]}</Badge>,
        width: '7.5rem',
      },
      {
        key: 'control',
        header: 'Control',
        width: '7.5rem',
        cell: (c) =>
          c.informe_id === null ? (
            <span style={{ whiteSpace: 'nowrap' }}>{nombreControl(c)}</span>
          ) : (
            <ControlLink to={`/informes/${c.informe_id}`}>
              {nombreControl(c)}
              <VisuallyHidden> de {c.sitio_codigo}: ver su informe</VisuallyHidden>
            </ControlLink>
          ),
      },
      {
        key: 'sitio',
        header: 'Sitio',
        cell: (c) => (
          <>
            <Codigo>{c.sitio_codigo}</Codigo> · {c.sitio_nombre}
          </>
        ),
      },
      { key: 'campana', header: 'Campaña', cell: (c) => <TextLink to={`/campanas/${c.campana_id}`}>{c.campana}</TextLink> },
      {
        key: 'vence',
        header: 'Vence',
        cell: (c) => <time dateTime={c.hasta}>{formatDate(c.hasta)}</time>,
        width: '6.5rem',
      },
      { key: 'proveedor', header: 'Proveedor', cell: (c) => <TextLink to={proveedorPath(c.proveedor)}>{c.proveedor}</TextLink> },
    ],
    [],
  );

  if (query.isPending) return <DashboardSection {...CONTROLES_ATENCION_SECTION} loading />;
  if (query.isError)
    return (
      <DashboardSection {...CONTROLES_ATENCION_SECTION}>
        <ErrorBanner message="Error cargando los controles" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </DashboardSection>
    );
  const { data, meta } = query.data;
  return (
    <DashboardSection
      {...CONTROLES_ATENCION_SECTION}
      summary={meta.total > 0 ? controlesAtencionTexto(meta.total) : undefined}
      action={meta.total > data.length && <SectionLink to="/campanas">Ver todos en Campañas</SectionLink>}
    >
      {data.length === 0 ? (
        <EmptyState message={controlesAtencionTexto(0)} />
      ) : (
        <DataTable caption={CONTROLES_ATENCION_SECTION.title} columns={columns} rows={data} rowKey={(c) => c.id} compact />
      )}
    </DashboardSection>
  );
}
