import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { formatBytes } from 'shared/format';
import { Badge, Button, focusRing, tk } from 'shared/ui';
import type { PickerLimits } from './picker-rules';
import type { UploadProgress } from './upload-progress';
import type { SelectedImage } from './use-image-selection';

export interface ImagePickerProps {
  images: readonly SelectedImage[];
  limits: PickerLimits;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
  /** Upload progress per image while the photos are being sent. */
  progress?: Readonly<Record<string, UploadProgress>>;
}

const Root = styled.section`
  display: grid;
  gap: 0.75rem;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${tk((t) => t.textMuted)};
`;

const Drop = styled.div<{ $active: boolean; $disabled: boolean }>`
  position: relative;
  border: 2px dashed ${({ $active, theme }) => tk((t) => ($active ? t.primary : t.controlBorder))({ theme })};
  border-radius: ${tk((t) => t.radius)};
  background: ${({ $active, theme }) => tk((t) => ($active ? t.surfaceHover : t.surfaceMuted))({ theme })};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within {
    ${focusRing}
  }
  /* The real file input, visually hidden but focusable; its label is the visible drop zone. */
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    border: 0;
  }
  label {
    display: grid;
    gap: 0.25rem;
    justify-items: center;
    padding: 1.5rem 1rem;
    text-align: center;
    cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  }
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${tk((t) => t.textMuted)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surface)};
`;

const Thumb = styled.img`
  width: 3.5rem;
  height: 3.5rem;
  object-fit: cover;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surfaceMuted)};
`;

const Info = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  color: ${tk((t) => t.textMuted)};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  progress {
    flex: 1;
    height: 0.5rem;
    accent-color: ${tk((t) => t.primary)};
  }
`;

const STATUS_TEXT = { pendiente: 'En espera', subiendo: 'Subiendo', subida: 'Subida', error: 'Error' } as const;

function UploadState({ name, progress }: { name: string; progress: UploadProgress }) {
  return (
    <Progress>
      <progress max={100} value={progress.percent} aria-label={`Subida de ${name}`} />
      <span>
        {STATUS_TEXT[progress.status]}
        {progress.status === 'subiendo' ? ` ${progress.percent}%` : ''}
        {progress.error ? `: ${progress.error}` : ''}
      </span>
    </Progress>
  );
}

/** "4.59806, -74.07583" (5 decimals ≈ 1 m). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

function LocationBadge({ image }: { image: SelectedImage }) {
  if (image.location?.source === 'gps') return <Badge tone="success">GPS automático</Badge>;
  if (image.location?.source === 'manual') return <Badge tone="info">Ubicación manual</Badge>;
  if (image.readingGps) return <Badge tone="neutral">Leyendo GPS…</Badge>;
  return <Badge tone="warning">Sin ubicación</Badge>;
}

/**
 * Photos of a report: drop them or click to choose (the input is a real, labelled file input, so keyboard and
 * screen readers work), n/10, then each with its thumbnail, size, location badge and a remove button.
 */
export function ImagePicker({ images, limits, onAdd, onRemove, disabled = false, progress = {} }: ImagePickerProps) {
  const inputId = useId();
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const full = images.length >= limits.maxFiles;
  const blocked = disabled || full;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!blocked) onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <Root aria-labelledby={titleId}>
      <Header>
        <h3 id={titleId}>Imágenes</h3>
        <Count aria-label={`${images.length} de ${limits.maxFiles} imágenes`}>
          {images.length}/{limits.maxFiles}
        </Count>
      </Header>
      <Drop
        $active={dragging}
        $disabled={blocked}
        onDragOver={(event) => {
          event.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          disabled={blocked}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = ''; // choosing the same file again still fires a change
            if (files.length > 0) onAdd(files);
          }}
        />
        <label htmlFor={inputId}>
          <strong>
            {full ? `Se alcanzó el máximo de ${limits.maxFiles} imágenes` : 'Arrastre las imágenes aquí o haga clic para seleccionarlas'}
          </strong>
          <Hint>
            PNG, JPG, JPEG (también WebP) hasta {limits.maxMb}MB · máximo {limits.maxFiles} imágenes
          </Hint>
        </label>
      </Drop>
      {images.length > 0 && (
        <List aria-label="Imágenes seleccionadas">
          {images.map((image) => (
            <Item key={image.id}>
              <Thumb src={image.previewUrl} alt="" />
              <Info>
                <Name title={image.file.name}>{image.file.name}</Name>
                <Meta>
                  <span>{formatBytes(image.file.size)}</span>
                  <LocationBadge image={image} />
                  {image.location && <span>{formatCoordinates(image.location.lat, image.location.lng)}</span>}
                </Meta>
                {progress[image.id] && <UploadState name={image.file.name} progress={progress[image.id]} />}
              </Info>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onRemove(image.id)}
                aria-label={`Quitar ${image.file.name}`}
                disabled={disabled}
              >
                Quitar
              </Button>
            </Item>
          ))}
        </List>
      )}
    </Root>
  );
}
