// What the photo benchmarks share: photos to send, a report to send them to, the API's memory, and tus-js-client
// configured as the browser uses it (docs/decisions/photos-storage.md, "Resumable uploads").
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fromRoot } from '../../lib/paths.mjs';

// tus-js-client and sharp are the API package's (the root has no dependencies of its own).
const requireFromApi = createRequire(fromRoot('api', 'package.json'));
const tus = requireFromApi('tus-js-client');

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * `count` different photos of exactly `size` bytes: one real camera-sized JPEG (4000×3000, made once with sharp from
 * noise, so it decodes like a phone's photo and not like a thumbnail padded with zeros), padded to `size` with a
 * different tag each after its end.
 */
export async function photos(count, size) {
  const sharp = requireFromApi('sharp');
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  let jpeg = await sharp(noise.subarray(0, width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
  // Never larger than the photo asked for: a smaller picture then.
  for (let scale = 0.9; jpeg.length > size - 64 && scale > 0.1; scale -= 0.1) {
    jpeg = await sharp(noise.subarray(0, width * height * 3), { raw: { width, height, channels: 3 } })
      .resize(Math.round(width * scale))
      .jpeg({ quality: 50 })
      .toBuffer();
  }
  return Array.from({ length: count }, (_, i) => {
    const bytes = Buffer.alloc(size);
    jpeg.copy(bytes);
    bytes.write(`foto-${i}-${Date.now()}`, jpeg.length + 8);
    return bytes;
  });
}

/** The photo with a different tag near its end: another photo for the server (another SHA-256), each run too. */
export function variant(file, i) {
  const copy = Buffer.from(file);
  copy.write(`foto-${i}-${Date.now()}`, copy.length - 64);
  return copy;
}

const BOUNDARY = '----bench-fotos';
/** The content-type of the bodies `multipart` makes. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body with one photo in the field `archivo` (what POST /upload reads), as its parts. */
export function multipart(file, name) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return [head, file, tail];
}

/** POST the parts in 64 KiB writes (a stream, as a browser sends it); resolves with `{ status, body }` (text). */
export function post(url, headers, parts) {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const length = parts.reduce((n, p) => n + p.length, 0);
    const req = http.request(
      { hostname: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { ...headers, 'content-length': length } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    (async () => {
      for (const part of parts) {
        for (let i = 0; i < part.length; i += 65536) {
          if (!req.write(part.subarray(i, i + 65536))) await new Promise((r) => req.once('drain', r));
        }
      }
      req.end();
    })();
  });
}

/** One photo through POST /upload/{informeId} (multipart, streamed); resolves with `{ status, body }`. */
export function uploadPhoto(baseUrl, token, informeId, bytes, name) {
  return post(`${baseUrl}/api/v1/upload/${informeId}`, { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE }, multipart(bytes, name));
}

/** The API process's resident memory (Linux /proc). */
export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

/** CPU milliseconds used so far by a process and its children (the API and its embedded database; Linux /proc). */
export function cpuMs(pid) {
  let children = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* no children file */
  }
  let ticks = 0;
  for (const p of [pid, ...children]) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      /* ended meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * Resolves once a process (and its children) used less than 5 % of a core for 500 ms: the work the API does after
 * its answers (thumbnails, difference hashes) is over. Resolves with how long that took, in ms.
 */
export async function settled(pid, { timeoutMs = 60_000 } = {}) {
  const t0 = performance.now();
  const window = [cpuMs(pid)];
  while (performance.now() - t0 < timeoutMs) {
    await new Promise((r) => setTimeout(r, 100));
    window.push(cpuMs(pid));
    if (window.length > 6) window.shift();
    if (window.length === 6 && window[5] - window[0] <= 25) return performance.now() - t0 - 500;
  }
  throw new Error(`the API was still busy after ${timeoutMs} ms`);
}

/** Samples a process's RSS every 10 ms; `stop()` returns the peak. */
export function rssSampler(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      /* the process ended */
    }
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** A new report (admin) to upload photos to; returns its id. */
export async function newReport(baseUrl, token, campana) {
  const auth = { authorization: `Bearer ${token}` };
  const opciones = await (await fetch(`${baseUrl}/api/v1/informes/opciones`, { headers: auth })).json();
  const provincia = opciones.provincias.find((p) => p.nombre === 'Antioquia');
  const localidad = (await (await fetch(`${baseUrl}/api/v1/catalogos/localidades/${provincia.id}`, { headers: auth })).json())[0];
  const asignacion = opciones.asignaciones[0];
  const res = await fetch(`${baseUrl}/api/v1/informes`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      servicio_id: opciones.servicios.find((s) => s.activo).id,
      cliente_id: asignacion.cliente_id,
      proveedor_id: asignacion.proveedor_id,
      provincia_id: provincia.id,
      localidad_id: localidad.id,
      campana,
      // Yesterday in UTC is never after today in Bogotá (the product's clock).
      fecha: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    }),
  });
  if (res.status !== 201) throw new Error(`crear informe: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/**
 * One photo through tus-js-client with the browser's settings: one PATCH for the whole file (chunkSize Infinity), no
 * data in the creation request, `sha256` in the metadata, immediate then growing retries; a 200 to the creation is
 * "already stored". Resolves `{ photo, replayed }` (the ArchivoInforme), rejects on a final error. `hash`: the photo's
 * SHA-256 when already known (the browser computes it when the photo enters its outbox, not while uploading);
 * `endpoint`: another origin for the requests (a proxy).
 */
export function tusUpload(baseUrl, token, informeId, bytes, name, { hash = sha256(bytes), endpoint = baseUrl } = {}) {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      endpoint: `${endpoint}/api/v1/subidas`,
      metadata: { informe_id: String(informeId), sha256: hash, filename: name, filetype: 'image/jpeg' },
      headers: { authorization: `Bearer ${token}` },
      chunkSize: Number.POSITIVE_INFINITY,
      uploadDataDuringCreation: false,
      retryDelays: [0, 500, 1000, 2000, 4000, 8000],
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onSuccess: ({ lastResponse }) => resolve({ photo: JSON.parse(lastResponse.getBody()), replayed: false }),
      onError: (err) => {
        const res = err.originalResponse;
        // 200 to the creation: stored already (Idempotency-Replayed) or just now (the whole file was in the POST).
        if (res?.getStatus() === 200) resolve({ photo: JSON.parse(res.getBody()), replayed: res.getHeader('Idempotency-Replayed') === 'true' });
        else reject(err);
      },
    });
    upload.start();
  });
}
