/**
 * The data the app keeps for working without a connection (docs/decisions/offline-app.md, "Data"): TanStack Query's
 * cache, persisted per user in IndexedDB by the host, for the query keys below only. A remote's hooks use these keys
 * for the lists the report form needs, so the host can persist them and fetch them ahead without knowing the remote.
 */

/**
 * Keys of the report form's lists: services, clients, providers, assignments and provinces; a province's localities;
 * a client's open campaigns with a provider's sites (docs/decisions/sitios-campanas.md, "The report form").
 */
export const FORM_LIST_KEYS = {
  /** GET /informes/opciones (within the caller's scope). */
  opciones: ['informes', 'opciones'] as const,
  /** GET /catalogos/localidades/:provinciaId. */
  localidades: (provinciaId: number | null) => ['catalogos', 'localidades', provinciaId] as const,
  /** GET /campanas/para-informe?cliente_id&proveedor_id: a client's open campaigns with that provider's sites and checks. */
  campanasParaInforme: (clienteId: number, proveedorId: number) => ['campanas', 'para-informe', clienteId, proveedorId] as const,
};

/**
 * "Por reportar" (issue 37; docs/decisions/cumplimiento.md): the checks due for a provider's lines, soonest deadline
 * first — `GET /campanas/controles?por_reportar=true&limit=500`. Kept offline and fetched ahead by the host for
 * provider users, so the list opens in the field without a connection.
 */
export const POR_REPORTAR_QUERY = {
  queryKey: ['campanas', 'controles', 'por-reportar'] as const,
  path: 'campanas/controles',
  searchParams: { por_reportar: true, limit: 500 },
} as const;

/**
 * Prefixes of the query keys kept offline, with how many queries of each are kept (the most recently loaded):
 * the form's lists, every province's localities, the campaigns of 20 client-provider pairs, a provider's checks due
 * ("Por reportar"), the last pages of the reports list and the last reports opened, and the dashboard's summary (the
 * sidebar's counts).
 */
export const PERSISTED_QUERIES: ReadonlyArray<{ prefix: readonly string[]; keep: number }> = [
  { prefix: FORM_LIST_KEYS.opciones, keep: 1 },
  { prefix: ['catalogos', 'localidades'], keep: 100 },
  { prefix: ['campanas', 'para-informe'], keep: 20 },
  { prefix: POR_REPORTAR_QUERY.queryKey, keep: 1 },
  { prefix: ['informes', 'list'], keep: 5 },
  { prefix: ['informes', 'detail'], keep: 20 },
  { prefix: ['dashboard', 'resumen'], keep: 1 },
];

/** The entry of PERSISTED_QUERIES whose prefix `queryKey` starts with, if any. */
export function persistedQuery(queryKey: readonly unknown[]): { prefix: readonly string[]; keep: number } | undefined {
  return PERSISTED_QUERIES.find(({ prefix }) => prefix.every((part, i) => queryKey[i] === part));
}
