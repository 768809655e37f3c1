import styled, { css } from 'styled-components';
import { focusRing } from 'shared/ui';
import type { LocationSource, PhotoMarker } from './map-types';

/** A photo marker's kind: its position's source, or 'foto' when it is not known (a site's photos). */
export type PinKind = LocationSource | 'foto';

const PIN_COLOR: Record<PinKind, string> = { gps: '#1d4ed8', manual: '#c2410c', foto: '#0e7490' };

/**
 * GPS and manual markers differ in shape, not only colour: a round pin for a position read from the photo's
 * GPS, a diamond for one placed by hand (a photo of unknown source is round, in its own colour, and named "Foto").
 * All are centred on the point and are buttons (keyboard, screen readers).
 */
const shape = (source: PinKind, size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border: 2px solid #ffffff;
  box-shadow: 0 1px 4px rgba(15, 23, 42, 0.55);
  background: ${PIN_COLOR[source]};
  border-radius: ${source === 'manual' ? '3px' : '50%'};
  transform: ${source === 'manual' ? 'rotate(45deg)' : 'none'};
  &::after {
    content: '';
    display: block;
    margin: auto;
    width: ${Math.round(size / 3)}px;
    height: ${Math.round(size / 3)}px;
    margin-top: ${Math.round(size / 3) - 2}px;
    background: #ffffff;
    border-radius: ${source === 'manual' ? '1px' : '50%'};
  }
`;

const Pin = styled.button<{ $source: PinKind }>`
  ${({ $source }) => shape($source, 24)}
  padding: 0;
  cursor: pointer;
  &:hover {
    filter: brightness(1.15);
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Sample = styled.span<{ $source: PinKind }>`
  ${({ $source }) => shape($source, 16)}
  display: inline-block;
  flex: none;
`;

export const PIN_LABEL: Record<PinKind, string> = { gps: 'GPS automático', manual: 'Ubicación manual', foto: 'Foto' };

export function MarkerPin({ marker, onClick }: { marker: PhotoMarker; onClick: () => void }) {
  const kind: PinKind = marker.source ?? 'foto';
  return (
    <Pin
      type="button"
      $source={kind}
      aria-label={`${marker.name} (${PIN_LABEL[kind]})`}
      title={`${marker.name} — ${PIN_LABEL[kind]}`}
      data-origen={kind}
      onClick={(event) => {
        event.stopPropagation(); // not a click on the map (which could place a photo)
        onClick();
      }}
    />
  );
}

MarkerPin.Sample = function MarkerSample({ source }: { source: PinKind }) {
  return <Sample $source={source} aria-hidden="true" />;
};
