import { detectImageFormat, heicMessage, IMAGE_LIMITS, IMAGE_SIGNATURE_BYTES, isHeif } from 'shared/contracts';
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
  heic: heicMessage,
  tooLarge: (name: string, maxMb: number) => `${name} es muy grande (máximo ${maxMb}MB)`,
  tooMany: (maxFiles: number) => `Máximo ${maxFiles} imágenes permitidas`,
  duplicates: 'Algunas imágenes ya estaban seleccionadas',
};

/** What a file's first bytes say: an image the server accepts (JPEG, PNG, WebP), an iPhone HEIC, or neither. */
async function signatureOf(file: Blob): Promise<'image' | 'heic' | 'other'> {
  try {
    const head = await readBlobBytes(file, 0, IMAGE_SIGNATURE_BYTES);
    if (detectImageFormat(head)) return 'image';
    return isHeif(head) ? 'heic' : 'other';
  } catch {
    return 'other';
  }
}

/** A HEIC by its name or declared type (some systems declare none for it). */
const looksHeic = (file: File) => /\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type);

/**
 * Which of `incoming` join a selection that already holds files named `selectedNames`, and what to tell the user.
 * In order: an iPhone HEIC is refused saying what to do, the declared type must start with image/, the size must be within the limit, the first bytes must be
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
    const signature = looksHeic(file) || file.type.startsWith('image/') ? await signatureOf(file) : 'other';
    if (signature === 'heic') {
      messages.push({ kind: 'error', text: pickerText.heic(file.name) });
    } else if (!file.type.startsWith('image/')) {
      messages.push({ kind: 'error', text: pickerText.notAnImage(file.name) });
    } else if (file.size > limits.maxMb * 1024 * 1024) {
      messages.push({ kind: 'error', text: pickerText.tooLarge(file.name, limits.maxMb) });
    } else if (names.has(file.name)) {
      duplicates = true;
    } else if (signature !== 'image') {
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
