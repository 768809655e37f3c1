import { useEffect, useMemo, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';
import styled, { useTheme } from 'styled-components';
import { getRuntimeConfig } from 'shared/api';
import { uiTokens } from 'shared/ui';
import { circlePolygon } from './geo';
import { MAP_ASSETS } from './map-assets';
import type { GeoPoint } from './map-types';
import { offlineStyle } from './offline-style';
import { useStyleFallback } from './use-style-fallback';

// The worker comes from this build's own origin as a module file (no blob: worker, so a strict CSP holds).
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

export { maplibregl };

/**
 * MapLibre's own texts in Spanish (its controls' names, the canvas's). The canvas is not named "Mapa": the report's
 * page already has a section of that name.
 */
export const MAP_LOCALE: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
  'AttributionControl.MapFeedback': 'Comentarios sobre el mapa',
  'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + rueda para acercar o alejar',
  'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + rueda para acercar o alejar',
  'CooperativeGesturesHandler.MobileHelpText': 'Use dos dedos para mover el mapa',
  'Map.Title': 'Vista cartográfica',
  'Marker.Title': 'Marcador',
  'NavigationControl.ResetBearing': 'Arrastre para girar; clic para volver al norte',
  'NavigationControl.ZoomIn': 'Acercar',
  'NavigationControl.ZoomOut': 'Alejar',
  'Popup.Close': 'Cerrar',
};

export const Frame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  border-radius: 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => uiTokens(theme).border};
`;

/** A line over the map's top edge (what a click will do). */
export const Banner = styled.p`
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

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1rem;
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

/** The fallback's one line under the map (docs/decisions/offline-map.md). */
export function FallbackNotice({ show }: { show: boolean }) {
  return show ? <Notice role="status">No se pudo cargar el mapa configurado; se muestra el mapa básico sin conexión.</Notice> : null;
}

/**
 * The style every map of the kit draws: MAP_STYLE_URL's (from /config.json) while it works, otherwise the bundled
 * offline style in the current theme. `ready` is false until /config.json has said which.
 */
export function useMapStyle() {
  const theme = useTheme();
  const dark = uiTokens(theme).dark;
  const [externalUrl, setExternalUrl] = useState<string | null | undefined>(undefined);

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
  return {
    ready: externalUrl !== undefined,
    mapStyle: usingExternal && externalUrl ? externalUrl : offline,
    /** For the frame's `data-estilo` (tests and support read it). */
    estilo: usingExternal ? 'externo' : 'sin-conexion',
    fellBack,
    onError,
    onLoad,
  };
}

/** A geofence: the circle of `radiusM` metres around `center`, lightly filled, with a dashed edge. */
export function RadiusArea({ id, center, radiusM }: { id: string; center: GeoPoint; radiusM: number }) {
  const data = useMemo(() => circlePolygon(center, radiusM), [center.lat, center.lng, radiusM]); // eslint-disable-line react-hooks/exhaustive-deps -- by value
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer id={`${id}-relleno`} type="fill" paint={{ 'fill-color': '#2563eb', 'fill-opacity': 0.14 }} />
      <Layer id={`${id}-borde`} type="line" paint={{ 'line-color': '#1d4ed8', 'line-width': 2, 'line-dasharray': [2, 1.5] }} />
    </Source>
  );
}
