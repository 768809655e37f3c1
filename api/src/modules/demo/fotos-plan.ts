import { sumarDias, type EstadoInforme } from 'shared/contracts';
import { bogotaTimestamp, bogotaWallClock } from '../../platform/time-zone';
import { DEMO_SITIOS } from './data';
import { prng, type DemoInformePlan } from './timeline';

/**
 * The demo reports' photos, planned from the reports (timeline.ts) like the reports from `now`: where and when each was
 * taken and sent. Pure, so docs/decisions/demo-data-time.md is tested at any clock (api/test/demo-time.test.ts).
 */

/** The phones of each demo provider's field teams (EXIF Make, Model). */
const CAMARAS: ReadonlyArray<readonly [string, string]> = [
  ['samsung', 'SM-A546E'],
  ['motorola', 'moto g84 5G'],
  ['Xiaomi', 'Redmi Note 13'],
  ['Apple', 'iPhone 13'],
  ['samsung', 'SM-S911B'],
  ['Apple', 'iPhone 12'],
  ['HUAWEI', 'MAR-LX3A'],
  ['OPPO', 'CPH2343'],
];

const MINUTE_MS = 60_000;

/** A report of the plans as stored: its id, author, state (matched by its creation instant, unique in the demo). */
export interface DemoInformeRow {
  id: number;
  creado_por: number | null;
  estado: EstadoInforme;
  proveedor_id: number;
  cliente_id: number;
  creado_ms: number;
}

export interface DemoFotoPlan {
  /** Index of its report in the plans. */
  informe: number;
  /** The name it had on the phone. */
  nombre: string;
  /** When and where it was taken (the EXIF it carries). */
  tomada: Date;
  latitud: number;
  longitud: number;
  camara: readonly [marca: string, modelo: string];
  /** When it was sent (its row and audit event): after its report was entered, before the report's first change. */
  subida: Date;
  /** The picture (imagenes.ts); the seeding step moves it on until its difference hash is far from the others'. */
  seed: number;
  /** The same bytes as this earlier photo of the list (a photo sent again with another report), or null. */
  copiaDe: number | null;
}

/** A point `metros` from (lat, lon) towards `rumbo` (radians from north). */
export function desplazar(lat: number, lon: number, metros: number, rumbo: number): [number, number] {
  const dLat = (metros * Math.cos(rumbo)) / 111_320;
  const dLon = (metros * Math.sin(rumbo)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [Number((lat + dLat).toFixed(6)), Number((lon + dLon).toFixed(6))];
}

/** 'IMG_20261105_091230.jpg', as a phone names it (its wall clock in Bogotá). */
export function nombreFoto(tomada: Date): string {
  const w = bogotaWallClock(tomada);
  return `IMG_${w.slice(0, 10).replace(/-/g, '')}_${w.slice(11, 19).replace(/:/g, '')}.jpg`;
}

export function planDemoFotos(plans: readonly DemoInformePlan[], now: Date): DemoFotoPlan[] {
  const rand = prng(36);
  const fotos: DemoFotoPlan[] = [];
  let origen: number | null = null;
  plans.forEach((p, informe) => {
    const sinFotos = p.rol === 'sin_fotos' || (p.estado === 'cancelado' && p.transiciones[0]?.a === 'cancelado');
    if (sinFotos) return;
    const sitio = DEMO_SITIOS.find((s) => s.codigo === p.sitio)!;
    const n = p.rol === 'duplicada_origen' ? 2 : p.rol === 'duplicada_copia' ? 1 : 1 + Math.floor(rand() * 3);
    // Taken on the field-work day (the day after it for a photo outside its window), from 07:00, before the report.
    const dia = p.rol === 'fuera_de_ventana' || p.rol === 'fuera_de_ventana_revisada' ? sumarDias(p.fecha, 1) : p.fecha;
    const desde = bogotaTimestamp(dia, 7, 0).getTime();
    const hasta = Math.min(bogotaTimestamp(dia, 17, 30).getTime(), p.creado_at.getTime() - 10 * MINUTE_MS);
    let tomada = desde + Math.floor(rand() * 0.6 * Math.max(0, hasta - desde - n * 5 * MINUTE_MS));
    // Sent after the report was entered, before its first status change and before now.
    const limite = Math.min(now.getTime(), p.transiciones[0]?.at.getTime() ?? Infinity) - 1000;
    let subida = p.creado_at.getTime();
    const siguienteSubida = () => {
      subida = Math.min(subida + 45_000 + Math.floor(rand() * 60_000), limite);
      return new Date(subida);
    };
    for (let k = 0; k < n; k++) {
      const lejos = k === 0 ? (p.rol === 'lejos' ? 1900 : p.rol === 'lejos_revisada' ? 320 : null) : null;
      const [latitud, longitud] = desplazar(sitio.latitud, sitio.longitud, lejos ?? 4 + rand() * 40, rand() * 2 * Math.PI);
      const t = new Date(Math.min(tomada, hasta));
      if (p.rol === 'duplicada_origen' && k === 0) origen = fotos.length;
      fotos.push({
        informe,
        nombre: nombreFoto(t),
        tomada: t,
        latitud,
        longitud,
        camara: CAMARAS[p.proveedor % CAMARAS.length],
        subida: siguienteSubida(),
        seed: fotos.length * 97 + 1,
        copiaDe: null,
      });
      tomada += (1 + Math.floor(rand() * 4)) * MINUTE_MS + Math.floor(rand() * 50_000);
    }
    if (p.rol === 'duplicada_copia' && origen !== null) {
      // The installation's photo sent again as the verification's: the same file, the same bytes.
      fotos.push({ ...fotos[origen], informe, subida: siguienteSubida(), copiaDe: origen });
    }
  });
  return fotos;
}
