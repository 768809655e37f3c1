/**
 * The file name a server suggests in Content-Disposition (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or null. Path separators are dropped. Candidate for shared/ui next to downloadCsv.
 *
 * @example
 * fileNameFromDisposition('attachment; filename="servicios-2025-11-21.csv"') // 'servicios-2025-11-21.csv'
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    if (plain) name = (plain[2] ?? plain[1]).trim();
  }
  const safe = name?.replace(/[/\\]/g, '').trim();
  return safe ? safe : null;
}

/** Local calendar date as YYYY-MM-DD (for default file names). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Makes the browser download a Blob as `filename` (the server's bytes as they are: BOM and all).
 * Candidate for shared/ui (downloadCsv builds its own text; this saves what the API sent).
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
