import { distanciaMetros, SITIO_RADIO, TIPO_SITIO_LABELS, TIPOS_SITIO, type TipoSitio } from 'shared/contracts';
import { csvLine, csvNumber, csvText } from '../../platform/lib/csv';
import { readDecimal, type CsvFile } from '../../platform/lib/csv-read';
import type { SitioValues } from './repository';
import type { SitioRow } from './schemas';

/**
 * A spreadsheet of sites (docs/decisions/sitios-campanas.md, "Import"): what each row would do — create a site, update
 * the one with its code, or be refused and why, in Spanish with its row number. Pure: the service reads the places,
 * providers and existing codes, and writes all rows or none.
 */

/** The columns, in the export's order; an import finds them by name, folding case and accents, in any order. */
const COLUMNAS = [
  'codigo',
  'nombre',
  'tipo',
  'direccion',
  'departamento',
  'municipio',
  'latitud',
  'longitud',
  'radio_m',
  'proveedor',
  'activo',
  'notas',
] as const;
type Columna = (typeof COLUMNAS)[number];
const OBLIGATORIAS: readonly Columna[] = ['codigo', 'nombre', 'tipo', 'departamento', 'municipio', 'latitud', 'longitud'];
const SINONIMOS: Record<string, Columna> = {
  codigo: 'codigo',
  nombre: 'nombre',
  tipo: 'tipo',
  direccion: 'direccion',
  departamento: 'departamento',
  provincia: 'departamento',
  municipio: 'municipio',
  localidad: 'municipio',
  ciudad: 'municipio',
  latitud: 'latitud',
  lat: 'latitud',
  longitud: 'longitud',
  lon: 'longitud',
  lng: 'longitud',
  radiom: 'radio_m',
  radio: 'radio_m',
  radiometros: 'radio_m',
  proveedor: 'proveedor',
  activo: 'activo',
  notas: 'notas',
  observaciones: 'notas',
};

/** Case, accents and ñ folded, as every search does (migration 012); punctuation and spaces collapsed. */
function plegar(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Lugar {
  localidad_id: number;
  localidad: string;
  codigo_dane: string;
  latitud: number | null;
  longitud: number | null;
  provincia_id: number;
  provincia: string;
  provincia_dane: string;
}

export interface ContextoImportacion {
  lugares: readonly Lugar[];
  proveedores: ReadonlyArray<{ id: number; nombre: string }>;
  /** Existing sites by code (lower case). */
  existentes: ReadonlyMap<string, SitioValues & { id: number }>;
  radioPorDefecto: number;
  /** How far (km) the coordinates may be from the municipality's DANE point. */
  distanciaMaxKm: number;
}

export interface FilaPlan {
  fila: number;
  codigo: string | null;
  accion: 'crear' | 'actualizar' | 'rechazar';
  motivos: string[];
  /** What it writes (not for a refused row); `id`: the site it updates. */
  values?: SitioValues;
  id?: number;
}

/** The whole file is refused, before its rows: a required column is missing, or no row. */
export class ArchivoInvalido extends Error {}

const TIPO_POR_TEXTO = new Map<string, TipoSitio>(TIPOS_SITIO.flatMap((t) => [[plegar(t), t] as const, [plegar(TIPO_SITIO_LABELS[t]), t] as const]));

function columnas(header: readonly string[]): Map<Columna, number> {
  const map = new Map<Columna, number>();
  header.forEach((h, i) => {
    const col = SINONIMOS[plegar(h).replace(/ /g, '')];
    if (col && !map.has(col)) map.set(col, i);
  });
  const faltan = OBLIGATORIAS.filter((c) => !map.has(c));
  if (faltan.length > 0) throw new ArchivoInvalido(`Faltan columnas en el archivo: ${faltan.join(', ')} (la primera fila debe nombrarlas)`);
  return map;
}

/** The departments and municipalities, found by DANE code or folded name ("Cali" finds "Santiago de Cali"). */
function buscadorDeLugares(lugares: readonly Lugar[]) {
  const departamentos = new Map<string, number>();
  for (const l of lugares) {
    departamentos.set(plegar(l.provincia), l.provincia_id);
    departamentos.set(plegar(l.provincia).replace(/ d c$/, ''), l.provincia_id);
    departamentos.set(l.provincia_dane, l.provincia_id);
    departamentos.set(String(Number(l.provincia_dane)), l.provincia_id);
  }
  return {
    departamento: (texto: string) => departamentos.get(plegar(texto)) ?? departamentos.get(texto.trim()),
    municipios(provinciaId: number, texto: string): Lugar[] {
      const t = plegar(texto);
      const del = lugares.filter((l) => l.provincia_id === provinciaId);
      const exactos = del.filter(
        (l) => l.codigo_dane === texto.trim() || plegar(l.localidad) === t || plegar(l.localidad).replace(/ d c$/, '') === t,
      );
      if (exactos.length > 0) return exactos;
      return del.filter((l) => plegar(l.localidad).endsWith(` de ${t}`) || plegar(l.localidad).startsWith(`${t} de `));
    },
  };
}

const SI = new Set(['si', 's', 'true', '1', 'x', 'activo']);
const NO = new Set(['no', 'n', 'false', '0', 'inactivo']);

/** The codes the file names (to read the existing sites they update). Throws ArchivoInvalido like the plan. */
export function codigosDelArchivo(file: CsvFile): string[] {
  const i = columnas(file.header).get('codigo')!;
  return file.records.map((r) => (r.cells[i] ?? '').trim()).filter(Boolean);
}

/** What each row of the file would do. Throws ArchivoInvalido when the file itself is unusable. */
export function planificarImportacion(file: CsvFile, ctx: ContextoImportacion): FilaPlan[] {
  const cols = columnas(file.header);
  if (file.records.length === 0) throw new ArchivoInvalido('El archivo no tiene filas de sitios');
  const lugares = buscadorDeLugares(ctx.lugares);
  const proveedores = new Map(ctx.proveedores.map((p) => [plegar(p.nombre), p.id]));
  const vistos = new Map<string, number>();
  return file.records.map(({ fila, cells }) => {
    const cell = (c: Columna) => (cols.has(c) ? (cells[cols.get(c)!] ?? '').trim() : '');
    const motivos: string[] = [];
    const codigo = cell('codigo');
    if (!codigo) motivos.push('Falta el código');
    else if (codigo.length > 50) motivos.push('El código supera 50 caracteres');
    else if (vistos.has(codigo.toLowerCase())) motivos.push(`Código repetido: ya está en la fila ${vistos.get(codigo.toLowerCase())}`);
    else vistos.set(codigo.toLowerCase(), fila);
    const nombre = cell('nombre');
    if (!nombre) motivos.push('Falta el nombre');
    else if (nombre.length > 150) motivos.push('El nombre supera 150 caracteres');
    const tipo = TIPO_POR_TEXTO.get(plegar(cell('tipo')));
    if (!tipo) motivos.push(`Tipo desconocido: «${cell('tipo')}» (valla, mupi, pantalla digital, punto de venta u otro)`);
    const direccion = cell('direccion');
    if (direccion.length > 200) motivos.push('La dirección supera 200 caracteres');
    const notas = cell('notas');
    if (notas.length > 1000) motivos.push('Las notas superan 1000 caracteres');

    const provinciaId = lugares.departamento(cell('departamento'));
    let lugar: Lugar | undefined;
    if (provinciaId === undefined) motivos.push(`Departamento desconocido: «${cell('departamento')}»`);
    else {
      const candidatos = lugares.municipios(provinciaId, cell('municipio'));
      if (candidatos.length === 1) lugar = candidatos[0];
      else if (candidatos.length === 0) motivos.push(`Municipio desconocido en ${cell('departamento')}: «${cell('municipio')}»`);
      else motivos.push(`Municipio ambiguo: «${cell('municipio')}» puede ser ${candidatos.map((c) => c.localidad).join(' o ')}`);
    }
    const latitud = readDecimal(cell('latitud'));
    const longitud = readDecimal(cell('longitud'));
    if (latitud === null || latitud < -90 || latitud > 90) motivos.push(`Latitud no válida: «${cell('latitud')}»`);
    if (longitud === null || longitud < -180 || longitud > 180) motivos.push(`Longitud no válida: «${cell('longitud')}»`);
    if (lugar && latitud !== null && longitud !== null && lugar.latitud !== null && lugar.longitud !== null) {
      const km = distanciaMetros(latitud, longitud, lugar.latitud, lugar.longitud) / 1000;
      if (km > ctx.distanciaMaxKm) motivos.push(`Las coordenadas están a ${Math.round(km)} km de ${lugar.localidad}: revise el municipio o el punto`);
    }
    const existente = codigo ? ctx.existentes.get(codigo.toLowerCase()) : undefined;
    let radio = existente?.radio_m ?? ctx.radioPorDefecto;
    if (cell('radio_m')) {
      const r = readDecimal(cell('radio_m'));
      if (r === null || !Number.isInteger(r) || r < SITIO_RADIO.min || r > SITIO_RADIO.max) {
        motivos.push(`Radio no válido: «${cell('radio_m')}» (metros, entre ${SITIO_RADIO.min} y ${SITIO_RADIO.max})`);
      } else radio = r;
    }
    let proveedorId: number | null = null;
    if (cell('proveedor')) {
      proveedorId = proveedores.get(plegar(cell('proveedor'))) ?? null;
      if (proveedorId === null) motivos.push(`Proveedor desconocido: «${cell('proveedor')}»`);
    }
    let activo = existente?.activo ?? true;
    if (cell('activo')) {
      const a = plegar(cell('activo'));
      if (SI.has(a)) activo = true;
      else if (NO.has(a)) activo = false;
      else motivos.push(`Activo debe ser «sí» o «no»: «${cell('activo')}»`);
    }
    if (motivos.length > 0 || !tipo || !lugar || latitud === null || longitud === null) {
      return { fila, codigo: codigo || null, accion: 'rechazar', motivos };
    }
    const values: SitioValues = {
      codigo,
      nombre,
      tipo,
      direccion: direccion || null,
      provincia_id: lugar.provincia_id,
      localidad_id: lugar.localidad_id,
      latitud,
      longitud,
      radio_m: radio,
      proveedor_id: proveedorId,
      activo,
      notas: notas || null,
    };
    return existente
      ? { fila, codigo, accion: 'actualizar', motivos: [], values, id: existente.id }
      : { fila, codigo, accion: 'crear', motivos: [], values };
  });
}

/** The export: the import's columns, Colombian Excel's CSV (csv.ts), so a file exported can be imported back. */
export function sitiosCsvHead(): string {
  return csvLine([...COLUMNAS]);
}

export function sitioCsvLine(s: Omit<SitioRow, 'foto_referencia_url' | 'foto_referencia_miniatura_url'>): string {
  return csvLine([
    csvText(s.codigo),
    csvText(s.nombre),
    csvText(TIPO_SITIO_LABELS[s.tipo]),
    csvText(s.direccion),
    csvText(s.provincia),
    csvText(s.localidad),
    csvNumber(s.latitud),
    csvNumber(s.longitud),
    String(s.radio_m),
    csvText(s.proveedor),
    s.activo ? 'sí' : 'no',
    csvText(s.notas),
  ]);
}
