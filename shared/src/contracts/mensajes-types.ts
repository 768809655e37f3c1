import type { Role } from './roles';

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
export interface PersonaMensaje {
  id: number;
  nombre: string;
  rol: Role;
}

export interface Mensaje {
  id: number;
  conversacion_id: number;
  /** null: a notice of the system. */
  autor: PersonaMensaje | null;
  /** '' once deleted. */
  texto: string;
  /** A photo of the report the message points at (report conversations only). */
  archivo_id: number | null;
  creado_at: string;
  eliminado: boolean;
  /** Only for the author, while the message may still be deleted (ISO 8601); null otherwise. */
  borrable_hasta: string | null;
}

export interface ConversacionResumen {
  id: number;
  tipo: TipoConversacion;
  titulo: string;
  informe_id: number | null;
  /** The other person of a direct conversation. */
  otro_usuario: PersonaMensaje | null;
  /** The newest message not deleted; `texto` at most 200 characters. */
  ultimo_mensaje: { texto: string; autor_nombre: string | null; creado_at: string } | null;
  /** Messages of others the caller has not read. */
  no_leidos: number;
  actualizado_at: string;
}

export interface ConversacionesQuery {
  q?: string;
  page?: number;
  limit?: number;
}

export interface ConversacionesPage {
  data: ConversacionResumen[];
  total: number;
  page: number;
  limit: number;
}

export interface ContactosMensajes {
  data: PersonaMensaje[];
}

export interface ConversacionDirectaInput {
  usuario_id: number;
}

export interface MensajesQuery {
  /** Messages older than this id. */
  antes?: number;
  limit?: number;
  /** Only the messages that point at this photo. */
  archivo_id?: number;
}

/** Oldest first; `hay_mas`: there are older ones (ask again with `antes` = the first id). */
export interface MensajesPage {
  data: Mensaje[];
  hay_mas: boolean;
}

export interface MensajeInput {
  texto: string;
  archivo_id?: number | null;
}

export interface LeidoInput {
  hasta_id: number;
}

/** The caller's unread messages, all conversations together. */
export interface NoLeidos {
  no_leidos: number;
}

export interface NoLeidosTotal {
  total: number;
}

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
  informes: { accion: 'creado' | 'eliminado'; id: number };
  recargar: Record<string, never>;
  sesion_cerrada: Record<string, never>;
}
export type EventoStream = keyof EventosStream;

/** POST /auth/olvide-contrasena */
export interface OlvideContrasenaInput {
  usuario: string;
}

/** POST /auth/restablecer-contrasena */
export interface RestablecerContrasenaInput {
  token: string;
  nueva: string;
}

/** The one answer of POST /auth/olvide-contrasena, whether the account exists or not. */
export const OLVIDE_CONTRASENA_MENSAJE =
  'Si la cuenta existe, te enviamos un enlace de recuperación a tu correo; los administradores también fueron avisados.';
/** A forgotten-password link lasts this long (ms). */
export const ENLACE_RESTABLECER_MS = 30 * 60_000;
