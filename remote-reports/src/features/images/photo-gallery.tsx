import { useId } from 'react';
import styled from 'styled-components';
import { ALERTA_FOTO_LABELS, type ArchivoInforme } from 'shared/contracts';
import { Badge, VisuallyHidden, focusRing, tk } from 'shared/ui';
import { AlertaBadge } from './alerta-badge';
import { tomadaTexto } from './evidencia-texts';
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

const Flags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

/** One flag of the row: it may shrink below its label's width, so the label wraps instead of overflowing. */
const Flag = styled.span`
  min-width: 0;
`;

const TileBadge = styled(AlertaBadge)`
  /* A thumbnail is narrow: a long label ("Sin fecha de captura · Revisada") wraps inside its badge. */
  && {
    min-width: 0;
    white-space: normal;
    /* A pill of two lines reads as a blob: a wrapped badge gets rounded corners instead. */
    border-radius: 0.5rem;
  }
`;

export function LocationBadgeOf({ archivo }: { archivo: Pick<ArchivoInforme, 'origen_ubicacion'> }) {
  if (archivo.origen_ubicacion === 'gps') return <Badge tone="success">GPS automático</Badge>;
  if (archivo.origen_ubicacion === 'manual') return <Badge tone="info">Ubicación manual</Badge>;
  return <Badge tone="warning">Sin ubicación</Badge>;
}

export const coordinatesOf = (a: Pick<ArchivoInforme, 'latitud' | 'longitud'>) =>
  a.latitud !== null && a.longitud !== null ? formatCoordinates(a.latitud, a.longitud) : null;

/**
 * One thumbnail: name, location badge (left out when a "Ubicación manual" flag already says it), coordinates, the
 * capture the file declares, and a badge per flag. The flags' full reasons describe the button (aria-describedby).
 */
function PhotoTile({ archivo: a, onOpen }: { archivo: ArchivoInforme; onOpen: (id: number) => void }) {
  const reasonsId = useId();
  // An API older than issue 25 sends no flags and no evidence (a remote may be released before it).
  const alertas = a.alertas ?? [];
  const manualFlag = alertas.some((f) => f.tipo === 'ubicacion_manual');
  return (
    <li>
      {/* The name comes from what is shown (WCAG 2.5.3 label in name), with "Ver" for screen readers. */}
      <Tile type="button" onClick={() => onOpen(a.id)} aria-describedby={alertas.length > 0 ? reasonsId : undefined}>
        <img src={a.miniatura_url} alt="" loading="lazy" />
        <VisuallyHidden>Ver </VisuallyHidden>
        <Name title={a.nombre}>{a.nombre}</Name>
        {!(manualFlag && a.origen_ubicacion === 'manual') && <LocationBadgeOf archivo={a} />}
        {coordinatesOf(a) && <Small>{coordinatesOf(a)}</Small>}
        {a.evidencia && <Small>{tomadaTexto(a.evidencia)}</Small>}
        {alertas.length > 0 && (
          <Flags>
            {alertas.map((f) => (
              <Flag key={f.id} title={f.motivo}>
                <TileBadge alerta={f} />
              </Flag>
            ))}
          </Flags>
        )}
      </Tile>
      {alertas.length > 0 && (
        <VisuallyHidden id={reasonsId}>
          {alertas.map((f) => `${ALERTA_FOTO_LABELS[f.tipo]}${f.revision ? ' (revisada)' : ''}: ${f.motivo}.`).join(' ')}
        </VisuallyHidden>
      )}
    </li>
  );
}

/** Thumbnails of a report's photos, each with its badges and coordinates; a click opens the full-size viewer. */
export function PhotoGallery({ archivos, onOpen }: { archivos: readonly ArchivoInforme[]; onOpen: (id: number) => void }) {
  return (
    <Grid aria-label="Galería de imágenes">
      {archivos.map((a) => (
        <PhotoTile key={a.id} archivo={a} onOpen={onOpen} />
      ))}
    </Grid>
  );
}
