/**
 * The file name a photo is served or archived under (docs/decisions/photos-storage.md, "Names inside the ZIP"), never
 * its stored name itself: that is the device's, and a tus client chooses it freely.
 */

/** The longest file name, in UTF-8 bytes: what a file name may take on common file systems (ext4, APFS, NTFS). */
const MAX_ENTRY_BYTES = 255;
/** An extension longer than this is part of the name. */
const MAX_EXT_BYTES = 16;
/** Names Windows keeps for devices, with any extension ("con.jpg" cannot be created there). */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const EXT_OF_MIME: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` of at most `max` UTF-8 bytes, cut between whole characters (graphemes, else code points). */
function cutToBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (bytes(out) + bytes(segment) > max) break;
    out += segment;
  }
  // One grapheme longer than the room (a letter with hundreds of combining marks): whole code points, then.
  if (out !== '') return out;
  for (const ch of text) {
    if (bytes(out) + bytes(ch) > max) break;
    out += ch;
  }
  return out;
}

/**
 * One path-free name from any stored name (docs/decisions/photos-storage.md, "Names inside the ZIP"): the stored name
 * is the device's and a tus client chooses it freely, so it may be "..", hold separators or control characters, or
 * take up to 255 characters (1 020 bytes). Separators, characters Windows refuses and control characters become "_";
 * a name made only of dots and spaces, or none, becomes "imagen" with the photo's extension; trailing dots and spaces
 * go (Windows drops them); a device name ("con.jpg") gets a leading "_". Returns [stem, extension].
 */
function safeParts(stored: string, mime: string): [string, string] {
  const clean = stored
    .normalize('NFC')
    // Control characters, a lone surrogate (never half a character in UTF-8), separators and what Windows refuses.
    .replace(/[\p{Cc}\p{Cs}\\/:*?"<>|]/gu, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (clean.replace(/[. ]/g, '') === '') return ['imagen', EXT_OF_MIME[mime] ?? ''];
  const dot = clean.lastIndexOf('.');
  const hasExt = dot > 0 && bytes(clean.slice(dot)) <= MAX_EXT_BYTES && !/\s/.test(clean.slice(dot));
  const [stem, ext] = hasExt ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  const base = stem.split('.')[0];
  return [WINDOWS_DEVICE.test(base.trim()) ? `_${stem}` : stem, ext];
}

/**
 * A photo's stored name as a file name: safe (safeParts), at most MAX_ENTRY_BYTES bytes of whole characters with
 * `suffix` (a ZIP's " (2)") before its extension, which is kept. The ZIP's entries and GET /archivos/{id}'s
 * Content-Disposition both use it.
 */
export function safeFileName(stored: string, mime: string, suffix = ''): string {
  const [stem, ext] = safeParts(stored, mime);
  let cut = cutToBytes(stem, MAX_ENTRY_BYTES - bytes(ext) - bytes(suffix));
  if (!ext && !suffix) cut = cut.replace(/[. ]+$/, '');
  cut ||= 'imagen';
  return `${cut}${suffix}${ext}`;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
