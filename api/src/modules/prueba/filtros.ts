import { estadoLabel, FILTRO_ALERTAS_LABELS } from 'shared/contracts';
import { formatFecha } from '../fotos';
import { listFilters, type InformesFilterQuery } from '../informes';
import type { PaqueteData } from './pdf';

/** A list's pack records the list's filters (docs/decisions/proof-pack.md): in its manifest, and in words on its cover. */
export type ManifiestoFiltros = Record<string, string | number | string[]>;

/** The filters as the manifest records them: only those given, in the list's order of parameters. */
export function toManifiestoFiltros(q: InformesFilterQuery): ManifiestoFiltros {
  const f = listFilters(q);
  const out: ManifiestoFiltros = {};
  if (f.search?.trim()) out.search = f.search.trim();
  if (f.estados && f.estados.length > 0) out.estado = [...f.estados];
  if (f.proveedorId !== undefined) out.proveedor_id = f.proveedorId;
  if (f.clienteId !== undefined) out.cliente_id = f.clienteId;
  if (f.servicioId !== undefined) out.servicio_id = f.servicioId;
  if (f.provinciaId !== undefined) out.provincia_id = f.provinciaId;
  if (f.fechaDesde) out.fechaDesde = f.fechaDesde;
  if (f.fechaHasta) out.fechaHasta = f.fechaHasta;
  if (f.alertas) out.alertas = f.alertas;
  out.sortBy = f.sortBy;
  out.sortOrder = f.sortOrder;
  return out;
}

/** The filters in words for the cover; ids named from the pack's own reports when they are there. */
export function describeFiltros(f: ManifiestoFiltros, filas: PaqueteData['informes']): string[] {
  const nombre = (id: unknown, key: 'cliente' | 'proveedor' | 'servicio' | 'provincia') =>
    filas.find((r) => r[`${key}_id`] === id)?.[`${key}_nombre`] ?? `#${String(id)}`;
  const out: string[] = [];
  if (f.search) out.push(`Búsqueda «${String(f.search)}»`);
  if (Array.isArray(f.estado)) out.push(`Estado: ${f.estado.map(estadoLabel).join(', ')}`);
  if (f.cliente_id !== undefined) out.push(`Cliente: ${nombre(f.cliente_id, 'cliente')}`);
  if (f.proveedor_id !== undefined) out.push(`Proveedor: ${nombre(f.proveedor_id, 'proveedor')}`);
  if (f.servicio_id !== undefined) out.push(`Servicio: ${nombre(f.servicio_id, 'servicio')}`);
  if (f.provincia_id !== undefined) out.push(`Departamento: ${nombre(f.provincia_id, 'provincia')}`);
  if (f.fechaDesde) out.push(`Desde el ${formatFecha(String(f.fechaDesde))}`);
  if (f.fechaHasta) out.push(`Hasta el ${formatFecha(String(f.fechaHasta))}`);
  if (f.alertas === 'con' || f.alertas === 'sin') out.push(FILTRO_ALERTAS_LABELS[f.alertas]);
  return out;
}
