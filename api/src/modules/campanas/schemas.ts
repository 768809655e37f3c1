import { Type, type Static } from '@sinclair/typebox';
import { ESTADOS_CAMPANA, ESTADOS_CONTROL, TIPOS_CONTROL, TIPOS_SITIO } from 'shared/contracts';
import { IdValue, IntegerEnum, OptionalText, StringEnum, type FieldMessages } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { SearchQuery } from '../../platform/schemas/catalog';
import { Nullable, PagedSchema, PageQuery } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

const Fecha = Type.String({ format: 'date', maxLength: 10 });

/** Compliance of some checks (docs/decisions/cumplimiento.md): how many in each state, those due, the percentage. */
const CumplimientoSchema = named(
  'Cumplimiento',
  Type.Object({
    pendiente: Type.Integer(),
    cumplido: Type.Integer(),
    en_revision: Type.Integer(),
    atrasado: Type.Integer(),
    no_aplica: Type.Integer(),
    /** Fulfilled, in review or late: the checks due so far. */
    debidos: Type.Integer(),
    /** Fulfilled of those due, 0–100 with one decimal; null while nothing is due. */
    porcentaje: Nullable(Type.Number()),
  }),
);

const CampanaSchema = named(
  'Campana',
  Type.Object({
    id: Type.Integer(),
    cliente_id: Type.Integer(),
    cliente: Type.String(),
    nombre: Type.String(),
    descripcion: Nullable(Type.String()),
    fecha_inicio: Fecha,
    fecha_fin: Fecha,
    /** planificada / activa / finalizada from the dates in Bogotá's calendar; cancelada by an administrator. */
    estado: StringEnum(ESTADOS_CAMPANA),
    cancelada_at: Nullable(Type.String()),
    motivo_cancelacion: Nullable(Type.String()),
    /** Its sites (lines) and the reports that prove it, among those the user may see. */
    sitios: Type.Integer(),
    informes: Type.Integer(),
    /** Over its checks in reach (a provider's: its lines'). */
    cumplimiento: CumplimientoSchema,
    /** The client's acceptance once every check was fulfilled; null until then, and again when a check stops being. */
    aceptacion: Nullable(Type.Object({ usuario: Type.String(), nombre: Type.String(), fecha: Type.String({ description: 'Instante ISO' }) })),
    creado_at: Type.String(),
  }),
);
export const CampanasPageSchema = named('CampanasPage', PagedSchema(CampanaSchema));

const ControlSchema = named(
  'CampanaControl',
  Type.Object({
    id: Type.Integer(),
    tipo: StringEnum(TIPOS_CONTROL),
    numero: Type.Integer(),
    /** Its window, inclusive dates in Bogotá's calendar. */
    desde: Fecha,
    hasta: Fecha,
    /** pendiente, cumplido, en_revision, atrasado or no_aplica, today in Bogotá. */
    estado: StringEnum(ESTADOS_CONTROL),
    /** The day of its first valid report. */
    cumplido_en: Nullable(Fecha),
  }),
);
export type Control = Static<typeof ControlSchema>;

/** Where a line's site stands and whose the line is: on a line and on each check listed alone (scope.ts LINEA_SITIO_COLUMNS). */
const lineaSitioFields = {
  sitio_id: Type.Integer(),
  sitio_codigo: Type.String(),
  sitio_nombre: Type.String(),
  latitud: Type.Number(),
  longitud: Type.Number(),
  radio_m: Type.Integer(),
  provincia_id: Type.Integer(),
  provincia: Type.String(),
  localidad_id: Type.Integer(),
  localidad: Type.String(),
  proveedor_id: Type.Integer(),
  proveedor: Type.String(),
  servicio_id: Type.Integer(),
};

const LineaSchema = named(
  'CampanaLinea',
  Type.Object({
    id: Type.Integer(),
    ...lineaSitioFields,
    sitio_tipo: StringEnum(TIPOS_SITIO),
    servicio: Type.String(),
    instalacion_dias: Type.Integer(),
    verificacion_cada_dias: Nullable(Type.Integer()),
    retiro_dias: Nullable(Type.Integer()),
    cancelada: Type.Boolean(),
    /** Reports of this line (its campaign and site). */
    informes: Type.Integer(),
    controles: Type.Array(ControlSchema),
    cumplimiento: CumplimientoSchema,
  }),
);
export type Linea = Static<typeof LineaSchema>;

export const CampanaDetalleSchema = named(
  'CampanaDetalle',
  Type.Intersect([
    CampanaSchema,
    Type.Object({
      lineas: Type.Array(LineaSchema),
      /** The campaign's compliance per provider responsible for lines (a provider sees only its own). */
      por_proveedor: Type.Array(Type.Intersect([Type.Object({ proveedor_id: Type.Integer(), proveedor: Type.String() }), CumplimientoSchema])),
    }),
  ]),
);
export type CampanaDetalle = Static<typeof CampanaDetalleSchema>;

const filterProperties = {
  /** Over the campaign's and its client's names, folding case, accents and ñ. */
  search: SearchQuery,
  cliente_id: Type.Optional(IdValue),
  estado: Type.Optional(StringEnum(ESTADOS_CAMPANA)),
  /** Campaigns running at some point between these dates. */
  desde: Type.Optional(Fecha),
  hasta: Type.Optional(Fecha),
};
const CAMPANAS_SORT_FIELDS = ['fecha_inicio', 'nombre', 'cliente'] as const;
export const CampanasQuerySchema = Type.Object({
  ...filterProperties,
  page: Type.Optional(PageQuery),
  limit: Type.Optional(IntegerEnum([10, 20, 50, 100] as const, { default: 20 })),
  sortBy: Type.Optional(StringEnum(CAMPANAS_SORT_FIELDS, { default: 'fecha_inicio' })),
  sortOrder: Type.Optional(StringEnum(['asc', 'desc'] as const, { default: 'desc' })),
});
export type CampanasFilter = Omit<Static<typeof CampanasQuerySchema>, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

const campanaFields = {
  cliente_id: IdValue,
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  descripcion: OptionalText(1000, MULTILINE),
  fecha_inicio: Fecha,
  fecha_fin: Fecha,
};
export const CampanaCreateSchema = named('CampanaInput', Type.Object(campanaFields));
const { cliente_id: _cliente, ...patchable } = campanaFields;
/** A campaign's client never changes (its reports are the client's). */
export const CampanaPatchSchema = named('CampanaPatch', Type.Partial(Type.Object(patchable)));
export type CampanaInput = Static<typeof CampanaCreateSchema>;
export type CampanaPatch = Static<typeof CampanaPatchSchema>;

export const CancelacionSchema = named('CancelacionInput', Type.Object({ motivo: Type.String({ minLength: 1, maxLength: 500, ...MULTILINE }) }));

const reglas = {
  proveedor_id: IdValue,
  servicio_id: IdValue,
  /** Installation by start + this many days. */
  instalacion_dias: Type.Integer({ minimum: 0, maximum: 90 }),
  /** A verification every this many days while active; none when null. */
  verificacion_cada_dias: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 365 }), Type.Null()])),
  /** Removal by end + this many days; none when null. */
  retiro_dias: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 90 }), Type.Null()])),
};
/** Lines to add: sites by id (from the list or the map) or by code (pasted), all with the same provider, service and checks. */
export const LineasCreateSchema = named(
  'CampanaLineasInput',
  Type.Object({
    sitio_ids: Type.Optional(Type.Array(IdValue, { maxItems: 2000 })),
    codigos: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 2000 })),
    ...reglas,
  }),
);
export type LineasCreate = Static<typeof LineasCreateSchema>;
export const LineaPatchSchema = named('CampanaLineaPatch', Type.Partial(Type.Object(reglas)));
export type LineaPatch = Static<typeof LineaPatchSchema>;

export const LineasAgregadasSchema = named(
  'CampanaLineasAgregadas',
  Type.Object({
    agregadas: Type.Integer(),
    /** Codes or ids not added, and why (Spanish). */
    rechazadas: Type.Array(Type.Object({ sitio: Type.String(), motivo: Type.String() })),
    campana: CampanaDetalleSchema,
  }),
);

/** A check of a campaign line, with where and whose it is: "Por reportar", late checks, the compliance export. */
const ControlCampanaSchema = named(
  'ControlCampana',
  Type.Intersect([
    ControlSchema,
    Type.Object({
      campana_id: Type.Integer(),
      campana: Type.String(),
      cliente_id: Type.Integer(),
      cliente: Type.String(),
      linea_id: Type.Integer(),
      ...lineaSitioFields,
      /** The newest report that answers it, if any. */
      informe_id: Nullable(Type.Integer()),
    }),
  ]),
);
export type ControlCampana = Static<typeof ControlCampanaSchema>;
export const ControlesPageSchema = named('ControlesCampanaPage', PagedSchema(ControlCampanaSchema));

const controlesFilter = {
  campana_id: Type.Optional(IdValue),
  proveedor_id: Type.Optional(IdValue),
  /** One or more states (repeat the parameter). */
  estado: Type.Optional(Type.Array(StringEnum(ESTADOS_CONTROL), { maxItems: ESTADOS_CONTROL.length })),
  /** What a provider has to report: pending checks whose window opens within 7 days, and those late by 30 days at most. */
  por_reportar: Type.Optional(Type.Boolean()),
};
export const ControlesExportQuerySchema = Type.Object(controlesFilter);
export const ControlesQuerySchema = Type.Object({
  ...controlesFilter,
  page: Type.Optional(PageQuery),
  limit: Type.Optional(IntegerEnum([10, 20, 50, 100, 500] as const, { default: 50 })),
});
export type ControlesFilter = Static<typeof ControlesExportQuerySchema>;

export const LineaParams = Type.Object({ id: IdValue, lineaId: IdValue });

/** What /nuevo-informe offers: a client's campaigns that may be reported now, with the chosen provider's sites. */
export const CampanaParaInformeSchema = named(
  'CampanaParaInforme',
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    cliente_id: Type.Integer(),
    fecha_inicio: Fecha,
    fecha_fin: Fecha,
    estado: StringEnum(ESTADOS_CAMPANA),
    sitios: Type.Array(
      Type.Object({
        linea_id: Type.Integer(),
        sitio_id: Type.Integer(),
        codigo: Type.String(),
        nombre: Type.String(),
        latitud: Type.Number(),
        longitud: Type.Number(),
        radio_m: Type.Integer(),
        provincia_id: Type.Integer(),
        localidad_id: Type.Integer(),
        proveedor_id: Type.Integer(),
        servicio_id: Type.Integer(),
        controles: Type.Array(ControlSchema),
      }),
    ),
  }),
);
export type CampanaParaInforme = Static<typeof CampanaParaInformeSchema>;
export const ParaInformeQuerySchema = Type.Object({ cliente_id: Type.Optional(IdValue), proveedor_id: Type.Optional(IdValue) });

export const MSG_CAMPANA = {
  noEncontrada: 'Campaña no encontrada',
  lineaNoEncontrada: 'Línea no encontrada',
  fechas: 'La fecha de fin no puede ser anterior a la de inicio',
  cancelada: 'La campaña está cancelada',
  yaCancelada: 'La campaña ya estaba cancelada',
  lineaCancelada: 'La línea ya estaba cancelada',
  yaAceptada: 'La campaña ya estaba aceptada',
  noCumplida: (faltan: number) =>
    `Solo se puede aceptar una campaña con todos sus controles cumplidos: ${faltan === 1 ? 'falta uno' : `faltan ${faltan}`}. Puede reportar un problema en un sitio.`,
  sinControles: 'La campaña no tiene controles cumplidos que aceptar',
  conInformes: (n: number) =>
    `No se puede eliminar: ${n === 1 ? 'un informe la prueba' : `${n} informes la prueban`}. Puedes cancelarla en su lugar.`,
  lineaConInformes: (n: number) =>
    `No se puede quitar la línea: ${n === 1 ? 'un informe la prueba' : `${n} informes la prueban`}. Puedes cancelarla.`,
  sinSitios: 'Elige al menos un sitio (de la lista, del mapa o por código)',
  sitioDesconocido: 'No existe un sitio con ese código',
  sitioYaEnCampana: 'El sitio ya está en la campaña',
  sitioInactivo: 'El sitio está inactivo',
  proveedorInexistente: 'El proveedor no existe',
  servicioInexistente: 'El servicio no existe',
  clienteInexistente: 'El cliente no existe',
} as const;

export const CAMPANA_FIELD_MESSAGES: FieldMessages = {
  cliente_id: { required: 'El cliente es obligatorio', type: 'El cliente es obligatorio' },
  nombre: { required: 'El nombre es obligatorio', minLength: 'El nombre es obligatorio', maxLength: 'Nombre supera 200 caracteres' },
  descripcion: { maxLength: 'Descripción supera 1000 caracteres' },
  fecha_inicio: { required: 'La fecha de inicio es obligatoria', format: 'Fecha de inicio no válida (AAAA-MM-DD)' },
  fecha_fin: { required: 'La fecha de fin es obligatoria', format: 'Fecha de fin no válida (AAAA-MM-DD)' },
  motivo: {
    required: 'Indica el motivo de la cancelación',
    minLength: 'Indica el motivo de la cancelación',
    maxLength: 'Motivo supera 500 caracteres',
  },
  proveedor_id: { required: 'El proveedor es obligatorio', type: 'El proveedor es obligatorio' },
  servicio_id: { required: 'El servicio es obligatorio', type: 'El servicio es obligatorio' },
  instalacion_dias: {
    required: 'Indica los días para la instalación',
    minimum: 'Días de instalación entre 0 y 90',
    maximum: 'Días de instalación entre 0 y 90',
  },
  verificacion_cada_dias: { minimum: 'Verificación cada 1 a 365 días', maximum: 'Verificación cada 1 a 365 días' },
  retiro_dias: { minimum: 'Días de retiro entre 0 y 90', maximum: 'Días de retiro entre 0 y 90' },
};
