/**
 * Public check of a photo's original (issue 25, docs/decisions/verificar.md): GET /api/v1/verificar/{sha256}, no
 * sign-in. It says whether the product holds an original with exactly that SHA-256, and in which campaign and report
 * number; nothing else (no client, provider, place, file name or user).
 */
import type { components } from './generated/openapi';

// The API shapes are the OpenAPI document's named schemas (generated/openapi.ts, `pnpm openapi:types`).
type Schemas = components['schemas'];

/** A report that still holds an original with the hash asked about. */
export type VerificacionInforme = Schemas['VerificacionInforme'];

/**
 * The answer of GET /verificar/{sha256}: `sha256` in lower case; `informes` empty when `encontrada` is false.
 * `paquete`: the hash is the manifest of a proof pack this product issued (docs/decisions/proof-pack.md), with when
 * and how many reports and photos it covered; null otherwise.
 */
export type VerificacionFoto = Schemas['VerificacionFoto'];

/**
 * A SHA-256 written as 64 hexadecimal digits, in any case: the pattern GET /verificar/{sha256} accepts (its schema)
 * and /verificar checks before asking, and the sentence both answer anything else with.
 */
export const HUELLA_SHA256 = {
  pattern: '^[0-9a-fA-F]{64}$',
  message: 'La huella SHA-256 debe tener 64 dígitos hexadecimales (0-9 y a-f).',
} as const;

const SHA256_HEX = new RegExp(HUELLA_SHA256.pattern);

/** Whether `text` (trimmed) is a SHA-256 written as 64 hexadecimal digits. */
export function isSha256Hex(text: string): boolean {
  return SHA256_HEX.test(text.trim());
}
