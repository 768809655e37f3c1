import type { InformeDetalle } from 'shared/contracts';
import { EmptyState } from 'shared/ui';
import { INFORMES_TEXTS } from '../api/informes-texts';
import { InformeSeccion } from './informe-seccion';

/**
 * "Mapa" of the report page: part 2 of the reports work shows the located photos on a map here (loaded only when
 * there is something to show); until a report has images it says so.
 */
export function InformeMapaSection({ informe }: { informe: Pick<InformeDetalle, 'archivos_count' | 'geo_elementos_count'> }) {
  return (
    <InformeSeccion title="Mapa">
      {informe.archivos_count === 0 ? (
        <EmptyState message={INFORMES_TEXTS.noImages} />
      ) : (
        <p>{informe.geo_elementos_count === 1 ? '1 imagen con ubicación' : `${informe.geo_elementos_count} imágenes con ubicación`}.</p>
      )}
    </InformeSeccion>
  );
}
