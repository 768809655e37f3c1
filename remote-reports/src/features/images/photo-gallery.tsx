import styled from 'styled-components';
import type { ArchivoInforme } from 'shared/contracts';
import { Badge, VisuallyHidden, focusRing, tk } from 'shared/ui';
import { formatCoordinates } from './image-picker';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
`;

const Tile = styled.button`
  display: grid;
  gap: 0.25rem;
  width: 100%;
  padding: 0.375rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surface)};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: zoom-in;
  &:hover {
    background: ${tk((t) => t.surfaceHover)};
  }
  &:focus-visible {
    ${focusRing}
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 0.25rem;
    background: ${tk((t) => t.surfaceMuted)};
  }
`;

const Name = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Small = styled.span`
  font-size: 0.75rem;
  color: ${tk((t) => t.textMuted)};
`;

export function LocationBadgeOf({ archivo }: { archivo: Pick<ArchivoInforme, 'origen_ubicacion'> }) {
  if (archivo.origen_ubicacion === 'gps') return <Badge tone="success">GPS automático</Badge>;
  if (archivo.origen_ubicacion === 'manual') return <Badge tone="info">Ubicación manual</Badge>;
  return <Badge tone="warning">Sin ubicación</Badge>;
}

export const coordinatesOf = (a: Pick<ArchivoInforme, 'latitud' | 'longitud'>) =>
  a.latitud !== null && a.longitud !== null ? formatCoordinates(a.latitud, a.longitud) : null;

/** Thumbnails of a report's photos, each with its badge and coordinates; a click opens the full-size viewer. */
export function PhotoGallery({ archivos, onOpen }: { archivos: readonly ArchivoInforme[]; onOpen: (id: number) => void }) {
  return (
    <Grid aria-label="Galería de imágenes">
      {archivos.map((a) => (
        <li key={a.id}>
          {/* The name comes from what is shown (WCAG 2.5.3 label in name), with "Ver" for screen readers. */}
          <Tile type="button" onClick={() => onOpen(a.id)}>
            <img src={a.miniatura_url} alt="" loading="lazy" />
            <VisuallyHidden>Ver </VisuallyHidden>
            <Name title={a.nombre}>{a.nombre}</Name>
            <LocationBadgeOf archivo={a} />
            {coordinatesOf(a) && <Small>{coordinatesOf(a)}</Small>}
          </Tile>
        </li>
      ))}
    </Grid>
  );
}
