import { distanciaMetros, formatoDistancia, nombreControl, type ApiSchema, type TipoControl } from 'shared/contracts';
import { formatDate } from 'shared/format';

/** GET /campanas/para-informe: a client's open campaigns with the chosen provider's sites and their checks. */
export type CampanaParaInforme = ApiSchema<'CampanaParaInforme'>;
export type SitioParaInforme = CampanaParaInforme['sitios'][number];
export type ControlParaInforme = SitioParaInforme['controles'][number];

/** Where the phone is (a photo's GPS, or the browser's position). */
export interface Posicion {
  lat: number;
  lng: number;
}

/** Folds case, accents and ñ, as the server compares campaign names (`texto_plegado`). */
export function plegar(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The campaigns whose name holds the typed text (all of them for an empty text), those that start with it first. */
export function sugerirCampanas(campanas: readonly CampanaParaInforme[], texto: string, max = 8): CampanaParaInforme[] {
  const t = plegar(texto);
  if (!t) return campanas.slice(0, max);
  const starts: CampanaParaInforme[] = [];
  const holds: CampanaParaInforme[] = [];
  for (const c of campanas) {
    const n = plegar(c.nombre);
    if (n.startsWith(t)) starts.push(c);
    else if (n.includes(t)) holds.push(c);
  }
  return [...starts, ...holds].slice(0, max);
}

/** The campaign whose name is the typed text (as the server attaches a typed name), if any. */
export function campanaDeNombre(campanas: readonly CampanaParaInforme[], texto: string): CampanaParaInforme | undefined {
  const t = plegar(texto);
  return t ? campanas.find((c) => plegar(c.nombre) === t) : undefined;
}

export interface SitioCercano {
  sitio: SitioParaInforme;
  /** Metres from the phone; null when its position is unknown. */
  metros: number | null;
}

/** The sites nearest first when the position is known (ties and unknown position: by code, as the API lists them). */
export function sitiosPorCercania(sitios: readonly SitioParaInforme[], posicion: Posicion | null): SitioCercano[] {
  const list = sitios.map((sitio) => ({
    sitio,
    metros: posicion ? distanciaMetros(posicion.lat, posicion.lng, sitio.latitud, sitio.longitud) : null,
  }));
  if (!posicion) return list;
  return list.sort((a, b) => a.metros! - b.metros! || a.sitio.codigo.localeCompare(b.sitio.codigo));
}

/** "VAL-001 — Valla Calle 26 · a 120 m". */
export function etiquetaSitio({ sitio, metros }: SitioCercano): string {
  const base = `${sitio.codigo} — ${sitio.nombre}`;
  return metros === null ? base : `${base} · a ${formatoDistancia(metros)}`;
}

/** The check whose window holds the report's date ('YYYY-MM-DD'), the earliest first; null when none does. */
export function controlPorDefecto(controles: readonly ControlParaInforme[], fecha: string): ControlParaInforme | null {
  if (!fecha) return null;
  const enVentana = controles.filter((c) => c.desde <= fecha && fecha <= c.hasta);
  return enVentana.sort((a, b) => a.desde.localeCompare(b.desde))[0] ?? null;
}

/** "Verificación 2 (del 10/03/2026 al 16/03/2026)". */
export function etiquetaControl(c: ControlParaInforme): string {
  return `${nombreControl(c)} (del ${formatDate(c.desde)} al ${formatDate(c.hasta)})`;
}

/** "VAL-001 — Valla Calle 26", or null without a site (a report's row or page). */
export function sitioDeInforme(i: { sitio_codigo: string | null; sitio_nombre: string | null }): string | null {
  if (!i.sitio_codigo) return null;
  return i.sitio_nombre ? `${i.sitio_codigo} — ${i.sitio_nombre}` : i.sitio_codigo;
}

/** "Instalación", "Verificación 3", or null without a check. */
export function controlDeInforme(i: { control_tipo: TipoControl | null; control_numero: number | null }): string | null {
  return i.control_tipo ? nombreControl({ tipo: i.control_tipo, numero: i.control_numero ?? 1 }) : null;
}
