import { Type, type Static } from '@sinclair/typebox';
import type { ArchivoInforme, ArchivosInforme } from '../../contracts';
import { IdValue, StringEnum } from '../../http/input';
import { Nullable } from '../../schemas/common';
import { assertTrue, type Same } from '../../schemas/same-type';

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
});
export const ArchivosSchema = Type.Object({ data: Type.Array(ArchivoSchema) });
assertTrue<Same<Static<typeof ArchivoSchema>, ArchivoInforme>>();
assertTrue<Same<Static<typeof ArchivosSchema>, ArchivosInforme>>();

export const ReportIdParams = Type.Object({ reportId: IdValue });

/** ?exp=…&sig=… of a signed link (checked by SignedUrlSigner, which answers 403/410 itself); descarga=1 → attachment. */
export const SignedQuery = Type.Object({
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 100 })),
  descarga: Type.Optional(Type.String({ maxLength: 5 })),
});
