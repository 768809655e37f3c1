const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes as the image picker shows them: 0 → "0 Bytes", 1536 → "1.5 KB", 15 MB → "15 MB" (base 1024, max 2 decimals). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}
