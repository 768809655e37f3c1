import { MONTHS as MESES } from 'shared/format';

/** The Spanish reasons of the flags (docs/decisions/photo-evidence.md, the table's "motivo" column). */

const dateParts = (dia: string) => {
  const [y, m, d] = dia.split('-').map(Number);
  return { y, m, d };
};

/** '2026-03-02' → "2 de marzo de 2026". */
export function formatFecha(dia: string): string {
  const { y, m, d } = dateParts(dia);
  return `${d} de ${MESES[m - 1]} de ${y}`;
}

/** Two calendar days as a range: "5 – 12 de marzo de 2026", "28 de febrero – 6 de marzo de 2026", or full both sides. */
export function formatFechaRange(desde: string, hasta: string): string {
  const a = dateParts(desde);
  const b = dateParts(hasta);
  if (desde === hasta) return formatFecha(desde);
  if (a.y === b.y && a.m === b.m) return `${a.d} – ${formatFecha(hasta)}`;
  if (a.y === b.y) return `${a.d} de ${MESES[a.m - 1]} – ${formatFecha(hasta)}`;
  return `${formatFecha(desde)} – ${formatFecha(hasta)}`;
}

/** A distance in Spanish: "250 m", "3,2 km", "612 km" (comma decimals). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 100) return `${(Math.round(km * 10) / 10).toFixed(1).replace('.', ',').replace(/,0$/, '')} km`;
  return `${Math.round(km)} km`;
}

export const MOTIVOS = {
  duplicada: (informe: number) => `La misma foto (mismos bytes) está también en el informe #${informe}`,
  casiDuplicada: (informe: number) => `Una foto casi igual está en el informe #${informe}`,
  fueraDeFechas: (dia: string, desde: string, hasta: string) =>
    `Tomada el ${formatFecha(dia)}, fuera de las fechas del informe (${formatFechaRange(desde, hasta)})`,
  sinFecha: 'La foto no trae fecha de captura',
  lejos: (km: number, lugar: string, maximoKm: number) => `A ${formatDistance(km)} de ${lugar} (se esperan menos de ${formatDistance(maximoKm)})`,
  gpsNoCoincide: (km: number) => `Las coordenadas enviadas están a ${formatDistance(km)} del GPS de la foto`,
  ubicacionManual: 'Ubicación marcada a mano en el mapa, no por la cámara',
  lejosDelSitio: (km: number, sitio: string, radioM: number) =>
    `A ${formatDistance(km)} del sitio ${sitio} (su radio es ${formatDistance(radioM / 1000)})`,
  fueraDeVentana: (dia: string, control: string, desde: string, hasta: string) =>
    `Tomada el ${formatFecha(dia)}, fuera de la ventana de ${control} (${formatFechaRange(desde, hasta)})`,
} as const;
