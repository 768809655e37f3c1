import { isApiError } from 'shared/api';
import type { InformeDetalle, InformeInput, InformesOpciones } from 'shared/contracts';
import { formatCOP } from 'shared/format';
import type { SelectOption } from 'shared/ui';

/** What the report form edits (ids as the selects hold them: '' = none chosen). */
export interface InformeFormValues {
  servicio_id: string;
  cliente_id: string;
  proveedor_id: string;
  provincia_id: string;
  localidad_id: string;
  campana: string;
  fecha: string;
  fecha_recepcion: string;
  informe_incidencias: string;
  descripcion: string;
  ubicacion_lugar: string;
  /**
   * The campaign, site and check the report proves (docs/decisions/sitios-campanas.md, "The report form"): ids as
   * text, '' = none. The free-text `campana` stays the spec's field; `campana_id` is set when a suggestion is picked
   * (or the text is one of the client's campaigns) and dropped when the text stops being its name.
   */
  campana_id: string;
  sitio_id: string;
  control_id: string;
}

export type InformeField = keyof InformeFormValues;
export type InformeFormErrors = Partial<Record<InformeField, string>>;

/** Spec §5 "New report" texts word for word, and the API's texts for the rules the spec leaves open. */
const INFORME_MESSAGES = {
  servicio: 'Servicio es requerido',
  cliente: 'Cliente es requerido',
  proveedor: 'Proveedor es requerido',
  provincia: 'Provincia es requerida',
  localidad: 'Localidad es requerida',
  campana: 'Campaña es requerida',
  fecha: 'Fecha es requerida',
  campanaLarga: 'Campaña supera 200 caracteres',
  fechaFutura: 'La fecha no puede ser posterior a hoy',
  recepcionFutura: 'La fecha de recepción no puede ser posterior a hoy',
  recepcionAnterior: 'La fecha de recepción no puede ser anterior a la fecha del informe',
  incidenciasLargas: 'Incidencias supera 5000 caracteres',
  descripcionLarga: 'Descripción supera 1000 caracteres',
  ubicacionLarga: 'Ubicación supera 300 caracteres',
  servicioInactivo: 'El servicio seleccionado no está activo',
  localidadFuera: 'La localidad no pertenece a la provincia seleccionada',
  sinAsignacion: 'El proveedor no está asignado a ese cliente',
} as const;

/** Placeholder of the locality select until a province is chosen (docs/product-spec.md §2). */
export const LOCALIDAD_SIN_PROVINCIA = 'Primero seleccione una provincia';

export const EMPTY_INFORME_FORM: InformeFormValues = {
  servicio_id: '',
  cliente_id: '',
  proveedor_id: '',
  provincia_id: '',
  localidad_id: '',
  campana: '',
  fecha: '',
  fecha_recepcion: '',
  informe_incidencias: '',
  descripcion: '',
  ubicacion_lugar: '',
  campana_id: '',
  sitio_id: '',
  control_id: '',
};

/** A report waiting in the outbox, back on the form to correct it. */
export function inputToForm(i: InformeInput): InformeFormValues {
  return {
    servicio_id: String(i.servicio_id),
    cliente_id: String(i.cliente_id),
    proveedor_id: String(i.proveedor_id),
    provincia_id: String(i.provincia_id),
    localidad_id: String(i.localidad_id),
    campana: i.campana,
    fecha: i.fecha,
    fecha_recepcion: i.fecha_recepcion ?? '',
    informe_incidencias: i.informe_incidencias ?? '',
    descripcion: i.descripcion ?? '',
    ubicacion_lugar: i.ubicacion_lugar ?? '',
    campana_id: idText(i.campana_id),
    sitio_id: idText(i.sitio_id),
    control_id: idText(i.control_id),
  };
}

const idText = (id: number | null | undefined) => (id == null ? '' : String(id));
const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** The link fields of the API body. */
const LINK_FIELDS = ['campana_id', 'sitio_id', 'control_id'] as const;

export function informeToForm(i: InformeDetalle): InformeFormValues {
  return inputToForm(i);
}

/** Length in characters as PostgreSQL counts them (code points, not UTF-16 units). */
const chars = (text: string) => [...text].length;

/**
 * Client-side validation with every error at once (the spec shows one message per error); `today` is the
 * Bogotá day ('YYYY-MM-DD'). An empty object means valid. The API checks the same and more.
 */
export function validateInformeForm(v: InformeFormValues, today: string): InformeFormErrors {
  const e: InformeFormErrors = {};
  if (!v.servicio_id) e.servicio_id = INFORME_MESSAGES.servicio;
  if (!v.cliente_id) e.cliente_id = INFORME_MESSAGES.cliente;
  if (!v.proveedor_id) e.proveedor_id = INFORME_MESSAGES.proveedor;
  if (!v.provincia_id) e.provincia_id = INFORME_MESSAGES.provincia;
  if (!v.localidad_id) e.localidad_id = INFORME_MESSAGES.localidad;
  const campana = v.campana.trim();
  if (!campana) e.campana = INFORME_MESSAGES.campana;
  else if (chars(campana) > 200) e.campana = INFORME_MESSAGES.campanaLarga;
  if (!v.fecha) e.fecha = INFORME_MESSAGES.fecha;
  else if (v.fecha > today) e.fecha = INFORME_MESSAGES.fechaFutura;
  if (v.fecha_recepcion) {
    if (v.fecha_recepcion > today) e.fecha_recepcion = INFORME_MESSAGES.recepcionFutura;
    else if (v.fecha && v.fecha_recepcion < v.fecha) e.fecha_recepcion = INFORME_MESSAGES.recepcionAnterior;
  }
  if (chars(v.informe_incidencias.trim()) > 5000) e.informe_incidencias = INFORME_MESSAGES.incidenciasLargas;
  if (chars(v.descripcion.trim()) > 1000) e.descripcion = INFORME_MESSAGES.descripcionLarga;
  if (chars(v.ubicacion_lugar.trim()) > 300) e.ubicacion_lugar = INFORME_MESSAGES.ubicacionLarga;
  return e;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A valid form → the API body (docs/product-spec.md §3: numbers, trimmed campaña, dates, texts or null). */
export function formToInformeInput(v: InformeFormValues): InformeInput {
  return {
    servicio_id: Number(v.servicio_id),
    cliente_id: Number(v.cliente_id),
    proveedor_id: Number(v.proveedor_id),
    provincia_id: Number(v.provincia_id),
    localidad_id: Number(v.localidad_id),
    campana: v.campana.trim(),
    fecha: v.fecha,
    fecha_recepcion: v.fecha_recepcion || null,
    informe_incidencias: textOrNull(v.informe_incidencias),
    descripcion: textOrNull(v.descripcion),
    ubicacion_lugar: textOrNull(v.ubicacion_lugar),
    // Only when chosen: a report of free text sends what it always sent (the server still attaches a typed name).
    ...Object.fromEntries(LINK_FIELDS.filter((k) => v[k] !== '').map((k) => [k, Number(v[k])])),
  };
}

/**
 * The PATCH body of an edit: only what changed. A description or place left as it was is not sent, so the
 * server keeps a text it derived in step with a new service or locality; one emptied is sent as null (derive again).
 */
export function changedInput(initial: InformeFormValues, values: InformeFormValues): Partial<InformeInput> {
  const before = formToInformeInput(initial);
  const after = formToInformeInput(values);
  const changes: Partial<InformeInput> = {};
  for (const key of Object.keys(after) as (keyof InformeInput)[]) {
    if (after[key] !== before[key]) (changes as Record<string, unknown>)[key] = after[key];
  }
  // A link removed is sent as null (left out, the server would keep the stored one).
  for (const key of LINK_FIELDS) if (initial[key] !== values[key]) changes[key] = idOrNull(values[key]);
  return changes;
}

const FIELD_BY_MESSAGE: Record<string, InformeField> = {
  [INFORME_MESSAGES.servicio]: 'servicio_id',
  [INFORME_MESSAGES.servicioInactivo]: 'servicio_id',
  [INFORME_MESSAGES.cliente]: 'cliente_id',
  [INFORME_MESSAGES.sinAsignacion]: 'cliente_id',
  [INFORME_MESSAGES.proveedor]: 'proveedor_id',
  [INFORME_MESSAGES.provincia]: 'provincia_id',
  [INFORME_MESSAGES.localidad]: 'localidad_id',
  [INFORME_MESSAGES.localidadFuera]: 'localidad_id',
  [INFORME_MESSAGES.campana]: 'campana',
  [INFORME_MESSAGES.campanaLarga]: 'campana',
  [INFORME_MESSAGES.fecha]: 'fecha',
  [INFORME_MESSAGES.fechaFutura]: 'fecha',
  [INFORME_MESSAGES.recepcionFutura]: 'fecha_recepcion',
  [INFORME_MESSAGES.recepcionAnterior]: 'fecha_recepcion',
};

/**
 * The report's link refused (api/src/modules/campanas/informe-link.ts): the field each code is about, and its text in
 * Spanish when the server sends none.
 */
const LINK_ERRORS: Record<string, { field: InformeField; message: string }> = {
  campana_inexistente: { field: 'campana', message: 'La campaña no existe o no es de ese cliente' },
  campana_cancelada: { field: 'campana', message: 'La campaña está cancelada: no se le pueden agregar informes' },
  sitio_fuera_de_campana: { field: 'sitio_id', message: 'El sitio no está en esa campaña (o su línea fue cancelada)' },
  sitio_de_otro_proveedor: { field: 'sitio_id', message: 'Ese sitio de la campaña está a cargo de otro proveedor' },
  control_fuera_de_linea: { field: 'control_id', message: 'El control no es de ese sitio en esa campaña' },
};

/** The field the server named (`campo`) → the form's: the campaign's id is shown under Campaña. */
const FIELD_BY_CAMPO: Record<string, InformeField> = { campana_id: 'campana', sitio_id: 'sitio_id', control_id: 'control_id' };

/** The error code of a failed save: an ApiError's, or an outbox entry's `{ code, message }`. */
function codeOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A server message → the field it is about (shown under it), if it is one of ours; with the error, a refused link
 * lands under Campaña, Sitio or Control by its code (or the field the server named).
 */
export function informeFieldOf(message: string, error?: unknown): InformeField | undefined {
  const code = codeOf(error);
  if (code && LINK_ERRORS[code]) return LINK_ERRORS[code].field;
  const campo = isApiError(error) ? error.field : undefined;
  if (campo && FIELD_BY_CAMPO[campo]) return FIELD_BY_CAMPO[campo];
  return FIELD_BY_MESSAGE[message];
}

/** The Spanish text of a refused link (the server's, else ours); null for any other error. */
export function linkErrorText(error: { code: string; message: string } | null | undefined): string | null {
  if (!error || !LINK_ERRORS[error.code]) return null;
  return error.message || LINK_ERRORS[error.code].message;
}

/**
 * The selects' options from GET /informes/opciones, already limited to the user's scope (a provider user gets its
 * provider and the clients assigned to it; a client user its client and the providers assigned to it): active
 * services with their price in COP (plus the report's current one if it was deactivated), clients, providers and
 * provinces.
 */
export function informeFormOptions(opciones: InformesOpciones | undefined, servicioActual: string) {
  const toOption = (o: { id: number; nombre: string }): SelectOption => ({ value: String(o.id), label: o.nombre });
  return {
    servicios: (opciones?.servicios ?? [])
      .filter((s) => s.activo || String(s.id) === servicioActual)
      .map((s) => ({ value: String(s.id), label: `${s.nombre} — ${formatCOP(s.precio)}${s.activo ? '' : ' (inactivo)'}` })),
    clientes: (opciones?.clientes ?? []).map(toOption),
    proveedores: (opciones?.proveedores ?? []).map(toOption),
    provincias: (opciones?.provincias ?? []).map(toOption),
  };
}
