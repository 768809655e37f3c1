import styled from 'styled-components';
import type { Sitio } from 'shared/contracts';
import { Button, EmptyState, focusRing, tk } from 'shared/ui';
import { SitioSeccion } from './sitio-seccion';

const Photo = styled.a`
  display: block;
  line-height: 0;
  border-radius: ${tk((t) => t.radiusSm)};
  img {
    width: 100%;
    max-height: 16rem;
    object-fit: cover;
    border-radius: ${tk((t) => t.radiusSm)};
    background: ${tk((t) => t.surfaceMuted)};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Actions = styled.div`
  margin-top: 0.75rem;
`;

export interface SitioFotoReferenciaProps {
  sitio: Sitio;
  /** Administrators: remove it (they choose one in the photos' timeline). */
  onQuitar?: () => void;
  busy?: boolean;
}

/** "Foto de referencia": how the site should look, chosen by an administrator among its photos without pending flags. */
export function SitioFotoReferencia({ sitio, onQuitar, busy = false }: SitioFotoReferenciaProps) {
  const url = sitio.foto_referencia_url;
  const thumb = sitio.foto_referencia_miniatura_url ?? url;
  return (
    <SitioSeccion
      title="Foto de referencia"
      actions={
        onQuitar &&
        url && (
          <Actions>
            <Button size="sm" variant="secondary" onClick={onQuitar} loading={busy}>
              Quitar foto de referencia
            </Button>
          </Actions>
        )
      }
    >
      {url && thumb ? (
        <Photo href={url} target="_blank" rel="noopener" aria-label={`Abrir la foto de referencia de ${sitio.nombre} en otra pestaña`}>
          <img src={thumb} alt={`Foto de referencia de ${sitio.nombre}`} />
        </Photo>
      ) : (
        <EmptyState
          message={
            onQuitar
              ? 'Sin foto de referencia. Elija una entre las fotos tomadas aquí («Usar como referencia»).'
              : 'Este sitio aún no tiene foto de referencia.'
          }
        />
      )}
    </SitioSeccion>
  );
}
