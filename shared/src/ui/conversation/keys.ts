/**
 * The query keys of messages (docs/decisions/mensajes.md), one place for the screens that show them and for the live
 * events (host/src/features/mensajes/live-events.ts) that refresh them.
 */
export const MENSAJES_KEYS = {
  /** Every messages query (a prefix). */
  all: ['mensajes'] as const,
  /** The inbox, with its search. */
  bandeja: (q = '', page = 1) => ['mensajes', 'bandeja', q, page] as const,
  bandejaAll: ['mensajes', 'bandeja'] as const,
  conversacion: (id: number) => ['mensajes', 'conversacion', id] as const,
  hilo: (id: number, archivoId?: number | null) => ['mensajes', 'conversacion', id, 'hilo', archivoId ?? null] as const,
  deInforme: (informeId: number) => ['mensajes', 'informe', informeId] as const,
  contactos: ['mensajes', 'contactos'] as const,
  /** The signed-in user's unread total (sidebar, dashboard). */
  noLeidos: ['mensajes', 'no-leidos'] as const,
};
