import { useEffect, useMemo, useRef, useState } from 'react';
import { Map, Marker, NavigationControl, Popup, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { TIPO_SITIO_LABELS } from 'shared/contracts';
import { Banner, FallbackNotice, Frame, Legend, MAP_LOCALE, maplibregl, RadiusArea, useMapStyle } from './base-map';
import { boundsOf } from './geo';
import { DEFAULT_VIEW, MAP_HEIGHT, type GeoPoint, type MapSiteArea, type PhotoMarker } from './map-types';
import { MarkerPin, PIN_LABEL, type PinKind } from './marker-pin';
import { SiteSymbol } from './site-symbol';

export interface PhotoMapProps {
  markers: readonly PhotoMarker[];
  /** Where to fly when it changes (e.g. the chosen locality's DANE coordinates). */
  center?: GeoPoint | null;
  /** Fit the view to the markers (and the site) on open (a report's map, a site's). */
  fitToMarkers?: boolean;
  /** While set, the map shows this prompt, a crosshair, and a click calls onLocate with the point. */
  locatePrompt?: string | null;
  onLocate?: (point: GeoPoint) => void;
  /** A marker click: by default it opens the popup (thumbnail and name); a report's map opens the photo instead. */
  onMarkerClick?: (id: string) => void;
  /** A site drawn with its geofence under the photos (a site's page). */
  site?: MapSiteArea | null;
  height?: string;
}

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

/** Two corners of the box around a site's geofence. */
function radiusBox(site: MapSiteArea): GeoPoint[] {
  const dLat = site.radiusM / 111_320;
  const dLng = site.radiusM / (111_320 * Math.cos((site.lat * Math.PI) / 180));
  return [
    { lat: site.lat - dLat, lng: site.lng - dLng },
    { lat: site.lat + dLat, lng: site.lng + dLng },
  ];
}

/** The marker kinds the legend names: GPS and manual as always, or those drawn when the map shows a site's photos. */
function legendKinds(markers: readonly PhotoMarker[], site: MapSiteArea | null): PinKind[] {
  if (!site && markers.every((m) => m.source)) return ['gps', 'manual'];
  const kinds = new Set<PinKind>(markers.map((m) => m.source ?? 'foto'));
  return (['gps', 'manual', 'foto'] as const).filter((k) => kinds.has(k));
}

/**
 * MapLibre map of located photos (react-map-gl). GPS and manual markers differ in shape (round / diamond) and
 * colour; a click on the map can place a photo; a site can be drawn with its geofence under them. The style is
 * MAP_STYLE_URL's, falling back to the bundled offline style (said in one line) when it or its tiles fail; with
 * MAP_STYLE_URL unset the offline style is used directly.
 */
export function PhotoMap({
  markers,
  center = null,
  fitToMarkers = false,
  locatePrompt = null,
  onLocate,
  onMarkerClick,
  site = null,
  height = MAP_HEIGHT,
}: PhotoMapProps) {
  const mapRef = useRef<MapRef | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const style = useMapStyle();

  useEffect(() => {
    if (center) mapRef.current?.flyTo({ center: [center.lng, center.lat], zoom: Math.max(mapRef.current.getZoom(), 12), duration: 800 });
  }, [center?.lat, center?.lng]); // eslint-disable-line react-hooks/exhaustive-deps -- fly only when the point changes

  const initialViewState = useMemo(() => {
    // A site's geofence is in view whole: its box counts as two more points.
    const points: GeoPoint[] = [...(fitToMarkers ? markers : []), ...(site ? radiusBox(site) : [])];
    const bounds = points.length > 1 ? boundsOf(points) : null;
    if (bounds) return { bounds, fitBoundsOptions: { padding: 48, maxZoom: site ? 17 : 15 } };
    const start = points[0] ?? center ?? DEFAULT_VIEW;
    return { latitude: start.lat, longitude: start.lng, zoom: DEFAULT_VIEW.zoom };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the first view only

  if (!style.ready) return <Frame $height={height} aria-busy="true" />;

  const open = markers.find((m) => m.id === openId) ?? null;
  const onClick = (event: MapLayerMouseEvent) => {
    if (locatePrompt && onLocate) onLocate({ lat: event.lngLat.lat, lng: event.lngLat.lng });
  };
  const siteName = site ? `Sitio ${site.nombre} (${TIPO_SITIO_LABELS[site.tipo]}), radio de ${site.radiusM} m` : '';

  return (
    <div>
      <Frame $height={height} data-testid="mapa" data-estilo={style.estilo}>
        {locatePrompt && <Banner role="status">{locatePrompt}</Banner>}
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          locale={MAP_LOCALE}
          initialViewState={initialViewState}
          mapStyle={style.mapStyle}
          style={{ width: '100%', height: '100%' }}
          cursor={locatePrompt ? 'crosshair' : undefined}
          onClick={onClick}
          onError={style.onError}
          onLoad={style.onLoad}
          attributionControl={{ compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {site && (
            <>
              <RadiusArea id="sitio-radio" center={site} radiusM={site.radiusM} />
              <Marker longitude={site.lng} latitude={site.lat} anchor="center">
                <span data-sitio="" title={siteName}>
                  <SiteSymbol tipo={site.tipo} size={28} title={siteName} />
                </span>
              </Marker>
            </>
          )}
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
        {site && (
          <li>
            <SiteSymbol tipo={site.tipo} size={16} /> Sitio ({TIPO_SITIO_LABELS[site.tipo]}) y su radio de {site.radiusM} m
          </li>
        )}
        {legendKinds(markers, site).map((kind) => (
          <li key={kind}>
            <MarkerPin.Sample source={kind} /> {PIN_LABEL[kind]}
          </li>
        ))}
      </Legend>
      <FallbackNotice show={style.fellBack} />
    </div>
  );
}
