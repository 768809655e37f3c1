/** Bytes `start`..`end` of a file, read through `slice` so that only that part is ever loaded. */
export async function readBlobBytes(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  const part = blob.slice(start, Math.min(end, blob.size));
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older engines (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(part);
  });
}
