import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from 'shared/api';
import { FORM_LIST_KEYS, type Localidad, type Provincia } from 'shared/contracts';
import { loadMunicipios, nearestMunicipio, type GeoPoint } from 'shared/map';
import { localidadMasCercana, provinciaPorNombre } from '../api/sitio-lugar';

/** Farther than this from every DANE point, a point is not in Colombia: nothing is filled. */
const LEJOS_DE_TODO_M = 100_000;

/**
 * The department and municipality nearest to a point (a click on the map, or coordinates typed): the nearest DANE
 * point of the offline map's data says the department; that department's list (with its points, the API's ids) says
 * the municipality. Null when the point is far from every municipality or the lists cannot be read.
 */
export function useLugarCercano(provincias: readonly Provincia[] | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    async (point: GeoPoint): Promise<{ provincia: Provincia; localidad: Localidad } | null> => {
      if (!provincias) return null;
      try {
        const near = nearestMunicipio(await loadMunicipios(), point);
        if (!near || near.metros > LEJOS_DE_TODO_M) return null;
        const provincia = provinciaPorNombre(provincias, near.municipio.departamento);
        if (!provincia) return null;
        const localidades = await queryClient.fetchQuery({
          queryKey: FORM_LIST_KEYS.localidades(provincia.id),
          queryFn: () => api.get(`catalogos/localidades/${provincia.id}`).json<Localidad[]>(),
          staleTime: Infinity,
        });
        const localidad = localidadMasCercana(localidades, point);
        return localidad ? { provincia, localidad } : null;
      } catch {
        return null;
      }
    },
    [provincias, queryClient],
  );
}
