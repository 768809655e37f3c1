import { Type, type Static } from '@sinclair/typebox';
import { TIPOS_ALERTA_FOTO, type ArchivoInforme, type ArchivosInforme, type RevisionAlertaInput } from '../../contracts';
import { IdValue, StringEnum, type FieldMessages } from '../../http/input';
import { MULTILINE } from '../../http/text-input';
import { Nullable } from '../../schemas/common';
import { assertTrue, type Same } from '../../schemas/same-type';

const EvidenciaSchema = Type.Object(
  {
    tomada_local: Nullable(Type.String({ description: "DateTimeOriginal en la hora local de la cámara ('YYYY-MM-DDTHH:MM:SS')" })),
    tomada_offset: Nullable(Type.String({ description: "OffsetTimeOriginal ('-05:00'); null si el archivo no lo trae" })),
    tomada_at: Nullable(Type.String({ description: 'Instante de la captura (ISO, UTC); sin offset se supone Bogotá (-05:00)' })),
    camara_marca: Nullable(Type.String()),
    camara_modelo: Nullable(Type.String()),
    gps_latitud: Nullable(Type.Number()),
    gps_longitud: Nullable(Type.Number()),
  },
  { description: 'Lo que el servidor leyó del EXIF del propio archivo (docs/decisions/photo-evidence.md)' },
);

const AlertaSchema = Type.Object({
  id: Type.Integer(),
  tipo: StringEnum(TIPOS_ALERTA_FOTO),
  motivo: Type.String(),
  informe_relacionado_id: Nullable(Type.Integer()),
  revision: Nullable(Type.Object({ usuario: Type.String(), fecha: Type.String(), comentario: Type.String() })),
});

export const ArchivoSchema = Type.Object({
  id: Type.Integer(),
  informe_id: Type.Integer(),
  nombre: Type.String(),
  mime: StringEnum(['image/jpeg', 'image/png', 'image/webp'] as const),
  tamano: Type.Integer(),
  sha256: Nullable(Type.String()),
  latitud: Nullable(Type.Number()),
  longitud: Nullable(Type.Number()),
  tiene_metadatos_gps: Type.Boolean(),
  origen_ubicacion: StringEnum(['gps', 'manual', 'ninguna'] as const),
  descargas: Type.Integer(),
  descargado_at: Nullable(Type.String()),
  creado_at: Type.String(),
  url: Type.String(),
  miniatura_url: Type.String(),
  descarga_url: Type.String(),
  urls_expiran_at: Type.String(),
  evidencia: EvidenciaSchema,
  alertas: Type.Array(AlertaSchema),
});
export const ArchivosSchema = Type.Object({ data: Type.Array(ArchivoSchema) });
assertTrue<Same<Static<typeof ArchivoSchema>, ArchivoInforme>>();
assertTrue<Same<Static<typeof ArchivosSchema>, ArchivosInforme>>();

/** POST /archivos/:id/alertas/:alertaId/revision */
const COMENTARIO_REVISION_MAX = 500;
export const RevisionParams = Type.Object({ id: IdValue, alertaId: IdValue });
export const RevisionAlertaSchema = Type.Object({
  comentario: Type.String({ minLength: 1, maxLength: COMENTARIO_REVISION_MAX, ...MULTILINE }),
});
assertTrue<Same<Static<typeof RevisionAlertaSchema>, RevisionAlertaInput>>();
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
