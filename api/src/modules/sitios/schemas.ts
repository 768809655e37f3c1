import { Type, type Static } from '@sinclair/typebox';
import { SITIO_RADIO, TIPOS_SITIO } from 'shared/contracts';
import { IdValue, IntegerEnum, OptionalText, StringEnum, type FieldMessages } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { SearchQuery } from '../../platform/schemas/catalog';
import { Nullable, PagedSchema, PageQuery } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

const Latitud = Type.Number({ minimum: -90, maximum: 90 });
const Longitud = Type.Number({ minimum: -180, maximum: 180 });

export const SitioSchema = named(
  'Sitio',
  Type.Object({
    id: Type.Integer(),
    /** The code the company already uses (unique, folding case). */
    codigo: Type.String(),
    nombre: Type.String(),
    tipo: StringEnum(TIPOS_SITIO),
    direccion: Nullable(Type.String()),
    provincia_id: Type.Integer(),
    provincia: Type.String(),
    localidad_id: Type.Integer(),
    localidad: Type.String(),
    latitud: Type.Number(),
    longitud: Type.Number(),
    /** The geofence in metres: a photo farther than this from the site is flagged. */
    radio_m: Type.Integer(),
    proveedor_id: Nullable(Type.Integer()),
    /** The provider that maintains it. */
    proveedor: Nullable(Type.String()),
    activo: Type.Boolean(),
    notas: Nullable(Type.String()),
    foto_referencia_id: Nullable(Type.Integer()),
    /** Signed links of the reference photo (full size and thumbnail), short-lived. */
    foto_referencia_url: Nullable(Type.String()),
    foto_referencia_miniatura_url: Nullable(Type.String()),
    /** Campaigns that have a line at the site (among those the user may see). */
    campanas: Type.Integer(),
    /** Reports made at the site (among those the user may see), and the date of the latest. */
    informes: Type.Integer(),
    ultimo_informe: Nullable(Type.String({ format: 'date' })),
    creado_at: Type.String(),
  }),
);
export type SitioRow = Static<typeof SitioSchema>;

export const SitiosPageSchema = named('SitiosPage', PagedSchema(SitioSchema));

/** A site as the map draws it: what the pin needs. */
const SitioPuntoSchema = named(
  'SitioPunto',
  Type.Object({
    id: Type.Integer(),
    codigo: Type.String(),
    nombre: Type.String(),
    tipo: StringEnum(TIPOS_SITIO),
    latitud: Type.Number(),
    longitud: Type.Number(),
    activo: Type.Boolean(),
  }),
);
export type SitioPunto = Static<typeof SitioPuntoSchema>;

export const SitiosMapaSchema = named('SitiosMapa', Type.Object({ data: Type.Array(SitioPuntoSchema), total: Type.Integer() }));

const filterProperties = {
  /** Over code, name and address, folding case, accents and ñ. */
  search: SearchQuery,
  tipo: Type.Optional(StringEnum(TIPOS_SITIO)),
  provincia_id: Type.Optional(IdValue),
  localidad_id: Type.Optional(IdValue),
  proveedor_id: Type.Optional(IdValue),
  activo: Type.Optional(Type.Boolean()),
};
export const SitiosFilterSchema = Type.Object(filterProperties);
export type SitiosFilter = Static<typeof SitiosFilterSchema>;

const SITIOS_SORT_FIELDS = ['codigo', 'nombre', 'localidad', 'creado_at'] as const;
const SITIOS_PAGE_SIZES = [10, 20, 50, 100] as const;

export const SitiosQuerySchema = Type.Object({
  ...filterProperties,
  page: Type.Optional(PageQuery),
  limit: Type.Optional(IntegerEnum(SITIOS_PAGE_SIZES, { default: 20 })),
  sortBy: Type.Optional(StringEnum(SITIOS_SORT_FIELDS, { default: 'codigo' })),
  sortOrder: Type.Optional(StringEnum(['asc', 'desc'] as const, { default: 'asc' })),
});

const fields = {
  codigo: Type.String({ minLength: 1, maxLength: 50 }),
  nombre: Type.String({ minLength: 1, maxLength: 150 }),
  tipo: StringEnum(TIPOS_SITIO),
  direccion: OptionalText(200),
  provincia_id: IdValue,
  localidad_id: IdValue,
  latitud: Latitud,
  longitud: Longitud,
  radio_m: Type.Optional(Type.Integer({ minimum: SITIO_RADIO.min, maximum: SITIO_RADIO.max })),
  proveedor_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  activo: Type.Optional(Type.Boolean()),
  notas: OptionalText(1000, MULTILINE),
};
export const SitioCreateSchema = named('SitioInput', Type.Object(fields));
export const SitioPatchSchema = named('SitioPatch', Type.Partial(Type.Object(fields)));
export type SitioInput = Static<typeof SitioCreateSchema>;
export type SitioPatch = Static<typeof SitioPatchSchema>;

export const FotoReferenciaSchema = named('FotoReferenciaInput', Type.Object({ archivo_id: Type.Union([IdValue, Type.Null()]) }));

/** A photo taken at the site (of a report that names it), newest first. */
const SitioFotoSchema = named(
  'SitioFoto',
  Type.Object({
    id: Type.Integer(),
    informe_id: Type.Integer(),
    informe_fecha: Type.String({ format: 'date' }),
    campana: Type.String(),
    nombre_original: Type.String(),
    tomada_at: Nullable(Type.String()),
    latitud: Nullable(Type.Number()),
    longitud: Nullable(Type.Number()),
    /** Metres from the site, when the photo has a position. */
    distancia_m: Nullable(Type.Integer()),
    /** Flags not reviewed yet: such a photo cannot be the site's reference. */
    alertas_pendientes: Type.Integer(),
    url: Type.String(),
    miniatura_url: Type.String(),
  }),
);
export type SitioFoto = Static<typeof SitioFotoSchema>;
export const SitioFotosPageSchema = named('SitioFotosPage', PagedSchema(SitioFotoSchema));
export const SitioFotosQuerySchema = Type.Object({
  page: Type.Optional(PageQuery),
  limit: Type.Optional(IntegerEnum([20, 50, 100] as const, { default: 50 })),
});

export const SitioCampanaSchema = named(
  'SitioCampana',
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    cliente: Type.String(),
    fecha_inicio: Type.String({ format: 'date' }),
    fecha_fin: Type.String({ format: 'date' }),
    cancelada: Type.Boolean(),
  }),
);

/** What an import would do with each row (the preview), or did (the import). */
export const ImportacionSitiosSchema = named(
  'ImportacionSitios',
  Type.Object({
    filas: Type.Array(
      Type.Object({
        /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
        fila: Type.Integer(),
        codigo: Nullable(Type.String()),
        accion: StringEnum(['crear', 'actualizar', 'rechazar'] as const),
        /** Why it is refused (Spanish), empty otherwise. */
        motivos: Type.Array(Type.String()),
      }),
    ),
    crear: Type.Integer(),
    actualizar: Type.Integer(),
    rechazar: Type.Integer(),
    /** Whether it was written: never in a preview, always all rows in an import (or nothing and a 400). */
    aplicada: Type.Boolean(),
  }),
);
export type ImportacionSitios = Static<typeof ImportacionSitiosSchema>;

/** The CSV body of an import: Colombian Excel's (`;`, UTF-8 with BOM, decimal comma) or plain `,`. */
export const ImportacionBodySchema = Type.String({ maxLength: 5 * 1024 * 1024, description: 'El archivo CSV (text/csv).' });

export const MSG_SITIO = {
  noEncontrado: 'Sitio no encontrado',
  localidadFueraDeProvincia: 'El municipio no pertenece al departamento',
  lejosDelMunicipio: (km: number, municipio: string) => `Las coordenadas están a ${km} km de ${municipio}: revise el municipio o el punto en el mapa`,
  enUso: (lineas: number, informes: number) =>
    `No se puede eliminar el sitio: está en ${lineas} ${lineas === 1 ? 'línea de campaña' : 'líneas de campaña'} y ` +
    `${informes} ${informes === 1 ? 'informe' : 'informes'}. Puedes desactivarlo en su lugar.`,
  fotoAjena: 'La foto no es de un informe de este sitio',
  fotoConAlertas: 'La foto tiene alertas sin revisar: no puede ser la foto de referencia',
  importacionConErrores: (n: number) => `El archivo tiene ${n} ${n === 1 ? 'fila rechazada' : 'filas rechazadas'}: corríjalas y vuelva a importarlo`,
  importacionVacia: 'El archivo no tiene filas de sitios',
} as const;

export const SITIO_FIELD_MESSAGES: FieldMessages = {
  codigo: { required: 'El código es obligatorio', minLength: 'El código es obligatorio', maxLength: 'Código supera 50 caracteres' },
  nombre: { required: 'El nombre es obligatorio', minLength: 'El nombre es obligatorio', maxLength: 'Nombre supera 150 caracteres' },
  tipo: { required: 'El tipo es obligatorio', enum: 'Tipo debe ser valla, mupi, pantalla digital, punto de venta u otro' },
  direccion: { maxLength: 'Dirección supera 200 caracteres' },
  provincia_id: { required: 'El departamento es obligatorio', type: 'El departamento es obligatorio' },
  localidad_id: { required: 'El municipio es obligatorio', type: 'El municipio es obligatorio' },
  latitud: { required: 'La latitud es obligatoria', minimum: 'Latitud entre -90 y 90', maximum: 'Latitud entre -90 y 90' },
  longitud: { required: 'La longitud es obligatoria', minimum: 'Longitud entre -180 y 180', maximum: 'Longitud entre -180 y 180' },
  radio_m: {
    minimum: `El radio debe estar entre ${SITIO_RADIO.min} y ${SITIO_RADIO.max} metros`,
    maximum: `El radio debe estar entre ${SITIO_RADIO.min} y ${SITIO_RADIO.max} metros`,
    type: 'El radio es un número entero de metros',
  },
  notas: { maxLength: 'Notas supera 1000 caracteres' },
};
