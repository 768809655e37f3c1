import type { Role } from './roles';

/** Messages (issue #26, docs/decisions/mensajes.md): the API's shapes. */

export interface MensajeAutor {
  id: number;
  nombre: string;
  rol: Role;
}

export interface Mensaje {
  id: number;
  conversacion_id: number;
  /** null: the author's account is gone. */
  autor: MensajeAutor | null;
  /** '' once deleted. */
  texto: string;
  /** The report's photo it points at. */
  archivo_id: number | null;
  creado_at: string;
  eliminado: boolean;
  /** Only for its author, while it may still be deleted (15 minutes). */
  borrable_hasta: string | null;
}

export type TipoConversacion = 'informe' | 'directa' | 'sistema';

export interface ConversacionResumen {
  id: number;
  tipo: TipoConversacion;
  titulo: string;
  informe_id: number | null;
  otro_usuario: MensajeAutor | null;
  ultimo_mensaje: { texto: string; autor_nombre: string | null; creado_at: string } | null;
  no_leidos: number;
  actualizado_at: string;
}

export interface MensajesPagina {
  /** Oldest first. */
  data: Mensaje[];
  hay_mas: boolean;
}

export interface Contacto {
  id: number;
  nombre: string;
  rol: Role;
}

export interface NoLeidos {
  total: number;
}

/** The server's live events (GET /eventos, Server-Sent Events). */
export type EventoEnVivo =
  | { tipo: 'mensaje'; datos: { conversacion_id: number; mensaje: Mensaje } }
  | { tipo: 'mensaje_eliminado'; datos: { conversacion_id: number; id: number } }
  | { tipo: 'no_leidos'; datos: NoLeidos }
  | { tipo: 'informes'; datos: { accion: 'creado' | 'eliminado'; id: number } }
  | { tipo: 'recargar'; datos: Record<string, never> };

/** A message's text: trimmed, 1–4000 characters, plain text. */
export const MENSAJE_MAX = 4000;
