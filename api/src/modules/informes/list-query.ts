import type { preValidationAsyncHookHandler } from 'fastify';
import type { InformeFilters } from './query-parts';
import { checkFechaRange, parseEstados } from './rules';
import type { InformesFilterQuery } from './schemas';

/** The list's query string as the repositories take it: read by the list, its CSV export and the proof pack (prueba). */

/** `?estado=a&estado=b` arrives as a list: the same as `?estado=a,b`. */
export const joinRepeatedEstado: preValidationAsyncHookHandler = async (request) => {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Array.isArray(query.estado)) query.estado = query.estado.join(',');
};

/** The list's query as the repository's filters (shared by the list, its CSV and the proof pack). */
export function listFilters(q: InformesFilterQuery): InformeFilters {
  checkFechaRange(q.fechaDesde, q.fechaHasta);
  return {
    search: q.search,
    estados: parseEstados(q.estado),
    proveedorId: q.proveedor_id,
    clienteId: q.cliente_id,
    servicioId: q.servicio_id,
    provinciaId: q.provincia_id,
    campanaId: q.campana_id,
    sitioId: q.sitio_id,
    fechaDesde: q.fechaDesde,
    fechaHasta: q.fechaHasta,
    alertas: q.alertas,
    sortBy: q.sortBy ?? 'creado_at',
    sortOrder: q.sortOrder?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  };
}
