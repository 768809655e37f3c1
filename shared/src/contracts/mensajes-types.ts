import type { QueryOf } from './query-of';
import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

/**
 * Messages (issue 26, docs/decisions/mensajes.md): a conversation per report, direct conversations between users who
 * work together, the administrators' notices; unread counts; the live stream GET /api/v1/eventos (Server-Sent Events).
 */

/** Longest message, in characters (after trimming). */
export const MENSAJE_MAX = 4000;
/** How long its author may delete a message (ms). */
export const MENSAJE_BORRABLE_MS = 15 * 60_000;
/** Messages per page of GET /conversaciones/{id}/mensajes (default and maximum). */
export const MENSAJES_PAGE = { default: 50, max: 100 } as const;

export type TipoConversacion = 'informe' | 'directa' | 'sistema';

/** A person as messages show them. */
export type PersonaMensaje = Schemas['PersonaMensaje'];

export type Mensaje = Schemas['Mensaje'];

export type ConversacionResumen = Schemas['ConversacionResumen'];

export type ConversacionesQuery = QueryOf<'listConversations'>;

export type ConversacionesPage = Schemas['ConversacionesPage'];

export type ContactosMensajes = Schemas['ContactosMensajes'];

export type ConversacionDirectaInput = Schemas['ConversacionDirectaInput'];

export type MensajesQuery = QueryOf<'listMessages'>;

/** Oldest first; `hay_mas`: there are older ones (ask again with `antes` = the first id). */
export type MensajesPage = Schemas['MensajesPage'];

export type MensajeInput = Schemas['MensajeInput'];

export type LeidoInput = Schemas['LeidoInput'];

/** The caller's unread messages, all conversations together. */
export type NoLeidos = Schemas['NoLeidos'];

export type NoLeidosTotal = Schemas['NoLeidosTotal'];

/**
 * The events of GET /eventos (`event:` name → `data:` JSON). `mensaje`, `mensaje_eliminado` and `informes` carry an
 * `id:` (send it back as Last-Event-ID to resume); `no_leidos` follows them with the new total; `recargar` says the
 * events missed can no longer be replayed (refetch what is shown); `sesion_cerrada` comes right before the server
 * closes the stream because the session ended. Lines starting with ':' are heartbeats. An event may come twice
 * after a reconnection: a message is known by its id.
 */
export interface EventosStream {
  mensaje: { conversacion_id: number; mensaje: Mensaje };
  mensaje_eliminado: { conversacion_id: number; id: number };
  no_leidos: NoLeidosTotal;
  /** A report created, deleted, or changed in what compliance reads (date, check, photos, flags reviewed). */
  informes: { accion: 'creado' | 'eliminado' | 'actualizado'; id: number };
  recargar: Record<string, never>;
  sesion_cerrada: Record<string, never>;
}
export type EventoStream = keyof EventosStream;

/** POST /auth/olvide-contrasena */
export type OlvideContrasenaInput = Schemas['OlvideContrasenaInput'];

/** POST /auth/restablecer-contrasena */
export type RestablecerContrasenaInput = Schemas['RestablecerContrasenaInput'];

/** The one answer of POST /auth/olvide-contrasena, whether the account exists or not. */
export const OLVIDE_CONTRASENA_MENSAJE =
  'Si la cuenta existe, te enviamos un enlace de recuperación a tu correo; los administradores también fueron avisados.';
/** A forgotten-password link lasts this long (ms). */
export const ENLACE_RESTABLECER_MS = 30 * 60_000;
