import { trimOrNull } from 'shared/format';

export interface DirectorParts {
  /** Every word but the last ("Carlos Andrés"). */
  nombres: string;
  /** The last word ("Rincón"); empty when the director is a single word. */
  apellido: string;
}

const words = (text: string | null | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * Spec §3: the provider form splits `director` into first names and surname — the last word is the surname.
 *
 * @example
 * splitDirector('Carlos Andrés Rincón') // { nombres: 'Carlos Andrés', apellido: 'Rincón' }
 */
export function splitDirector(director: string | null | undefined): DirectorParts {
  const parts = words(director);
  if (parts.length <= 1) return { nombres: parts[0] ?? '', apellido: '' };
  return { nombres: parts.slice(0, -1).join(' '), apellido: parts[parts.length - 1] };
}

/**
 * Rejoins the two fields on save (single spaces; null when both are empty).
 *
 * @example
 * joinDirector('Carlos  Andrés ', 'Rincón') // 'Carlos Andrés Rincón'
 */
export function joinDirector(nombres: string, apellido: string): string | null {
  return trimOrNull([...words(nombres), ...words(apellido)].join(' '));
}
