/**
 * Room on the device for photos kept offline (drafts and the outbox). Browsers give a site a share of the disk;
 * when a photo would not fit, it is not stored (it stays chosen in the form) and the user is told why.
 */

/** Keep this share of the quota free for the rest of the app (the query cache, the service worker's files). */
const HEADROOM = 0.1;

export async function hasRoomFor(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return true;
  return estimate.usage + bytes <= estimate.quota * (1 - HEADROOM);
}

let asked = false;

/** Ask once per page that the browser keep this site's data under storage pressure (it may say no). */
export function askPersistentStorage(): void {
  if (asked) return;
  asked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/** What the user reads when a photo could not be kept on the phone. */
export const noRoomMessage = (name: string) =>
  `El teléfono no tiene espacio para guardar ${name}: la foto sigue elegida, pero no se conservará si se cierra la página. Libere espacio y vuelva a elegirla.`;

/** A write that failed because the disk or the quota is full. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}
