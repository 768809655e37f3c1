import { Type, type Static } from '@sinclair/typebox';
import { COMENTARIO_ESTADO_MAX, ESTADOS_INFORME, FILTROS_ALERTAS, INFORMES_PAGE_SIZES, INFORMES_SORT_FIELDS, TIPOS_CONTROL } from 'shared/contracts';
import { IdValue, IntegerEnum, OptionalText, StringEnum, type FieldMessages } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { Nullable, PagedSchema } from '../../platform/schemas/common';
import { SearchQuery } from '../../platform/schemas/catalog';
import { named } from '../../platform/schemas/named';

const Estado = StringEnum(ESTADOS_INFORME);
const CalendarDate = Type.String({ format: 'date', maxLength: 10 });

/** The list row; the detail adds to it (a Composite needs the object itself, not its reference). */
const informeResumen = Type.Object({
  id: Type.Integer(),
  descripcion: Nullable(Type.String()),
  estado: Estado,
  campana: Type.String(),
  fecha: Type.String(),
  fecha_recepcion: Nullable(Type.String()),
  servicio_id: Type.Integer(),
  servicio_nombre: Type.String(),
  cliente_id: Type.Integer(),
  cliente_nombre: Type.String(),
  proveedor_id: Type.Integer(),
  proveedor_nombre: Type.String(),
  provincia_id: Type.Integer(),
  provincia_nombre: Type.String(),
  localidad_id: Type.Integer(),
  localidad_nombre: Type.String(),
  ubicacion_lugar: Nullable(Type.String()),
  archivos_count: Type.Integer(),
  geo_elementos_count: Type.Integer(),
  alertas_count: Type.Integer({ description: 'Alertas abiertas de sus fotos; 0 con fotos = "Verificado"' }),
  alertas_revisadas_count: Type.Integer({ description: 'Alertas revisadas por un administrador' }),
  /** The campaign, site and check it proves (docs/decisions/sitios-campanas.md), when it names them. */
  campana_id: Nullable(Type.Integer()),
  sitio_id: Nullable(Type.Integer()),
  sitio_codigo: Nullable(Type.String()),
  sitio_nombre: Nullable(Type.String()),
  control_id: Nullable(Type.Integer()),
  control_tipo: Nullable(StringEnum(TIPOS_CONTROL)),
  control_numero: Nullable(Type.Integer()),
  creado_por: Nullable(Type.Integer()),
  creado_at: Type.String(),
});

const InformeResumenSchema = named('InformeResumen', informeResumen);

/** The user who entered a report. */
const InformeAutorSchema = named('InformeAutor', Type.Object({ id: Type.Integer(), usuario: Type.String(), nombre: Type.String() }));

/** What a client's problem report adds to the status change it causes (Completado → En Progreso). */
const ProblemaReportadoSchema = named(
  'ProblemaReportado',
  Type.Object({
    archivo_id: Nullable(Type.Integer()),
    archivo_nombre: Nullable(Type.String({ description: 'Nombre de la foto al reportarla (se conserva si luego se elimina)' })),
  }),
);

/** One status change of a report, read from its audit row. */
const CambioEstadoInformeSchema = named(
  'CambioEstadoInforme',
  Type.Object({
    id: Type.Integer(),
    usuario: Type.String(),
    fecha: Type.String({ description: 'Instante ISO (se muestra en hora de Bogotá)' }),
    estado_anterior: Estado,
    estado_nuevo: Estado,
    comentario: Nullable(Type.String()),
    problema: Nullable(ProblemaReportadoSchema, {
      description: 'Presente cuando el cambio es un "Reportar problema" del cliente (docs/decisions/aceptacion-cliente.md)',
    }),
  }),
);

/** A client user's acceptance of a completed report. */
const AceptacionInformeSchema = named(
  'AceptacionInforme',
  Type.Object({ usuario: Type.String(), nombre: Type.String(), fecha: Type.String({ description: 'Instante ISO' }) }),
);

export const InformeDetalleSchema = named(
  'InformeDetalle',
  Type.Composite([
    informeResumen,
    Type.Object({
      servicio_precio: Type.Number(),
      informe_incidencias: Nullable(Type.String()),
      autor: Nullable(InformeAutorSchema),
      actualizado_at: Type.String(),
      historial: Type.Array(CambioEstadoInformeSchema, { description: 'Los cambios de estado, del más antiguo al más reciente' }),
      aceptacion: Nullable(AceptacionInformeSchema, {
        description: 'La aceptación del cliente; null hasta que acepta, y de nuevo si el informe se reabre',
      }),
    }),
  ]),
);

export const InformesPageSchema = named('InformesPage', PagedSchema(InformeResumenSchema));

/** Filters + sort of the list and the CSV export (the export takes the same query without paging). */
const filterProperties = {
  /** Accent- and case-insensitive, over descripción, campaña, lugar, cliente, proveedor, servicio and localidad. */
  search: SearchQuery,
  /** One status or several separated by commas (checked in the route, which names the allowed values). */
  estado: Type.Optional(Type.String({ maxLength: 100 })),
  proveedor_id: Type.Optional(IdValue),
  cliente_id: Type.Optional(IdValue),
  servicio_id: Type.Optional(IdValue),
  provincia_id: Type.Optional(IdValue),
  /** The reports of a campaign, or of a site (docs/decisions/sitios-campanas.md). */
  campana_id: Type.Optional(IdValue),
  sitio_id: Type.Optional(IdValue),
  fechaDesde: Type.Optional(CalendarDate),
  fechaHasta: Type.Optional(CalendarDate),
  /** con: with open flags; sin: verified (photos, none with an open flag). */
  alertas: Type.Optional(StringEnum(FILTROS_ALERTAS)),
  sortBy: Type.Optional(StringEnum(INFORMES_SORT_FIELDS)),
  sortOrder: Type.Optional(StringEnum(['ASC', 'DESC', 'asc', 'desc'] as const)),
};

export const InformesExportQuerySchema = Type.Object(filterProperties);
export type InformesFilterQuery = Static<typeof InformesExportQuerySchema>;

export const InformesQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: IntegerEnum(INFORMES_PAGE_SIZES, { default: 10 }),
  ...filterProperties,
});

/** POST /informes body (docs/product-spec.md §3 "Report on create"); PATCH takes any part of it. */
const inputProperties = {
  servicio_id: IdValue,
  cliente_id: IdValue,
  proveedor_id: IdValue,
  provincia_id: IdValue,
  localidad_id: IdValue,
  campana: Type.String({ minLength: 1, maxLength: 200 }),
  fecha: CalendarDate,
  fecha_recepcion: OptionalText(10, { format: 'date' }),
  // The form's two <textarea>s: line breaks kept (docs/decisions/text-input.md).
  informe_incidencias: OptionalText(5000, MULTILINE),
  descripcion: OptionalText(1000, MULTILINE),
  ubicacion_lugar: OptionalText(300),
  /** The campaign it proves (a campaign of its client); without it, a typed name that is one attaches to it. */
  campana_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  /** The site (a line of that campaign in the report's provider's charge): department and municipality follow it. */
  sitio_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
  /** The check it answers (one of that line's); without it, the one whose window holds the report's date. */
  control_id: Type.Optional(Type.Union([IdValue, Type.Null()])),
};
/** The body fields of POST /informes (its idempotency fingerprint). */
export const INFORME_INPUT_FIELDS = Object.keys(inputProperties);
export const InformeCreateSchema = named('InformeInput', Type.Object(inputProperties));
export const InformeUpdateSchema = named('InformeUpdate', Type.Partial(Type.Object(inputProperties)));

export const CambioEstadoSchema = named(
  'CambioEstadoInput',
  Type.Object({
    estado: Estado,
    comentario: OptionalText(COMENTARIO_ESTADO_MAX, MULTILINE),
  }),
);

/** POST /informes/:id/problema (docs/decisions/aceptacion-cliente.md): the comment is required (checked with its message). */
export const ProblemaInformeSchema = named(
  'ProblemaInformeInput',
  Type.Object({
    comentario: OptionalText(COMENTARIO_ESTADO_MAX, MULTILINE),
    archivo_id: Type.Optional(Nullable(IdValue)),
  }),
);
export const PROBLEMA_FIELD_MESSAGES: FieldMessages = {
  comentario: { maxLength: `El comentario supera ${COMENTARIO_ESTADO_MAX} caracteres` },
  archivo_id: { type: 'archivo_id debe ser el id de una foto del informe' },
};

/** An option of a select: id and name. */
const OpcionInformeSchema = named('OpcionInforme', Type.Object({ id: Type.Integer(), nombre: Type.String() }));

export const InformesOpcionesSchema = named(
  'InformesOpciones',
  Type.Object({
    servicios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.String(), precio: Type.Number(), activo: Type.Boolean() })),
    clientes: Type.Array(OpcionInformeSchema),
    proveedores: Type.Array(OpcionInformeSchema),
    asignaciones: Type.Array(Type.Object({ proveedor_id: Type.Integer(), cliente_id: Type.Integer() })),
    provincias: Type.Array(OpcionInformeSchema),
  }),
);

/** Spec §5 "New report" texts, word for word, and ours for what the spec leaves open. */
export const MSG_INFORME = {
  servicioRequerido: 'Servicio es requerido',
  clienteRequerido: 'Cliente es requerido',
  proveedorRequerido: 'Proveedor es requerido',
  provinciaRequerida: 'Provincia es requerida',
  localidadRequerida: 'Localidad es requerida',
  campanaRequerida: 'Campaña es requerida',
  fechaRequerida: 'Fecha es requerida',
  noEncontrado: 'Informe no encontrado',
} as const;

export const INFORME_FIELD_MESSAGES: FieldMessages = {
  servicio_id: { required: MSG_INFORME.servicioRequerido, minimum: MSG_INFORME.servicioRequerido, type: MSG_INFORME.servicioRequerido },
  cliente_id: { required: MSG_INFORME.clienteRequerido, minimum: MSG_INFORME.clienteRequerido, type: MSG_INFORME.clienteRequerido },
  proveedor_id: { required: MSG_INFORME.proveedorRequerido, minimum: MSG_INFORME.proveedorRequerido, type: MSG_INFORME.proveedorRequerido },
  provincia_id: { required: MSG_INFORME.provinciaRequerida, minimum: MSG_INFORME.provinciaRequerida, type: MSG_INFORME.provinciaRequerida },
  localidad_id: { required: MSG_INFORME.localidadRequerida, minimum: MSG_INFORME.localidadRequerida, type: MSG_INFORME.localidadRequerida },
  campana: { required: MSG_INFORME.campanaRequerida, minLength: MSG_INFORME.campanaRequerida, maxLength: 'Campaña supera 200 caracteres' },
  fecha: {
    required: MSG_INFORME.fechaRequerida,
    format: 'Fecha no válida (AAAA-MM-DD)',
    maxLength: 'Fecha no válida (AAAA-MM-DD)',
    type: MSG_INFORME.fechaRequerida,
  },
  fecha_recepcion: { format: 'Fecha de recepción no válida (AAAA-MM-DD)', maxLength: 'Fecha de recepción no válida (AAAA-MM-DD)' },
  informe_incidencias: { maxLength: 'Incidencias supera 5000 caracteres' },
  descripcion: { maxLength: 'Descripción supera 1000 caracteres' },
  ubicacion_lugar: { maxLength: 'Ubicación supera 300 caracteres' },
};

export const CAMBIO_ESTADO_FIELD_MESSAGES: FieldMessages = {
  estado: { required: 'El estado es requerido', enum: `El estado debe ser uno de: ${ESTADOS_INFORME.join(', ')}` },
  comentario: { maxLength: `El comentario supera ${COMENTARIO_ESTADO_MAX} caracteres` },
};

/* The shapes the module answers and reads, from the schemas above (its repository returns these). */
export type InformeResumen = Static<typeof InformeResumenSchema>;
export type InformeDetalle = Static<typeof InformeDetalleSchema>;
/** One report as its row reads: the detail without its status history. */
export type InformeRecord = Omit<InformeDetalle, 'historial'>;
export type CambioEstadoInforme = Static<typeof CambioEstadoInformeSchema>;
export type InformesOpciones = Static<typeof InformesOpcionesSchema>;
export type InformeInput = Static<typeof InformeCreateSchema>;
export type InformeUpdate = Static<typeof InformeUpdateSchema>;
export type CambioEstadoInput = Static<typeof CambioEstadoSchema>;
export type ProblemaInformeInput = Static<typeof ProblemaInformeSchema>;
