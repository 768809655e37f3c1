import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatoDistancia, type Sitio, type SitioFoto, type SitioFotosPage } from 'shared/contracts';
import { formatPhotoTaken } from 'shared/format';
import { Badge, ErrorBanner, focusRing, serverMessage, Skeleton, tk, useApiQuery } from 'shared/ui';
import { campanasKeys } from '../api/campanas-query';

/** GET /sitios/:id/fotos's smallest page: the panel shows the newest photo only. */
const FOTOS_LIMIT = 20;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 16rem));
  gap: 0.75rem;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.375rem;
  align-content: start;
  a {
    display: block;
    line-height: 0;
    border-radius: ${tk((t) => t.radiusSm)};
    color: ${tk((t) => t.link)};
    &:focus-visible {
      ${focusRing}
    }
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border: 1px solid ${tk((t) => t.border)};
    border-radius: ${tk((t) => t.radiusSm)};
    background: ${tk((t) => t.surfaceMuted)};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    font-size: 0.875rem;
  }
  figcaption strong {
    flex-basis: 100%;
  }
`;

/** Where a photo would be, the same size as one. */
const Missing = styled.p`
  margin: 0;
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  text-align: center;
  padding: 0.75rem;
  border: 1px dashed ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
`;

const Title = styled.h3`
  margin: 0.75rem 0 0.5rem;
  font-size: 1rem;
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
`;

function Referencia({ sitio, codigo }: { sitio: Sitio; codigo: string }) {
  return (
    <Figure>
      {sitio.foto_referencia_url && sitio.foto_referencia_miniatura_url ? (
        <a href={sitio.foto_referencia_url} target="_blank" rel="noreferrer">
          <img src={sitio.foto_referencia_miniatura_url} alt={`Foto de referencia de ${codigo} (abre la foto completa)`} loading="lazy" />
        </a>
      ) : (
        <Missing>Este sitio no tiene foto de referencia.</Missing>
      )}
      <figcaption>
        <strong>Foto de referencia</strong>
        <Muted>cómo debe verse el sitio</Muted>
      </figcaption>
    </Figure>
  );
}

function Ultima({ foto, radio, codigo }: { foto: SitioFoto | undefined; radio: number; codigo: string }) {
  if (!foto)
    return (
      <Figure>
        <Missing>Todavía no hay fotos tomadas en este sitio.</Missing>
        <figcaption>
          <strong>Última foto</strong>
        </figcaption>
      </Figure>
    );
  const fuera = foto.distancia_m !== null && foto.distancia_m > radio;
  return (
    <Figure>
      <a href={foto.url} target="_blank" rel="noreferrer">
        <img
          src={foto.miniatura_url}
          alt={`Última foto de ${codigo}, ${formatPhotoTaken(foto.tomada_at, foto.informe_fecha)} (abre la foto completa)`}
          loading="lazy"
        />
      </a>
      <figcaption>
        <strong>Última foto</strong>
        <span>{formatPhotoTaken(foto.tomada_at, foto.informe_fecha)}</span>
        <span>{foto.distancia_m === null ? 'sin ubicación' : `a ${formatoDistancia(foto.distancia_m)} del sitio`}</span>
        {fuera && <Badge tone="warning">Fuera del radio</Badge>}
        {foto.alertas_pendientes > 0 && (
          <Badge tone="warning">{foto.alertas_pendientes === 1 ? '1 alerta sin revisar' : `${foto.alertas_pendientes} alertas sin revisar`}</Badge>
        )}
        <Muted>{foto.campana}</Muted>
        <Link to={`/informes/${foto.informe_id}`}>Informe #{foto.informe_id}</Link>
      </figcaption>
    </Figure>
  );
}

/**
 * The chosen site's reference photo beside the newest photo taken there (docs/decisions/cumplimiento.md, "On screen"):
 * how the site must look next to how it was last seen, with when, how far from the site, its unreviewed flags and its
 * report. Under the campaigns' key, so a photo or a review arriving over the live stream refreshes it.
 */
export function FotosDelSitio({ sitioId, codigo, radio }: { sitioId: number; codigo: string; radio: number }) {
  const sitio = useApiQuery<Sitio>({ queryKey: [...campanasKeys.all, 'sitio', sitioId], path: `sitios/${sitioId}`, errorToast: false });
  const fotos = useApiQuery<SitioFotosPage>({
    queryKey: [...campanasKeys.all, 'sitio', sitioId, 'fotos'],
    path: `sitios/${sitioId}/fotos`,
    searchParams: { limit: FOTOS_LIMIT },
    errorToast: false,
  });
  const titleId = `fotos-sitio-${sitioId}`;
  const failed = sitio.isError ? sitio : fotos.isError ? fotos : null;
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>Fotos de {codigo}</Title>
      {failed && (
        <ErrorBanner
          message={serverMessage(failed.error, 'Error cargando las fotos del sitio')}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      )}
      {!failed && (!sitio.data || !fotos.data) && <Skeleton style={{ display: 'block', height: '8rem', maxWidth: '33rem' }} />}
      {sitio.data && fotos.data && (
        <Pair>
          <Referencia sitio={sitio.data} codigo={codigo} />
          <Ultima foto={fotos.data.data[0]} radio={radio} codigo={codigo} />
        </Pair>
      )}
    </section>
  );
}
