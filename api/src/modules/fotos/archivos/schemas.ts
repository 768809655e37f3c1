import { Type, type Static } from '@sinclair/typebox';
import { IMAGE_LIMITS, TIPOS_ALERTA_FOTO } from 'shared/contracts';
import { IdValue, StringEnum, type FieldMessages } from '../../../platform/http/input';
import { MULTILINE } from '../../../platform/http/text-input';
import { Nullable } from '../../../platform/schemas/common';
import { named } from '../../../platform/schemas/named';
import { DENIED, errors, MISSING, type ErrorCodes } from '../../../platform/http/route-contract';

/** editableInforme: out of scope 404, not the author 403, not Pendiente 409 (its routes' contract). */
export const EDITABLE_REPORT: ErrorCodes = errors(MISSING, DENIED, { '409': ['informe_no_editable'] });
/** What a photo's own checks refuse: its declared hash, the report's room, its size, its type. */
export const PHOTO_FILE: ErrorCodes = {
  '400': ['validacion', 'sha256_no_coincide'],
  '409': ['maximo_imagenes'],
  '413': ['archivo_muy_grande'],
  '415': ['tipo_no_permitido', 'formato_heic'],
};

const EvidenciaSchema = named(
  'EvidenciaFoto',
  Type.Object(
    {
      tomada_local: Nullable(Type.String({ description: "DateTimeOriginal en la hora local de la cámara ('YYYY-MM-DDTHH:MM:SS')" })),
      tomada_offset: Nullable(Type.String({ description: "OffsetTimeOriginal ('-05:00'); null si el archivo no lo trae" })),
      tomada_at: Nullable(Type.String({ description: 'Instante de la captura (ISO, UTC); sin offset se supone Bogotá (-05:00)' })),
      camara_marca: Nullable(Type.String()),
      camara_modelo: Nullable(Type.String()),
      gps_latitud: Nullable(
        Type.Number({ description: 'Posición GPS escrita en el archivo (grados decimales), declare lo que declare el navegador' }),
      ),
      gps_longitud: Nullable(Type.Number()),
    },
    { description: 'Lo que el servidor leyó del EXIF del propio archivo (docs/decisions/photo-evidence.md)' },
  ),
);

const RevisionSchema = named(
  'RevisionAlerta',
  Type.Object(
    { usuario: Type.String(), fecha: Type.String({ description: 'Instante ISO' }), comentario: Type.String() },
    { description: 'La revisión de un administrador: la duda se miró y se resolvió, con un comentario' },
  ),
);

const AlertaSchema = named(
  'AlertaFoto',
  Type.Object({
    id: Type.Integer(),
    tipo: StringEnum(TIPOS_ALERTA_FOTO),
    motivo: Type.String({ description: 'El motivo en español, p. ej. "La misma foto (mismos bytes) está también en el informe #12"' }),
    informe_relacionado_id: Nullable(Type.Integer({ description: 'El otro informe, para `duplicada` y `casi_duplicada`' })),
    revision: Nullable(RevisionSchema, { description: 'null mientras está abierta' }),
  }),
);

export const ArchivoSchema = named(
  'ArchivoInforme',
  Type.Object({
    id: Type.Integer(),
    informe_id: Type.Integer(),
    nombre: Type.String({ description: 'Nombre del archivo en el dispositivo del usuario (solo para mostrar)' }),
    mime: StringEnum(['image/jpeg', 'image/png', 'image/webp'] as const),
    tamano: Type.Integer(),
    sha256: Nullable(Type.String({ description: 'SHA-256 de los bytes originales, guardados sin cambios (evidencia de campo)' })),
    latitud: Nullable(Type.Number()),
    longitud: Nullable(Type.Number()),
    tiene_metadatos_gps: Type.Boolean(),
    origen_ubicacion: StringEnum(['gps', 'manual', 'ninguna'] as const),
    descargas: Type.Integer(),
    descargado_at: Nullable(Type.String()),
    creado_at: Type.String(),
    url: Type.String(),
    miniatura_url: Type.String(),
    descarga_url: Type.String({ description: 'El original como adjunto; pedirlo marca la foto como descargada' }),
    urls_expiran_at: Type.String(),
    evidencia: EvidenciaSchema,
    alertas: Type.Array(AlertaSchema, { description: 'Sus alertas, abiertas y revisadas, en el orden de TIPOS_ALERTA_FOTO' }),
  }),
);
/** A photo as the API answers it (presenter.ts). */
export type ArchivoInforme = Static<typeof ArchivoSchema>;
/** A photo's flag as the API answers it (evidencia/repository.ts reads them, evidencia/service.ts writes a new photo's). */
export type AlertaFoto = Static<typeof AlertaSchema>;
/** What the server read from a photo's file, as the API answers it (the photo row's evidence columns). */
export type EvidenciaFoto = Static<typeof EvidenciaSchema>;

export const ArchivosSchema = named('ArchivosInforme', Type.Object({ data: Type.Array(ArchivoSchema, { maxItems: IMAGE_LIMITS.maxPerReport }) }));

/** POST /archivos/:id/alertas/:alertaId/revision */
const COMENTARIO_REVISION_MAX = 500;
export const RevisionParams = Type.Object({ id: IdValue, alertaId: IdValue });
export const RevisionAlertaSchema = named(
  'RevisionAlertaInput',
  Type.Object({
    comentario: Type.String({ minLength: 1, maxLength: COMENTARIO_REVISION_MAX, ...MULTILINE }),
  }),
);
export const REVISION_FIELD_MESSAGES: FieldMessages = {
  comentario: {
    required: 'El comentario es requerido',
    minLength: 'El comentario es requerido',
    maxLength: `El comentario supera ${COMENTARIO_REVISION_MAX} caracteres`,
  },
};

export const ReportIdParams = Type.Object({ reportId: IdValue });

/** ?exp=…&sig=… of a signed link (checked by SignedUrlSigner, which answers 403/410 itself); descarga=1 → attachment. */
export const SignedQuery = Type.Object({
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 100 })),
  descarga: Type.Optional(Type.String({ maxLength: 5 })),
});

/**
 * POST /upload/{reportId} reads its multipart body itself (modules/fotos/archivos/upload.ts: one `archivo` part and up to
 * four small fields, any other field → 400), so its route has no body schema for validation; the document gets this one (`documentedBody`).
 */
export const uploadBody = (maxBytes: number) => ({
  type: 'object',
  required: ['archivo'],
  properties: {
    archivo: {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      maxLength: maxBytes,
      description: 'La foto: JPEG, PNG o WebP, hasta UPLOAD_MAX_MB (`maxLength`, en bytes; más → 413). Un solo archivo por petición.',
    },
    latitud: { type: 'number', minimum: -90, maximum: 90, description: 'Junto con longitud, o ninguna de las dos.' },
    longitud: { type: 'number', minimum: -180, maximum: 180, description: 'Junto con latitud, o ninguna de las dos.' },
    tiene_metadatos_gps: { type: 'string', enum: ['true', 'false'], description: '`true` necesita latitud y longitud.' },
    sha256: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{64}$',
      maxLength: 64,
      description: 'SHA-256 del archivo en hexadecimal. Si ya está en el informe, responde 200 con esa foto sin leer el archivo.',
    },
  },
});

/** A signed link's `exp` and `sig` are optional to validation only, so that a link without them gets the signer's 403
 * `enlace_invalido` like any bad link (not a 400 naming the field); no link works without them: the document says so. */
export const SIGNED_LINK_REQUIRED = ['exp', 'sig'] as const;
