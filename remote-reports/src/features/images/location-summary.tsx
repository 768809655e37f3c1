import { useId } from 'react';
import styled from 'styled-components';
import { ALERTA_FOTO_LABELS } from 'shared/contracts';
import { Button, CountTiles, Icon, tk } from 'shared/ui';
import type { LocationCounts, SelectedImage } from './use-image-selection';

export interface LocationSummaryProps {
  images: readonly SelectedImage[];
  counts: LocationCounts;
  /** The image whose location the next map click sets, if any. */
  locatingId: string | null;
  onLocate: (id: string) => void;
  onCancelLocate: () => void;
}

/** Said before sending: a pin on the map is evidence of a lesser kind, and the report will show it. */
const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${tk((t) => t.textMuted)};
  svg {
    flex: none;
    margin-top: 0.125rem;
  }
`;

const Missing = styled.section`
  display: grid;
  gap: 0.5rem;
  h4 {
    margin: 0;
    font-size: 0.9375rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.375rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    padding: 0.375rem 0.5rem;
    border-radius: ${tk((t) => t.radiusSm)};
    background: ${tk((t) => t.surfaceMuted)};
  }
`;

const FileName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Prompt = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  color: ${tk((t) => t.tone.info.fg)};
`;

/**
 * Counters "Con GPS automático" / "Ubicación manual" / "Sin ubicación", then "Imágenes sin ubicación GPS" with an
 * "Agregar ubicación" button each: the next click on the map places that image (Cancelar aborts). With a manual
 * location, a note says the report will flag it ("Ubicación manual", docs/decisions/photo-evidence.md).
 */
export function LocationSummary({ images, counts, locatingId, onLocate, onCancelLocate }: LocationSummaryProps) {
  const titleId = useId();
  const missing = images.filter((image) => !image.location && !image.readingGps);
  return (
    <>
      <CountTiles
        label="Ubicación de las imágenes"
        columns={3}
        tiles={[
          { term: 'Con GPS automático', value: counts.gps },
          { term: 'Ubicación manual', value: counts.manual },
          { term: 'Sin ubicación', value: counts.none },
        ]}
      />
      {counts.manual > 0 && (
        <Note>
          <Icon name="alert" size={16} />
          Las imágenes ubicadas a mano se verán en el informe con la alerta «{ALERTA_FOTO_LABELS.ubicacion_manual}» hasta que un administrador la
          revise.
        </Note>
      )}
      {missing.length > 0 && (
        <Missing aria-labelledby={titleId}>
          <h4 id={titleId}>Imágenes sin ubicación GPS</h4>
          <ul>
            {missing.map((image) => (
              <li key={image.id}>
                <FileName title={image.file.name}>{image.file.name}</FileName>
                {locatingId === image.id ? (
                  <Prompt role="status">
                    Haga clic en el mapa para ubicar esta imagen
                    <Button type="button" size="sm" variant="secondary" onClick={onCancelLocate}>
                      Cancelar
                    </Button>
                  </Prompt>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => onLocate(image.id)}
                    aria-label={`Agregar ubicación a ${image.file.name}`}
                  >
                    Agregar ubicación
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Missing>
      )}
    </>
  );
}
