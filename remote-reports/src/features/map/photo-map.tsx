import { useEffect, useMemo, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import { Map, Marker, NavigationControl, Popup, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import styled, { useTheme } from 'styled-components';
import { getRuntimeConfig } from 'shared/api';
import { uiTokens } from 'shared/ui';
import { MAP_ASSETS } from './map-assets';
import { DEFAULT_VIEW, MAP_HEIGHT, type GeoPoint, type PhotoMarker } from './map-types';
import { MarkerPin } from './marker-pin';
import { offlineStyle } from './offline-style';
import { useStyleFallback } from './use-style-fallback';

// The worker comes from this remote's own origin as a module file (no blob: worker, so a strict CSP holds).
maplibregl.setWorkerUrl(MAP_ASSETS.worker);

/** MapLibre's stylesheet as a same-origin <link>, added once; the lazy loader waits for it. */
export const stylesheetReady: Promise<void> = new Promise((resolve) => {
  if (document.querySelector(`link[data-maplibre-css]`)) return resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = MAP_ASSETS.stylesheet;
  link.dataset.maplibreCss = '';
  link.onload = () => resolve();
  link.onerror = () => resolve(); // the map still works; only its controls look plain
  document.head.appendChild(link);
});

export interface PhotoMapProps {
  markers: readonly PhotoMarker[];
  /** Where to fly when it changes (e.g. the chosen locality's DANE coordinates). */
  center?: GeoPoint | null;
  /** Fit the view to the markers on open (a report's map). */
  fitToMarkers?: boolean;
  /** While set, the map shows this prompt, a crosshair, and a click calls onLocate with the point. */
  locatePrompt?: string | null;
  onLocate?: (point: GeoPoint) => void;
  /** A marker click: by default it opens the popup (thumbnail and name); a report's map opens the photo instead. */
  onMarkerClick?: (id: string) => void;
  height?: string;
}

const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => uiTokens(theme).border};
`;

const Banner = styled.p`
  position: absolute;
  top: 0.5rem;
  left: 50%;
  transform: translateX(-50%);
  z-index: 2;
  margin: 0;
  padding: 0.375rem 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => uiTokens(theme).tone.info.bg};
  color: ${({ theme }) => uiTokens(theme).tone.info.fg};
  border: 1px solid ${({ theme }) => uiTokens(theme).tone.info.border};
  font-size: 0.875rem;
  font-weight: 600;
  max-width: calc(100% - 1rem);
  text-align: center;
`;

const Notice = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => uiTokens(theme).textMuted};
`;

const PopupBody = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.25rem;
  color: #0f172a;
  img {
    display: block;
    width: 10rem;
    max-height: 8rem;
    object-fit: cover;
    border-radius: 0.25rem;
  }
  figcaption {
    font-size: 0.8125rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  list-style: none;
  margin: 0.375rem 0 0;
  padding: 0;
  font-size: 0.8125rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

/**
 * MapLibre map of located photos (react-map-gl). GPS and manual markers differ in shape (round / diamond) and
 * colour; a click on the map can place a photo. The style is MAP_STYLE_URL's, falling back to the bundled offline
 * style (said in one line) when it or its tiles fail; with MAP_STYLE_URL unset the offline style is used directly.
 */
export default function PhotoMap({
  markers,
  center = null,
  fitToMarkers = false,
  locatePrompt = null,
  onLocate,
  onMarkerClick,
  height = MAP_HEIGHT,
}: PhotoMapProps) {
  const theme = useTheme();
  const dark = uiTokens(theme).dark;
  const mapRef = useRef<MapRef | null>(null);
  const [externalUrl, setExternalUrl] = useState<string | null | undefined>(undefined);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    getRuntimeConfig()
      .then((config) => alive && setExternalUrl(config.mapStyleUrl))
      .catch(() => alive && setExternalUrl(null));
    return () => {
      alive = false;
    };
  }, []);

  const offline = useMemo(() => offlineStyle({ land: MAP_ASSETS.land, places: MAP_ASSETS.places }, dark), [dark]);
  const { usingExternal, fellBack, onError, onLoad } = useStyleFallback(externalUrl ?? null);
  const mapStyle = usingExternal && externalUrl ? externalUrl : offline;

  useEffect(() => {
    if (center) mapRef.current?.flyTo({ center: [center.lng, center.lat], zoom: Math.max(mapRef.current.getZoom(), 12), duration: 800 });
  }, [center?.lat, center?.lng]); // eslint-disable-line react-hooks/exhaustive-deps -- fly only when the point changes

  const initialViewState = useMemo(() => {
    if (fitToMarkers && markers.length > 1) {
      const lngs = markers.map((m) => m.lng);
      const lats = markers.map((m) => m.lat);
      return {
        bounds: [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ] as [[number, number], [number, number]],
        fitBoundsOptions: { padding: 48, maxZoom: 15 },
      };
    }
    const first = fitToMarkers ? markers[0] : undefined;
    const start = first ?? center ?? DEFAULT_VIEW;
    return { latitude: start.lat, longitude: start.lng, zoom: DEFAULT_VIEW.zoom };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the first view only

  if (externalUrl === undefined) return <Frame $height={height} aria-busy="true" />;

  const open = markers.find((m) => m.id === openId) ?? null;
  const onClick = (event: MapLayerMouseEvent) => {
    if (locatePrompt && onLocate) onLocate({ lat: event.lngLat.lat, lng: event.lngLat.lng });
  };

  return (
    <div>
      <Frame $height={height} data-testid="mapa" data-estilo={usingExternal ? 'externo' : 'sin-conexion'}>
        {locatePrompt && <Banner role="status">{locatePrompt}</Banner>}
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          initialViewState={initialViewState}
          mapStyle={mapStyle}
          style={{ width: '100%', height: '100%' }}
          cursor={locatePrompt ? 'crosshair' : undefined}
          onClick={onClick}
          onError={onError}
          onLoad={onLoad}
          attributionControl={{ compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {markers.map((marker) => (
            <Marker key={marker.id} longitude={marker.lng} latitude={marker.lat} anchor="center">
              <MarkerPin
                marker={marker}
                onClick={() => {
                  if (onMarkerClick) onMarkerClick(marker.id);
                  else setOpenId(marker.id);
                }}
              />
            </Marker>
          ))}
          {open && (
            <Popup
              longitude={open.lng}
              latitude={open.lat}
              anchor="top"
              offset={8}
              onClose={() => setOpenId(null)}
              closeButton
              closeOnClick={false}
              maxWidth="12rem"
            >
              <PopupBody>
                <img src={open.thumbnailUrl} alt={`Miniatura de ${open.name}`} />
                <figcaption>{open.name}</figcaption>
              </PopupBody>
            </Popup>
          )}
        </Map>
      </Frame>
      <Legend aria-label="Leyenda del mapa">
        <li>
          <MarkerPin.Sample source="gps" /> GPS automático
        </li>
        <li>
          <MarkerPin.Sample source="manual" /> Ubicación manual
        </li>
      </Legend>
      {fellBack && <Notice role="status">No se pudo cargar el mapa configurado; se muestra el mapa básico sin conexión.</Notice>}
    </div>
  );
}
