import type { EvidenciaFoto, RevisionAlerta } from 'shared/contracts';
import { formatDateTime, formatLongDate } from 'shared/format';

/** "Apple iPhone 13"; the make is left out when the model already starts with it ("Canon EOS R6"). */
function camaraTexto(e: Pick<EvidenciaFoto, 'camara_marca' | 'camara_modelo'>): string | null {
  const marca = e.camara_marca?.trim() ?? '';
  const modelo = e.camara_modelo?.trim() ?? '';
  if (marca && modelo) return modelo.toLowerCase().startsWith(marca.toLowerCase()) ? modelo : `${marca} ${modelo}`;
  return marca || modelo || null;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

/**
 * What the file says about its capture, in the camera's own wall time (`tomada_local`, never shifted to Bogotá):
 * "Tomada el 3 de marzo de 2026, 10:15, con Apple iPhone 13"; only the parts the file has; "Sin fecha de captura en
 * el archivo" without a capture time.
 */
export function tomadaTexto(e: EvidenciaFoto): string {
  const camara = camaraTexto(e);
  const m = LOCAL.exec(e.tomada_local ?? '');
  if (!m) return camara ? `Tomada con ${camara}. Sin fecha de captura en el archivo` : 'Sin fecha de captura en el archivo';
  // formatLongDate gives "martes, 3 de marzo de 2026": the weekday is dropped.
  const dia = formatLongDate(m[1]).replace(/^[^,]*, /, '');
  return `Tomada el ${dia}, ${m[2]}:${m[3]}${camara ? `, con ${camara}` : ''}`;
}

/** "Revisada por ana el 04/03/2026, 09:30: «Valla confirmada por el interventor»" (Bogotá time). */
export function revisionTexto(r: RevisionAlerta): string {
  return `Revisada por ${r.usuario} el ${formatDateTime(r.fecha)}: «${r.comentario}»`;
}

/** "1 alerta" / "3 alertas". */
export const alertasTexto = (n: number) => (n === 1 ? '1 alerta' : `${n} alertas`);

/** "1 revisada" / "2 revisadas". */
export const revisadasTexto = (n: number) => (n === 1 ? '1 revisada' : `${n} revisadas`);
