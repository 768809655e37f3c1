import type { InformeDetalle } from 'shared/contracts';
import { LazyPhotoMap, type PhotoMarker } from 'shared/map';
import { EmptyState } from 'shared/ui';
import { useArchivos } from '../../images/use-archivos';
import { INFORMES_TEXTS } from '../api/informes-texts';
import { InformeSeccion } from './informe-seccion';

/**
 * "Mapa" of the report page: its located photos (GPS round, manual diamond); a marker opens that photo in the
 * viewer. MapLibre is loaded only when there is something to show, and only once the map comes near the viewport (on a
 * phone it is below the photos: its chunk and WebGL start would otherwise take the main thread while the page loads).
 */
export function InformeMapaSection({ informe, onOpen }: { informe: Pick<InformeDetalle, 'id' | 'archivos_count'>; onOpen: (id: number) => void }) {
  const archivos = useArchivos(informe.id);
  const markers: PhotoMarker[] = (archivos.data?.data ?? [])
    .filter((a) => a.latitud !== null && a.longitud !== null)
    .map((a) => ({
      id: String(a.id),
      lat: a.latitud!,
      lng: a.longitud!,
      source: a.origen_ubicacion === 'gps' ? 'gps' : 'manual',
      name: a.nombre,
      thumbnailUrl: a.miniatura_url,
    }));
  let body;
  if (informe.archivos_count === 0 && markers.length === 0) body = <EmptyState message={INFORMES_TEXTS.noImages} />;
  else if (archivos.data && markers.length === 0) body = <EmptyState message="Ninguna imagen de este informe tiene ubicación" />;
  else if (markers.length > 0) body = <LazyPhotoMap markers={markers} fitToMarkers onMarkerClick={(id) => onOpen(Number(id))} whenNear />;
  else body = null;
  return <InformeSeccion title="Mapa">{body}</InformeSeccion>;
}
