import styled, { css } from 'styled-components';
import { focusRing } from 'shared/ui';
import type { LocationSource, PhotoMarker } from './map-types';

/**
 * GPS and manual markers differ in shape, not only colour: a round pin for a position read from the photo's
 * GPS, a diamond for one placed by hand. Both are centred on the point and are buttons (keyboard, screen readers).
 */
const shape = (source: LocationSource, size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border: 2px solid #ffffff;
  box-shadow: 0 1px 4px rgba(15, 23, 42, 0.55);
  background: ${source === 'gps' ? '#1d4ed8' : '#c2410c'};
  border-radius: ${source === 'gps' ? '50%' : '3px'};
  transform: ${source === 'gps' ? 'none' : 'rotate(45deg)'};
  &::after {
    content: '';
    display: block;
    margin: auto;
    width: ${Math.round(size / 3)}px;
    height: ${Math.round(size / 3)}px;
    margin-top: ${Math.round(size / 3) - 2}px;
    background: #ffffff;
    border-radius: ${source === 'gps' ? '50%' : '1px'};
  }
`;

const Pin = styled.button<{ $source: LocationSource }>`
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

const Sample = styled.span<{ $source: LocationSource }>`
  ${({ $source }) => shape($source, 16)}
  display: inline-block;
  flex: none;
`;

const SOURCE_LABEL: Record<LocationSource, string> = { gps: 'GPS automático', manual: 'Ubicación manual' };

export function MarkerPin({ marker, onClick }: { marker: PhotoMarker; onClick: () => void }) {
  return (
    <Pin
      type="button"
      $source={marker.source}
      aria-label={`${marker.name} (${SOURCE_LABEL[marker.source]})`}
      title={`${marker.name} — ${SOURCE_LABEL[marker.source]}`}
      data-origen={marker.source}
      onClick={(event) => {
        event.stopPropagation(); // not a click on the map (which could place a photo)
        onClick();
      }}
    />
  );
}

MarkerPin.Sample = function MarkerSample({ source }: { source: LocationSource }) {
  return <Sample $source={source} aria-hidden="true" />;
};
