import type { InformeDetalle } from 'shared/contracts';
import { EmptyState } from 'shared/ui';
import { INFORMES_TEXTS } from '../api/informes-texts';
import { InformeSeccion } from './informe-seccion';

/**
 * "Fotos" of the report page. Part 2 of the reports work (uploads) fills it with the gallery and the viewer;
 * until a report has images it says so.
 */
export function InformeFotosSection({ informe }: { informe: Pick<InformeDetalle, 'archivos_count' | 'geo_elementos_count'> }) {
  return (
    <InformeSeccion title="Fotos">
      {informe.archivos_count === 0 ? (
        <EmptyState message={INFORMES_TEXTS.noImages} />
      ) : (
        <p>
          {informe.archivos_count === 1 ? '1 imagen' : `${informe.archivos_count} imágenes`}, {informe.geo_elementos_count} con ubicación.
        </p>
      )}
    </InformeSeccion>
  );
}
