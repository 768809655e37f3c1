import { detectImageFormat, IMAGE_LIMITS, IMAGE_SIGNATURE_BYTES } from 'shared/contracts';
import { readBlobBytes } from './blob-bytes';

/** What the picker tells the user about a selection (one toast each). */
export interface PickerMessage {
  kind: 'error' | 'warning';
  text: string;
}

export interface PickerLimits {
  maxFiles: number;
  maxMb: number;
}

/** The report form's limits: 10 images of at most 15 MB. */
export const REPORT_PICKER_LIMITS: PickerLimits = { maxFiles: IMAGE_LIMITS.maxPerReport, maxMb: IMAGE_LIMITS.maxMb };

export const pickerText = {
  notAnImage: (name: string) => `${name} no es una imagen válida`,
  tooLarge: (name: string, maxMb: number) => `${name} es muy grande (máximo ${maxMb}MB)`,
  tooMany: (maxFiles: number) => `Máximo ${maxFiles} imágenes permitidas`,
  duplicates: 'Algunas imágenes ya estaban seleccionadas',
};

/** The file is really an image the server accepts: JPEG, PNG or WebP by its first bytes, whatever its name says. */
async function hasImageSignature(file: Blob): Promise<boolean> {
  try {
    return detectImageFormat(await readBlobBytes(file, 0, IMAGE_SIGNATURE_BYTES)) !== null;
  } catch {
    return false;
  }
}

/**
 * Which of `incoming` join a selection that already holds files named `selectedNames`, and what to tell the user.
 * In order: the declared type must start with image/, the size must be within the limit, the first bytes must be
 * JPEG/PNG/WebP (a text file named .jpg is refused), a name already chosen is dropped (one warning for all), and
 * only as many as fit under `maxFiles` are kept.
 */
export async function checkNewImages(
  selectedNames: readonly string[],
  incoming: readonly File[],
  limits: PickerLimits = REPORT_PICKER_LIMITS,
): Promise<{ accepted: File[]; messages: PickerMessage[] }> {
  const messages: PickerMessage[] = [];
  const names = new Set(selectedNames);
  const candidates: File[] = [];
  let duplicates = false;
  for (const file of incoming) {
    if (!file.type.startsWith('image/')) {
      messages.push({ kind: 'error', text: pickerText.notAnImage(file.name) });
    } else if (file.size > limits.maxMb * 1024 * 1024) {
      messages.push({ kind: 'error', text: pickerText.tooLarge(file.name, limits.maxMb) });
    } else if (names.has(file.name)) {
      duplicates = true;
    } else if (!(await hasImageSignature(file))) {
      messages.push({ kind: 'error', text: pickerText.notAnImage(file.name) });
    } else {
      names.add(file.name);
      candidates.push(file);
    }
  }
  if (duplicates) messages.push({ kind: 'warning', text: pickerText.duplicates });
  const room = Math.max(0, limits.maxFiles - selectedNames.length);
  if (candidates.length > room) messages.push({ kind: 'error', text: pickerText.tooMany(limits.maxFiles) });
  return { accepted: candidates.slice(0, room), messages };
}
