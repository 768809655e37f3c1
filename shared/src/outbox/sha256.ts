/** SHA-256 of a photo's bytes, hex: the server names a photo it already stores by it (docs/decisions/field-capture.md). */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
