import type { ApiSchema } from 'shared/contracts';

type Linea = ApiSchema<'CampanaLinea'>;

/** What a line requires, as typed: provider and service ids as text, days as text ('' = none for the optional ones). */
export interface ReglasFormValues {
  proveedor_id: string;
  servicio_id: string;
  instalacion_dias: string;
  verificacion_cada_dias: string;
  retiro_dias: string;
}

export type ReglasField = keyof ReglasFormValues;
export type ReglasFormErrors = Partial<Record<ReglasField | 'sitios', string>>;

/** The API's messages, word for word (CAMPANA_FIELD_MESSAGES and MSG_CAMPANA, api/src/modules/campanas/schemas.ts). */
export const LINEA_MESSAGES = {
  proveedor: 'El proveedor es obligatorio',
  servicio: 'El servicio es obligatorio',
  instalacion: 'Indica los días para la instalación',
  instalacionRango: 'Días de instalación entre 0 y 90',
  verificacionRango: 'Verificación cada 1 a 365 días',
  retiroRango: 'Días de retiro entre 0 y 90',
  sinSitios: 'Elige al menos un sitio (de la lista, del mapa o por código)',
  demasiados: 'Como máximo 2000 sitios a la vez',
} as const;

/** At most this many sites (ids or codes) in one POST /campanas/:id/lineas. */
const MAX_SITIOS = 2000;

/** Installation within 3 days of the start unless the administrator says otherwise. */
const emptyReglasForm = (): ReglasFormValues => ({
  proveedor_id: '',
  servicio_id: '',
  instalacion_dias: '3',
  verificacion_cada_dias: '',
  retiro_dias: '',
});

export const lineaToReglasForm = (l: Linea): ReglasFormValues => ({
  proveedor_id: String(l.proveedor_id),
  servicio_id: String(l.servicio_id),
  instalacion_dias: String(l.instalacion_dias),
  verificacion_cada_dias: l.verificacion_cada_dias === null ? '' : String(l.verificacion_cada_dias),
  retiro_dias: l.retiro_dias === null ? '' : String(l.retiro_dias),
});

/**
 * Site codes as pasted from a spreadsheet or a message: one per line, or separated by commas, semicolons or tabs;
 * blanks dropped, each code once (folding case, as the API matches them).
 */
export function parseCodigos(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\n\r,;\t]+/)) {
    const code = raw.trim();
    if (!code || seen.has(code.toLowerCase())) continue;
    seen.add(code.toLowerCase());
    out.push(code);
  }
  return out;
}

/** A whole number of days typed ('' → null); NaN when it is not one. */
export function diasOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  return /^\d{1,4}$/.test(t) ? Number(t) : NaN;
}

const inRange = (n: number | null, min: number, max: number) => n !== null && !Number.isNaN(n) && n >= min && n <= max;

/** The API's rules for a line's provider, service and checks. */
export function validateReglas(v: ReglasFormValues): ReglasFormErrors {
  const errors: ReglasFormErrors = {};
  if (!/^[1-9]\d*$/.test(v.proveedor_id)) errors.proveedor_id = LINEA_MESSAGES.proveedor;
  if (!/^[1-9]\d*$/.test(v.servicio_id)) errors.servicio_id = LINEA_MESSAGES.servicio;
  const instalacion = diasOf(v.instalacion_dias);
  if (instalacion === null) errors.instalacion_dias = LINEA_MESSAGES.instalacion;
  else if (!inRange(instalacion, 0, 90)) errors.instalacion_dias = LINEA_MESSAGES.instalacionRango;
  const verificacion = diasOf(v.verificacion_cada_dias);
  if (verificacion !== null && !inRange(verificacion, 1, 365)) errors.verificacion_cada_dias = LINEA_MESSAGES.verificacionRango;
  const retiro = diasOf(v.retiro_dias);
  if (retiro !== null && !inRange(retiro, 0, 90)) errors.retiro_dias = LINEA_MESSAGES.retiroRango;
  return errors;
}

/** PATCH /campanas/:id/lineas/:lineaId body (and the rules of POST …/lineas): an empty optional field is none (null). */
export function formToReglas(v: ReglasFormValues): Required<ApiSchema<'CampanaLineaPatch'>> {
  return {
    proveedor_id: Number(v.proveedor_id),
    servicio_id: Number(v.servicio_id),
    instalacion_dias: Number(v.instalacion_dias.trim()),
    verificacion_cada_dias: diasOf(v.verificacion_cada_dias),
    retiro_dias: diasOf(v.retiro_dias),
  };
}

/** The sites chosen (from the list or the map) and the codes pasted, checked before sending. */
function validateSitios(sitioIds: readonly number[], codigos: readonly string[]): string | null {
  if (sitioIds.length + codigos.length === 0) return LINEA_MESSAGES.sinSitios;
  return sitioIds.length > MAX_SITIOS || codigos.length > MAX_SITIOS ? LINEA_MESSAGES.demasiados : null;
}

/** POST /campanas/:id/lineas body: the chosen sites by id, the pasted ones by code, all with the same rules. */
export function toLineasInput(v: AgregarLineasValues): ApiSchema<'CampanaLineasInput'> {
  const sitioIds = v.sitios.map((s) => s.id);
  const codigos = parseCodigos(v.codigos);
  return {
    ...(sitioIds.length > 0 ? { sitio_ids: [...sitioIds] } : {}),
    ...(codigos.length > 0 ? { codigos: [...codigos] } : {}),
    ...formToReglas(v),
  };
}

/** The form's field a server error names (`campo`): the sites' ids and codes are the "Sitios" part. */
export function fieldOfLineaError(field: string | undefined): ReglasField | 'sitios' | undefined {
  if (field === 'sitio_ids' || field === 'codigos') return 'sitios';
  const fields: readonly string[] = Object.keys(emptyReglasForm());
  return field && fields.includes(field) ? (field as ReglasField) : undefined;
}

const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/** A line's rules in words: "Instalación hasta 3 días tras el inicio · verificación cada 7 días · retiro hasta 5 días tras el fin". */
export function reglasText(l: Pick<Linea, 'instalacion_dias' | 'verificacion_cada_dias' | 'retiro_dias'>): string {
  const parts = [l.instalacion_dias === 0 ? 'Instalación el día del inicio' : `Instalación hasta ${dias(l.instalacion_dias)} tras el inicio`];
  if (l.verificacion_cada_dias !== null) parts.push(`verificación cada ${dias(l.verificacion_cada_dias)}`);
  if (l.retiro_dias !== null) parts.push(l.retiro_dias === 0 ? 'retiro al día siguiente del fin' : `retiro hasta ${dias(l.retiro_dias)} tras el fin`);
  return parts.join(' · ');
}

/** A site chosen from the list or the map, named as the dialog lists it. */
export interface SitioElegido {
  id: number;
  codigo: string;
  nombre: string;
}

/** "Agregar sitios": the sites chosen, the codes pasted, and the rules they all get. */
export interface AgregarLineasValues extends ReglasFormValues {
  sitios: SitioElegido[];
  codigos: string;
}

export const emptyAgregarLineas = (): AgregarLineasValues => ({ ...emptyReglasForm(), sitios: [], codigos: '' });

/** The rules, and at least one site (chosen or pasted). */
export function validateAgregarLineas(v: AgregarLineasValues): Partial<Record<keyof AgregarLineasValues, string>> {
  const errors: Partial<Record<keyof AgregarLineasValues, string>> = { ...validateReglas(v) };
  const sitios = validateSitios(
    v.sitios.map((s) => s.id),
    parseCodigos(v.codigos),
  );
  if (sitios) errors.sitios = sitios;
  return errors;
}

/** A site chosen once more (a click on the map, a box ticked) is unchosen. */
export function toggleSitio(list: readonly SitioElegido[], sitio: SitioElegido): SitioElegido[] {
  return list.some((s) => s.id === sitio.id) ? list.filter((s) => s.id !== sitio.id) : [...list, sitio];
}
