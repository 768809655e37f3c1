import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AlertaFoto, ArchivoInforme } from 'shared/contracts';
import { formatBytes } from 'shared/format';
import { Button, ConversationView, focusRing, Icon, Modal, tk } from 'shared/ui';
import { AlertasFoto } from './alertas-foto';
import { tomadaTexto } from './evidencia-texts';
import { coordinatesOf, LocationBadgeOf } from './photo-gallery';
import { RevisionAlertaModal } from './revision-alerta-modal';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  img {
    display: block;
    max-width: 100%;
    /* Leaves room below it for the file's evidence and flags. */
    max-height: 50vh;
    margin: 0 auto;
    object-fit: contain;
    border-radius: 0.25rem;
    background: ${tk((t) => t.surfaceMuted)};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.875rem;
    color: ${tk((t) => t.textMuted)};
  }
`;

/** What the file itself says (EXIF), then its flags. */
const Evidence = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const Tomada = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  width: 100%;
`;

/** A link (the browser downloads the original: the server answers it as an attachment) that looks like a button. */
const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem 1rem;
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.primary)};
  color: ${tk((t) => t.onPrimary)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${tk((t) => t.primaryHover)};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Mensajes = styled.section`
  margin-top: 1.25rem;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`;

export interface PhotoViewerProps {
  archivos: readonly ArchivoInforme[];
  openId: number | null;
  onOpen: (id: number | null) => void;
  /** Present when the user may delete photos of this report. */
  onDelete?: (archivo: ArchivoInforme) => void;
  /** Administrators review open flags ("Revisar"). */
  canReview?: boolean;
  /** The report's conversation: the messages about the open photo are shown under it, and can be written there. */
  conversacionId?: number;
  currentUserId?: number;
}

/**
 * Full-size viewer: the original image, its name, size, badge and coordinates; ← / → (buttons and arrow keys) go
 * through the photos, Escape closes (the shared Modal traps focus). "Descargar" saves the original.
 */
export function PhotoViewer({ archivos, openId, onOpen, onDelete, canReview = false, conversacionId, currentUserId }: PhotoViewerProps) {
  const [reviewing, setReviewing] = useState<AlertaFoto | null>(null);
  const index = archivos.findIndex((a) => a.id === openId);
  const current = index >= 0 ? archivos[index] : null;
  const go = (step: number) => {
    if (archivos.length === 0 || index < 0) return;
    onOpen(archivos[(index + step + archivos.length) % archivos.length].id);
  };

  useEffect(() => {
    if (!current || reviewing) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(1);
      else if (event.key === 'ArrowLeft') go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (!current) return null;
  const coords = coordinatesOf(current);
  return (
    <Modal
      open
      size="lg"
      onClose={() => onOpen(null)}
      title={`${current.nombre} (${index + 1} de ${archivos.length})`}
      footer={
        <Nav>
          <span>
            <Button type="button" variant="secondary" onClick={() => go(-1)} disabled={archivos.length < 2} aria-label="Imagen anterior">
              ← Anterior
            </Button>{' '}
            <Button type="button" variant="secondary" onClick={() => go(1)} disabled={archivos.length < 2} aria-label="Imagen siguiente">
              Siguiente →
            </Button>
          </span>
          <span>
            {onDelete && (
              <Button type="button" variant="danger" onClick={() => onDelete(current)}>
                Eliminar
              </Button>
            )}{' '}
            <DownloadLink href={current.descarga_url} download={current.nombre}>
              Descargar
            </DownloadLink>
          </span>
        </Nav>
      }
    >
      <Figure>
        <img src={current.url} alt={current.nombre} />
        <figcaption>
          <LocationBadgeOf archivo={current} />
          {coords && <span>{coords}</span>}
          <span>{formatBytes(current.tamano)}</span>
        </figcaption>
      </Figure>
      {/* An API older than issue 25 sends neither (a remote may be released before it). */}
      {current.evidencia && current.alertas && (
        <Evidence aria-label="Evidencia del archivo">
          <Tomada>
            <Icon name="calendar" size={16} />
            {tomadaTexto(current.evidencia)}
          </Tomada>
          <AlertasFoto alertas={current.alertas} onReview={canReview ? setReviewing : undefined} />
        </Evidence>
      )}
      {conversacionId !== undefined && (
        <Mensajes aria-labelledby="mensajes-foto">
          <h3 id="mensajes-foto">Mensajes sobre esta foto</h3>
          <ConversationView
            conversacionId={conversacionId}
            currentUserId={currentUserId}
            archivoId={current.id}
            label={`Mensajes sobre ${current.nombre}`}
            emptyMessage="Nadie ha escrito sobre esta foto."
          />
        </Mensajes>
      )}
      {reviewing && <RevisionAlertaModal archivo={current} alerta={reviewing} onClose={() => setReviewing(null)} />}
    </Modal>
  );
}
