import { Type, type Static } from '@sinclair/typebox';
import { MENSAJE_MAX, MENSAJES_PAGE } from 'shared/contracts';
import { IdValue, StringEnum } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { Nullable, PageQuery } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

const RoleSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

const PersonaSchema = named('PersonaMensaje', Type.Object({ id: Type.Integer(), nombre: Type.String(), rol: RoleSchema }));

export const MensajeSchema = named(
  'Mensaje',
  Type.Object({
    id: Type.Integer(),
    conversacion_id: Type.Integer(),
    autor: Nullable(PersonaSchema),
    texto: Type.String({ description: "Texto plano (nunca HTML); '' si fue eliminado" }),
    archivo_id: Nullable(Type.Integer({ description: 'Foto del informe a la que apunta el mensaje' })),
    creado_at: Type.String({ format: 'date-time' }),
    eliminado: Type.Boolean(),
    borrable_hasta: Nullable(Type.String({ format: 'date-time', description: 'Solo para su autor, mientras puede eliminarlo (15 minutos)' })),
  }),
);

export const ConversacionResumenSchema = named(
  'ConversacionResumen',
  Type.Object({
    id: Type.Integer(),
    tipo: StringEnum(['informe', 'directa', 'sistema'] as const),
    titulo: Type.String(),
    informe_id: Nullable(Type.Integer()),
    otro_usuario: Nullable(PersonaSchema),
    ultimo_mensaje: Nullable(
      Type.Object({ texto: Type.String({ maxLength: 200 }), autor_nombre: Nullable(Type.String()), creado_at: Type.String({ format: 'date-time' }) }),
    ),
    no_leidos: Type.Integer(),
    actualizado_at: Type.String({ format: 'date-time' }),
  }),
);

export const ConversacionesQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Busca en el título y en el texto de los mensajes (sin distinguir tildes ni ñ)' })),
  page: Type.Optional(PageQuery),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const ConversacionesPageSchema = named(
  'ConversacionesPage',
  Type.Object({
    data: Type.Array(ConversacionResumenSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  }),
);

export const ContactosSchema = named('ContactosMensajes', Type.Object({ data: Type.Array(PersonaSchema) }));

export const DirectaBodySchema = named('ConversacionDirectaInput', Type.Object({ usuario_id: IdValue }, { additionalProperties: false }));

export const MensajesQuerySchema = Type.Object({
  antes: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Mensajes anteriores a este id' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MENSAJES_PAGE.max, default: MENSAJES_PAGE.default })),
  archivo_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Solo los mensajes que apuntan a esta foto' })),
});

export const MensajesPageSchema = named('MensajesPage', Type.Object({ data: Type.Array(MensajeSchema), hay_mas: Type.Boolean() }));

export const MensajeBodySchema = named(
  'MensajeInput',
  Type.Object(
    {
      texto: Type.String({ minLength: 1, maxLength: MENSAJE_MAX, ...MULTILINE }),
      archivo_id: Type.Optional(Nullable(IdValue)),
    },
    { additionalProperties: false },
  ),
);

export const LeidoBodySchema = named(
  'LeidoInput',
  Type.Object({ hasta_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
);
export const NoLeidosSchema = named('NoLeidos', Type.Object({ no_leidos: Type.Integer() }));
export const NoLeidosTotalSchema = named('NoLeidosTotal', Type.Object({ total: Type.Integer() }));

/* The shapes the API answers, as the repositories build them. */
export type PersonaMensaje = Static<typeof PersonaSchema>;
export type Mensaje = Static<typeof MensajeSchema>;
export type ConversacionResumen = Static<typeof ConversacionResumenSchema>;
export type MensajesPage = Static<typeof MensajesPageSchema>;

export const MSG_MENSAJES = {
  conversacionNoEncontrada: 'Conversación no encontrada',
  mensajeNoEncontrado: 'Mensaje no encontrado',
  usuarioNoDisponible: 'No puedes iniciar una conversación con ese usuario',
  textoRequerido: 'Escribe un mensaje',
  textoLargo: `El mensaje no puede superar ${MENSAJE_MAX.toLocaleString('es-CO')} caracteres`,
  archivoInvalido: 'La foto no pertenece a este informe',
  soloLectura: 'En los avisos del sistema no se puede escribir',
  fueraDePlazo: 'Un mensaje solo se puede eliminar durante los 15 minutos siguientes a su envío',
  noEsAutor: 'Solo su autor puede eliminar un mensaje',
  yaEliminado: 'El mensaje ya fue eliminado',
} as const;

export const MENSAJE_FIELD_MESSAGES = {
  texto: { required: MSG_MENSAJES.textoRequerido, minLength: MSG_MENSAJES.textoRequerido, maxLength: MSG_MENSAJES.textoLargo },
};
