import { useEffect, useRef } from 'react';
import { Map, Marker, NavigationControl, type MapLayerMouseEvent, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import type { TipoSitio } from 'shared/contracts';
import { uiTokens } from 'shared/ui';
import { Banner, FallbackNotice, Frame, MAP_LOCALE, maplibregl, RadiusArea, useMapStyle } from './base-map';
import { formatPoint } from './geo';
import { COLOMBIA_VIEW, MAP_HEIGHT, type GeoPoint } from './map-types';
import { SiteSymbol } from './site-symbol';

export interface PointPickerProps {
  /** The point chosen so far (the coordinate fields' values), or null. */
  value: GeoPoint | null;
  /** A click on the map or the end of a drag of the point. */
  onChange: (point: GeoPoint) => void;
  /** Drawn around the point (a site's geofence), when known. */
  radiusM?: number | null;
  /** The point's symbol (a site's type); a plain pin without it. */
  tipo?: TipoSitio | null;
  /** A line over the map saying what a click does (none by default: the form says it beside the map). */
  prompt?: string | null;
  height?: string;
}

const Pin = styled.span`
  display: block;
  width: 22px;
  height: 22px;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  background: #b91c1c;
  border: 3px solid #ffffff;
  box-shadow: 0 1px 4px rgba(15, 23, 42, 0.6);
`;

const Grab = styled.span`
  display: block;
  cursor: grab;
  line-height: 0;
  filter: drop-shadow(0 1px 2px rgba(15, 23, 42, 0.6));
  &:active {
    cursor: grabbing;
  }
`;

const Coordinates = styled.p`
  margin: 0.375rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => uiTokens(theme).textMuted};
`;

/**
 * A map on which a click, or dragging the point, sets a position (a site's coordinates). It opens on the point, or
 * on all of Colombia without one, and follows a point typed in the form's fields. The coordinate fields beside it are
 * the way to do the same without a pointer; the line under the map says the point chosen.
 */
export function PointPicker({ value, onChange, radiusM = null, tipo = null, prompt = null, height = MAP_HEIGHT }: PointPickerProps) {
  const mapRef = useRef<MapRef | null>(null);
  const style = useMapStyle();
  const last = useRef<GeoPoint | null>(value);

  // A point typed in the fields, or one clicked on a map zoomed out to the country: go there, close enough to see the
  // municipalities around it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !value) return;
    if (last.current && last.current.lat === value.lat && last.current.lng === value.lng) return;
    last.current = value;
    if (!map.getBounds().contains([value.lng, value.lat]) || map.getZoom() < 10)
      map.flyTo({ center: [value.lng, value.lat], zoom: Math.max(map.getZoom(), 11), duration: 700 });
  }, [value]);

  if (!style.ready) return <Frame $height={height} aria-busy="true" />;

  const pick = (point: GeoPoint) => {
    last.current = point;
    onChange({ lat: round(point.lat), lng: round(point.lng) });
  };

  return (
    <div>
      <Frame $height={height} data-testid="mapa" data-estilo={style.estilo}>
        {prompt && <Banner>{prompt}</Banner>}
        <Map
          ref={mapRef}
          mapLib={maplibregl}
          locale={MAP_LOCALE}
          initialViewState={
            value
              ? { latitude: value.lat, longitude: value.lng, zoom: 15 }
              : { latitude: COLOMBIA_VIEW.lat, longitude: COLOMBIA_VIEW.lng, zoom: COLOMBIA_VIEW.zoom }
          }
          mapStyle={style.mapStyle}
          style={{ width: '100%', height: '100%' }}
          cursor="crosshair"
          onClick={(event: MapLayerMouseEvent) => pick({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
          onError={style.onError}
          onLoad={style.onLoad}
          attributionControl={{ compact: true }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {value && radiusM && radiusM > 0 && <RadiusArea id="punto-radio" center={value} radiusM={radiusM} />}
          {value && (
            <Marker
              longitude={value.lng}
              latitude={value.lat}
              anchor={tipo ? 'center' : 'bottom'}
              draggable
              onDragEnd={(event: MarkerDragEvent) => pick({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
            >
              {/* Pointer only: the fields set the same point from the keyboard. */}
              <Grab aria-hidden="true" data-punto="" title="Arrastre para mover el punto">
                {tipo ? <SiteSymbol tipo={tipo} size={28} /> : <Pin />}
              </Grab>
            </Marker>
          )}
        </Map>
      </Frame>
      <Coordinates role="status">{value ? `Punto elegido: ${formatPoint(value)}` : 'Aún no se ha elegido un punto.'}</Coordinates>
      <FallbackNotice show={style.fellBack} />
    </div>
  );
}

/** Six decimals: about 10 cm, more than a click can mean. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;
