import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatoDistancia, type Sitio, type SitioFoto, type SitioFotosPage } from 'shared/contracts';
import { formatPhotoTaken } from 'shared/format';
import { LazyPhotoMap, type PhotoMarker } from 'shared/map';
import { Badge, Button, EmptyState, ErrorBanner, focusRing, Modal, Pagination, serverMessage, Skeleton, tk } from 'shared/ui';
import { SitioSeccion } from './sitio-seccion';

const Timeline = styled.ol`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: 0.75rem;
  align-items: start;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${tk((t) => t.border)};
  &:last-child {
    border-bottom: 0;
  }
`;

const Thumb = styled.button`
  padding: 0;
  border: 1px solid ${tk((t) => t.border)};
  border-radius: ${tk((t) => t.radiusSm)};
  background: ${tk((t) => t.surfaceMuted)};
  cursor: zoom-in;
  line-height: 0;
  img {
    width: 5.5rem;
    height: 5.5rem;
    object-fit: cover;
    border-radius: ${tk((t) => t.radiusSm)};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Info = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  p {
    margin: 0;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const Muted = styled.span`
  color: ${tk((t) => t.textMuted)};
  font-size: 0.875rem;
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  img {
    display: block;
    max-width: 100%;
    max-height: 60vh;
    margin: 0 auto;
    object-fit: contain;
    border-radius: 0.25rem;
    background: ${tk((t) => t.surfaceMuted)};
  }
  figcaption {
    display: grid;
    gap: 0.25rem;
    font-size: 0.875rem;
  }
`;

/** When the photo was taken (its EXIF), or the report's date when the file did not say. */
const fechaDeFoto = (f: Pick<SitioFoto, 'tomada_at' | 'informe_fecha'>) => formatPhotoTaken(f.tomada_at, f.informe_fecha);

/** "a 35 m del sitio", "fuera del radio" said in words; "sin ubicación" for a photo without a position. */
function Distancia({ foto, radio }: { foto: SitioFoto; radio: number }) {
  if (foto.distancia_m === null) return <Muted>Sin ubicación</Muted>;
  const fuera = foto.distancia_m > radio;
  return (
    <>
      <span>a {formatoDistancia(foto.distancia_m)} del sitio</span>
      {fuera && <Badge tone="warning">Fuera del radio</Badge>}
    </>
  );
}

export interface SitioFotosProps {
  sitio: Sitio;
  query: { data?: SitioFotosPage; error: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  openId: number | null;
  onOpen: (id: number | null) => void;
  /** Administrators: choose a photo as the site's reference (one without pending flags). */
  onReferencia?: (foto: SitioFoto) => void;
  referenciaBusyId?: number | null;
}

/**
 * "Fotos tomadas aquí": every photo of a report made at the site, newest first, on a map (the site and its radius
 * drawn under them) and as a timeline: date, campaign, distance to the site, and a thumbnail that opens the photo.
 */
export function SitioFotos({ sitio, query, page, onPage, openId, onOpen, onReferencia, referenciaBusyId = null }: SitioFotosProps) {
  const fotos = useMemo(() => query.data?.data ?? [], [query.data]);
  const markers = useMemo<PhotoMarker[]>(
    () =>
      fotos
        .filter((f) => f.latitud !== null && f.longitud !== null)
        .map((f) => ({
          id: String(f.id),
          lat: f.latitud!,
          lng: f.longitud!,
          name: `${f.nombre_original}, ${fechaDeFoto(f)}`,
          thumbnailUrl: f.miniatura_url,
        })),
    [fotos],
  );
  const open = fotos.find((f) => f.id === openId) ?? null;
  const meta = query.data?.meta;

  let body;
  if (query.isError && !query.data)
    body = (
      <ErrorBanner
        message={serverMessage(query.error, 'Error cargando las fotos del sitio')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.data) body = <Skeleton style={{ display: 'block', height: '12rem' }} />;
  else if (fotos.length === 0 && (meta?.total ?? 0) === 0) body = <EmptyState message="Todavía no hay fotos tomadas en este sitio." />;
  else
    body = (
      <>
        <LazyPhotoMap
          key={`${sitio.id}:${page}`}
          markers={markers}
          fitToMarkers
          site={{ lat: sitio.latitud, lng: sitio.longitud, radiusM: sitio.radio_m, tipo: sitio.tipo, nombre: sitio.nombre }}
          onMarkerClick={(id) => onOpen(Number(id))}
        />
        <Timeline aria-label="Fotos del sitio, de la más reciente a la más antigua">
          {fotos.map((f) => {
            const referencia = f.id === sitio.foto_referencia_id;
            return (
              <Item key={f.id}>
                <Thumb type="button" onClick={() => onOpen(f.id)} aria-label={`Ver la foto ${f.nombre_original}`}>
                  <img src={f.miniatura_url} alt="" loading="lazy" width={88} height={88} />
                </Thumb>
                <Info>
                  <p>
                    <strong>{fechaDeFoto(f)}</strong>
                  </p>
                  <p>{f.campana}</p>
                  <Tags>
                    <Distancia foto={f} radio={sitio.radio_m} />
                    {f.alertas_pendientes > 0 && (
                      <Badge tone="danger">
                        {f.alertas_pendientes} {f.alertas_pendientes === 1 ? 'alerta sin revisar' : 'alertas sin revisar'}
                      </Badge>
                    )}
                    {referencia && <Badge tone="success">Foto de referencia</Badge>}
                  </Tags>
                  {onReferencia && !referencia && f.alertas_pendientes === 0 && (
                    <span>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => onReferencia(f)}
                        loading={referenciaBusyId === f.id}
                        aria-label={`Usar ${f.nombre_original} como foto de referencia`}
                      >
                        Usar como referencia
                      </Button>
                    </span>
                  )}
                </Info>
              </Item>
            );
          })}
        </Timeline>
        {meta && meta.totalPages > 1 && (
          <Pagination page={meta.page} totalPages={meta.totalPages} total={meta.total} pageSize={meta.limit} onPageChange={onPage} />
        )}
      </>
    );

  return (
    <SitioSeccion title="Fotos tomadas aquí">
      {body}
      {open && (
        <Modal open size="lg" onClose={() => onOpen(null)} title={open.nombre_original}>
          <Figure>
            <img src={open.url} alt={open.nombre_original} />
            <figcaption>
              <span>{fechaDeFoto(open)}</span>
              <span>Campaña: {open.campana}</span>
              <Tags>
                <Distancia foto={open} radio={sitio.radio_m} />
              </Tags>
              <Link to={`/informes/${open.informe_id}`}>Ver el informe #{open.informe_id}</Link>
            </figcaption>
          </Figure>
        </Modal>
      )}
    </SitioSeccion>
  );
}
