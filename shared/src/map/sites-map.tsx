import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { ESTADO_CONTROL_LABELS, TIPO_SITIO_LABELS, TIPOS_SITIO, type EstadoControl } from 'shared/contracts';
import { focusRing } from 'shared/ui';
import type { GeoJSONSource } from 'maplibre-gl';
import { FallbackNotice, Frame, Legend, MAP_LOCALE, maplibregl, useMapStyle } from './base-map';
import { boundsOf } from './geo';
import { EstadoSymbol } from './estado-symbol';
import { COLOMBIA_VIEW, MAP_HEIGHT, type MapSite } from './map-types';
import { SiteSymbol } from './site-symbol';

export interface SitesMapProps {
  sites: readonly MapSite[];
  /** A site's marker was clicked (or pressed with the keyboard). */
  onSiteClick?: (id: number) => void;
  /** The site shown as chosen (aria-pressed, drawn larger). */
  selectedId?: number | null;
  height?: string;
}

/** Sites closer than this many pixels are drawn as one group, up to CLUSTER_MAX_ZOOM. */
const CLUSTER_RADIUS = 44;
const CLUSTER_MAX_ZOOM = 14;
const SOURCE = 'sitios';
/** How many of a group's sites are late: said on the group's button (and drawn as a badge on it). */
const CLUSTER_PROPERTIES = { atrasados: ['+', ['get', 'atrasado']] };

/** What is drawn as a DOM marker: a group of sites (a cluster of the GeoJSON source) or one site. */
type Item = { kind: 'grupo'; id: number; lng: number; lat: number; count: number; atrasados: number } | { kind: 'sitio'; site: MapSite };

/** The states in the legend's order (most urgent first). */
const ESTADOS_LEYENDA: readonly EstadoControl[] = ['atrasado', 'en_revision', 'pendiente', 'cumplido', 'no_aplica'];

const SiteButton = styled.button<{ $selected: boolean }>`
  display: block;
  position: relative;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  line-height: 0;
  filter: drop-shadow(0 1px 2px rgba(15, 23, 42, 0.6));
  transform: scale(${({ $selected }) => ($selected ? 1.35 : 1)});
  transition: transform 0.1s;
  &:hover {
    transform: scale(1.2);
  }
  &:focus-visible {
    ${focusRing}
    border-radius: 4px;
  }
`;

/** A site's state badge, on its symbol's upper right corner. */
const EstadoBadge = styled.span`
  position: absolute;
  top: -7px;
  right: -8px;
  line-height: 0;
`;

const ClusterButton = styled.button<{ $size: number }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border-radius: 50%;
  border: 3px solid #ffffff;
  background: #334155;
  color: #ffffff;
  font:
    700 0.8125rem/1 system-ui,
    sans-serif;
  box-shadow: 0 1px 4px rgba(15, 23, 42, 0.55);
  cursor: pointer;
  &:hover {
    background: #1e293b;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const ClusterSample = styled.span`
  display: inline-grid;
  place-items: center;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid #ffffff;
  background: #334155;
  color: #ffffff;
  font:
    700 0.625rem/1 system-ui,
    sans-serif;
  box-shadow: 0 0 0 1px #94a3b8;
`;

const siteName = (s: MapSite) =>
  `${s.codigo} ${s.nombre} (${TIPO_SITIO_LABELS[s.tipo]}${s.activo ? '' : ', inactivo'})${s.estado ? `: ${ESTADO_CONTROL_LABELS[s.estado]}` : ''}`;

const groupName = (g: { count: number; atrasados: number }) =>
  `Grupo de ${g.count} sitios${g.atrasados > 0 ? `, ${g.atrasados} ${g.atrasados === 1 ? 'atrasado' : 'atrasados'}` : ''}`;

/** The sites as a GeoJSON FeatureCollection (the clustered source): each point carries its site's index. */
function featureCollection(sites: readonly MapSite[]) {
  return {
    type: 'FeatureCollection' as const,
    features: sites.map((s, i) => ({
      type: 'Feature' as const,
      properties: { i, atrasado: s.estado === 'atrasado' ? 1 : 0 },
      geometry: { type: 'Point' as const, coordinates: [s.lng, s.lat] },
    })),
  };
}

/**
 * Many sites on one map (GET /sitios/mapa): a GeoJSON source clustered by MapLibre (in its worker), so 2 000 sites pan
 * smoothly on a phone. What is in view — groups and single sites — is drawn as buttons over the map, recomputed when
 * the map is idle after a move: a group says how many sites it holds and zooms in on them; a site shows its type by shape,
 * letter and colour (SiteSymbol), is named by its code, name and type, and calls `onSiteClick`. The list view is the
 * way to everything without the map.
 */
export function SitesMap({ sites, onSiteClick, selectedId = null, height = MAP_HEIGHT }: SitesMapProps) {
  const mapRef = useRef<MapRef | null>(null);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const signature = useRef('');
  const style = useMapStyle();
  const data = useMemo(() => featureCollection(sites), [sites]);
  const conEstado = useMemo(() => sites.some((s) => s.estado), [sites]);

  /**
   * The groups and sites in view, from the source's loaded tiles (each once, however many tiles hold it). Called when
   * the map is idle: only then are the loaded tiles those of the current zoom alone.
   */
  const refresh = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (!map || !map.getSource(SOURCE)) return;
    const bounds = map.getBounds();
    const seen = new Set<string>();
    const next: Item[] = [];
    for (const f of map.querySourceFeatures(SOURCE)) {
      const p = f.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; atrasados?: number; i?: number };
      const [lng, lat] = (f.geometry as { coordinates: [number, number] }).coordinates;
      if (!bounds.contains([lng, lat])) continue;
      if (p.cluster) {
        const key = `g${p.cluster_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ kind: 'grupo', id: p.cluster_id!, lng, lat, count: p.point_count!, atrasados: p.atrasados ?? 0 });
      } else if (p.i !== undefined && sites[p.i]) {
        const key = `s${p.i}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ kind: 'sitio', site: sites[p.i] });
      }
    }
    // West to east, then north to south: the order Tab follows.
    next.sort((a, b) => lngOf(a) - lngOf(b) || latOf(b) - latOf(a));
    const sig = next
      .map((it) => (it.kind === 'grupo' ? `g${it.id}:${it.count}:${it.atrasados}` : `s${it.site.id}:${it.site.estado ?? ''}`))
      .join(',');
    if (sig !== signature.current) {
      signature.current = sig;
      setItems(next);
    }
  }, [sites]);

  // The sites the view was last fitted to: the same places with new states (a live refresh) keep the user's view.
  const [placed, setPlaced] = useState(sites);
  if (placed !== sites && placesOf(placed) !== placesOf(sites)) setPlaced(sites);

  /** The view that shows every site (all of Colombia without any). */
  const fit = useCallback(
    (duration: number) => {
      const map = mapRef.current;
      if (!map) return;
      const bounds = boundsOf(placed);
      if (!bounds) map.flyTo({ center: [COLOMBIA_VIEW.lng, COLOMBIA_VIEW.lat], zoom: COLOMBIA_VIEW.zoom, duration });
      else if (placed.length === 1) map.flyTo({ center: [placed[0].lng, placed[0].lat], zoom: 14, duration });
      else map.fitBounds(bounds, { padding: 48, maxZoom: 14, duration });
    },
    [placed],
  );

  // A new set of sites (other filters): show them all; the markers follow once the source has the new data.
  const loaded = useRef(false);
  useEffect(() => {
    signature.current = '';
    if (loaded.current) fit(600);
  }, [fit]);
  // New states of the same sites: redraw the markers in place (the groups' counts follow when the map is next idle).
  useEffect(() => {
    signature.current = '';
    refresh();
  }, [refresh]);

  const zoomInto = async (group: Extract<Item, { kind: 'grupo' }>) => {
    const map = mapRef.current?.getMap();
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!map || !source) return;
    const zoom = await source.getClusterExpansionZoom(group.id);
    map.easeTo({ center: [group.lng, group.lat], zoom: Math.min(zoom, CLUSTER_MAX_ZOOM + 1), duration: 500 });
    // The group's button goes away: keep the keyboard on the map, whose markers come next in the Tab order.
    frameRef.current?.focus();
  };

  if (!style.ready) return <Frame $height={height} aria-busy="true" />;

  const shown = items.filter((it) => it.kind === 'sitio').length;
  const grouped = items.reduce((n, it) => n + (it.kind === 'grupo' ? it.count : 0), 0);

  return (
    <div>
      <Frame
        ref={frameRef}
        $height={height}
        data-testid="mapa"
        data-estilo={style.estilo}
        tabIndex={-1}
        role="region"
        aria-label={`Mapa de sitios: ${shown} ${shown === 1 ? 'sitio' : 'sitios'} y ${grouped} en grupos a la vista`}
      >
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          locale={MAP_LOCALE}
          initialViewState={{ latitude: COLOMBIA_VIEW.lat, longitude: COLOMBIA_VIEW.lng, zoom: COLOMBIA_VIEW.zoom }}
          mapStyle={style.mapStyle}
          style={{ width: '100%', height: '100%' }}
          onError={style.onError}
          onLoad={() => {
            style.onLoad();
            loaded.current = true;
            fit(0);
            refresh();
          }}
          // Read when the map is idle (its tiles for this view loaded and drawn), not at moveend or when the source's
          // tiles arrive: until the next frame after those, the tiles of the previous zoom are still kept as stand-ins
          // and their groups came back beside the new ones (2 000 sites counted as 4 000, groups on top of groups).
          onIdle={refresh}
          attributionControl={{ compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <Source
            id={SOURCE}
            type="geojson"
            data={data}
            cluster
            clusterRadius={CLUSTER_RADIUS}
            clusterMaxZoom={CLUSTER_MAX_ZOOM}
            clusterProperties={CLUSTER_PROPERTIES}
          >
            {/* Not drawn (the markers are buttons over the map), but a source loads its tiles only for a layer. */}
            <Layer id="sitios-puntos" type="circle" paint={{ 'circle-radius': 0, 'circle-opacity': 0, 'circle-stroke-width': 0 }} />
          </Source>
          {items.map((it) =>
            it.kind === 'grupo' ? (
              <Marker key={`g${it.id}`} longitude={it.lng} latitude={it.lat} anchor="center">
                <ClusterButton
                  type="button"
                  $size={it.count < 10 ? 30 : it.count < 100 ? 36 : it.count < 1000 ? 44 : 52}
                  aria-label={`${groupName(it)}: acercar`}
                  title={groupName(it)}
                  data-grupo={it.count}
                  onClick={(event) => {
                    event.stopPropagation();
                    void zoomInto(it);
                  }}
                >
                  {it.count}
                  {it.atrasados > 0 && (
                    <EstadoBadge>
                      <EstadoSymbol estado="atrasado" size={16} />
                    </EstadoBadge>
                  )}
                </ClusterButton>
              </Marker>
            ) : (
              <Marker key={`s${it.site.id}`} longitude={it.site.lng} latitude={it.site.lat} anchor="center">
                <SiteButton
                  type="button"
                  $selected={it.site.id === selectedId}
                  aria-label={siteName(it.site)}
                  aria-pressed={onSiteClick ? it.site.id === selectedId : undefined}
                  title={siteName(it.site)}
                  data-sitio={it.site.codigo}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSiteClick?.(it.site.id);
                  }}
                >
                  <SiteSymbol tipo={it.site.tipo} size={26} inactive={!it.site.activo} />
                  {it.site.estado && (
                    <EstadoBadge data-estado-sitio={it.site.estado}>
                      <EstadoSymbol estado={it.site.estado} size={16} />
                    </EstadoBadge>
                  )}
                </SiteButton>
              </Marker>
            ),
          )}
        </Map>
      </Frame>
      <Legend aria-label="Leyenda del mapa">
        {TIPOS_SITIO.map((tipo) => (
          <li key={tipo}>
            <SiteSymbol tipo={tipo} size={16} /> {TIPO_SITIO_LABELS[tipo]}
          </li>
        ))}
        <li>
          <SiteSymbol tipo="otro" size={16} inactive /> Inactivo (contorno punteado)
        </li>
        <li>
          <ClusterSample aria-hidden="true">n</ClusterSample> Grupo de n sitios
        </li>
      </Legend>
      {conEstado && (
        <Legend aria-label="Estados de los sitios">
          {ESTADOS_LEYENDA.map((estado) => (
            <li key={estado}>
              <EstadoSymbol estado={estado} size={16} /> {ESTADO_CONTROL_LABELS[estado]}
            </li>
          ))}
        </Legend>
      )}
      <FallbackNotice show={style.fellBack} />
    </div>
  );
}

/** Where the sites are (not what state they are in): a change of these re-fits the view. */
const placesOf = (sites: readonly MapSite[]) => sites.map((s) => `${s.id}@${s.lat},${s.lng}`).join(';');

const lngOf = (it: Item) => (it.kind === 'grupo' ? it.lng : it.site.lng);
const latOf = (it: Item) => (it.kind === 'grupo' ? it.lat : it.site.lat);
