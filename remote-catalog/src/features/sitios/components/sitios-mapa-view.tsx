import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { TIPO_SITIO_LABELS, type SitiosMapa } from 'shared/contracts';
import { formatInteger } from 'shared/format';
import { LazySitesMap, type MapSite } from 'shared/map';
import { Card, EmptyState, ErrorBanner, serverMessage, Skeleton, tk } from 'shared/ui';
import { SiteLink } from './sitios-table';
import { TipoSitioLabel } from './tipo-sitio';

const Count = styled.p`
  margin: 0 0 0.75rem;
  color: ${tk((t) => t.textMuted)};
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surfaceMuted)};
  strong {
    overflow-wrap: anywhere;
  }
`;

/** The map's height: most of a phone's screen, a comfortable block on a desktop. */
const MAP_HEIGHT = 'min(32rem, 70vh)';

export interface SitiosMapaViewProps {
  query: { data?: SitiosMapa; error: unknown; isError: boolean; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  filtered: boolean;
}

/**
 * The map view of /sitios: every site of the filter (GET /sitios/mapa), clustered; a site clicked (or pressed with the
 * keyboard) is named under the map with a link to its page. The list view shows the same sites without the map.
 */
export function SitiosMapaView({ query, filtered }: SitiosMapaViewProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const puntos = query.data?.data;
  const sites = useMemo<MapSite[]>(
    () =>
      (puntos ?? []).map((p) => ({ id: p.id, codigo: p.codigo, nombre: p.nombre, tipo: p.tipo, lat: p.latitud, lng: p.longitud, activo: p.activo })),
    [puntos],
  );
  const chosen = puntos?.find((p) => p.id === selectedId) ?? null;

  let body;
  if (query.isError && !query.data) {
    body = (
      <ErrorBanner
        message={serverMessage(query.error, 'Error cargando el mapa de sitios')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!query.data) {
    body = <Skeleton style={{ display: 'block', height: MAP_HEIGHT }} aria-label="Cargando el mapa de sitios" />;
  } else {
    const { total } = query.data;
    body = (
      <>
        <Count role="status">
          {total === 0
            ? filtered
              ? 'Ningún sitio coincide con los filtros aplicados.'
              : 'No hay sitios todavía.'
            : sites.length < total
              ? `Se muestran ${formatInteger(sites.length)} de ${formatInteger(total)} sitios: acote los filtros para ver el resto.`
              : `${formatInteger(total)} ${total === 1 ? 'sitio' : 'sitios'} en el mapa.`}
        </Count>
        {total === 0 && <EmptyState message="El mapa no tiene sitios que mostrar." />}
        {total > 0 && <LazySitesMap sites={sites} selectedId={selectedId} onSiteClick={setSelectedId} height={MAP_HEIGHT} />}
        {chosen && (
          <Chosen aria-live="polite">
            <TipoSitioLabel tipo={chosen.tipo} inactive={!chosen.activo} />
            <strong>
              {chosen.codigo} · {chosen.nombre}
            </strong>
            {!chosen.activo && <span>(inactivo)</span>}
            <SiteLink to={`/sitios/${chosen.id}`} aria-label={`Ver el sitio ${chosen.codigo} ${chosen.nombre} (${TIPO_SITIO_LABELS[chosen.tipo]})`}>
              Ver sitio
            </SiteLink>
          </Chosen>
        )}
      </>
    );
  }
  return (
    <Card as="section" aria-label="Mapa de sitios">
      {body}
    </Card>
  );
}
