/** Saving files the API sends (CSV exports, ZIPs) under the name it suggests. */

/**
 * Makes the browser download a Blob as `filename` (e.g. a file the API sent, BOM and all).
 *
 * @example
 * saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'servicios.csv');
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
  // Give the browser a moment to start the download before releasing the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The file name a server suggests in Content-Disposition (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or null. Path separators are dropped.
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
