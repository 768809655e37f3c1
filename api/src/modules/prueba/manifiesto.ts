import { createHash } from 'node:crypto';

/**
 * The proof pack's manifest (docs/decisions/proof-pack.md): what the pack proves, in a canonical JSON text whose
 * SHA-256 is printed on every page and recorded in paquetes_prueba. An auditor rebuilds the same text from the pack's
 * last section (or from the API's data) and recomputes the hash:
 *
 *   {"version":1,"generado_at":"<ISO UTC>","generado_por":"<usuario>","alcance":{…},
 *    "informes":[{"id":12,"fotos":[{"id":40,"sha256":"<hex>"},…]},…]}
 *
 * JSON.stringify with the keys in exactly this order and no spaces; reports in the pack's order, photos in each
 * report's order (upload time, then id); a photo without a stored SHA-256 has "sha256":null. The text is pure ASCII:
 * every character above U+007F is written as a JSON escape \uXXXX (lowercase hex, UTF-16 code units, so an emoji is
 * two escapes), which keeps its meaning as JSON and lets the PDF print, and a reader copy, exactly the hashed bytes.
 */
export interface AlcancePaquete {
  /** One report's pack. */
  informe_id?: number;
  /** A list's pack: the filters as the list understood them (only those given), in the list's order. */
  filtros?: Record<string, string | number | string[]>;
  /** A campaign's pack: the campaign's id and its name when the pack was issued (what /verificar names). */
  campana_id?: number;
  campana?: string;
}

export interface Manifiesto {
  version: 1;
  generado_at: string;
  generado_por: string;
  alcance: AlcancePaquete;
  informes: { id: number; fotos: { id: number; sha256: string | null }[] }[];
}

/** Every UTF-16 code unit outside ASCII as a JSON escape (valid JSON, the same value once parsed). */
const toAsciiJson = (json: string) => json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The canonical text (pure ASCII): keys in the documented order, whatever order the caller built them in. */
export function serializeManifiesto(m: Manifiesto): string {
  const alcance: AlcancePaquete = {};
  if (m.alcance.informe_id !== undefined) alcance.informe_id = m.alcance.informe_id;
  if (m.alcance.filtros !== undefined) alcance.filtros = m.alcance.filtros;
  if (m.alcance.campana_id !== undefined) alcance.campana_id = m.alcance.campana_id;
  if (m.alcance.campana !== undefined) alcance.campana = m.alcance.campana;
  return toAsciiJson(
    JSON.stringify({
      version: m.version,
      generado_at: m.generado_at,
      generado_por: m.generado_por,
      alcance,
      informes: m.informes.map((i) => ({ id: i.id, fotos: i.fotos.map((f) => ({ id: f.id, sha256: f.sha256 })) })),
    }),
  );
}

export function hashManifiesto(m: Manifiesto): string {
  return createHash('sha256').update(serializeManifiesto(m), 'utf8').digest('hex');
}
