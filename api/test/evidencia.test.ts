import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/platform/config';
import {
  computeFotoAlertas as alertasDeFoto,
  type FotoFacts as FotoEvaluada,
  type InformeFacts as InformeEvaluado,
} from '../src/modules/fotos/evidencia/rules';
import { DHASH_THRESHOLD as DHASH_UMBRAL, differenceHash, hammingDistance } from '../src/modules/fotos/evidencia/dhash';
import { readExif } from '../src/modules/fotos/evidencia/exif';
import { measureDistanceKm as distanciaKm } from '../src/modules/fotos/evidencia/geo';
import { formatDistance as distanciaTexto, formatFechaRange as rangoFechas } from '../src/modules/fotos/evidencia/motivos';
import { readEvidence } from '../src/modules/fotos/evidencia/read';

/**
 * The evidence read from a photo's own file and the checks on it (docs/decisions/photo-evidence.md), without a server.
 */
const dir = path.join(REPO_ROOT, 'e2e', 'fixtures', 'images');
const fixture = (name: string) => readFileSync(path.join(dir, name));
const JPEGS = ['gps-bogota.jpg', 'gps-leticia.jpg', 'gps-medellin.jpg', 'no-gps.jpg'];
const ALL = [...JPEGS, 'no-gps.png'];
/** Photos from real cameras and phones (camera/README.md). */
const CAMERAS = ['camera/nikon-coolpix-p6000.jpg', 'camera/nokia-8.3-5g.jpg', 'camera/iphone-6.jpg'];

describe('EXIF of the fixtures', () => {
  test('GPS and capture time where the file has them, nulls elsewhere; a path and the first bytes read the same', async () => {
    const expected: Record<string, object> = {
      'gps-bogota.jpg': {
        tomada_local: '2026-11-02T10:15:00',
        tomada_offset: null,
        tomada_at: '2026-11-02T15:15:00.000Z', // no offset in the file: Bogotá's -05:00
        camara_marca: 'TestCam',
        camara_modelo: 'Field1',
        gps_latitud: 4.598056,
        gps_longitud: -74.075833,
      },
      'gps-leticia.jpg': { gps_latitud: -4.2153, gps_longitud: -69.9406, tomada_local: null, camara_marca: null },
      'gps-medellin.jpg': { gps_latitud: 6.2442, gps_longitud: -75.5812, tomada_local: null, camara_marca: null },
      'no-gps.jpg': { gps_latitud: null, gps_longitud: null, tomada_local: null, tomada_at: null, camara_marca: null, camara_modelo: null },
      'no-gps.png': { gps_latitud: null, gps_longitud: null, tomada_local: null, tomada_at: null, camara_marca: null, camara_modelo: null },
    };
    for (const name of ALL) {
      const fromPath = await readExif(path.join(dir, name));
      const fromHead = await readExif(fixture(name).subarray(0, 256 * 1024));
      assert.deepEqual(fromHead, fromPath, name);
      for (const [k, v] of Object.entries(expected[name])) assert.deepEqual(fromPath[k as keyof typeof fromPath], v, `${name} ${k}`);
    }
  });

  test('photos from a real Nikon, Nokia and iPhone (e2e/fixtures/images/camera): GPS, capture time and camera', async () => {
    const expected: Record<string, object> = {
      'nikon-coolpix-p6000.jpg': {
        tomada_local: '2008-10-22T16:28:39',
        tomada_offset: null,
        tomada_at: '2008-10-22T21:28:39.000Z', // no offset in the file: Bogotá's
        camara_marca: 'NIKON',
        camara_modelo: 'COOLPIX P6000',
        gps_latitud: 43.467448,
        gps_longitud: 11.885127,
      },
      'nokia-8.3-5g.jpg': {
        tomada_local: '2022-08-14T14:12:31',
        tomada_offset: '+03:00',
        tomada_at: '2022-08-14T11:12:31.000Z',
        camara_marca: 'HMD Global',
        camara_modelo: 'Nokia 8.3 5G',
        gps_latitud: 60.146706,
        gps_longitud: 24.906772,
      },
      'iphone-6.jpg': {
        tomada_local: '2015-04-10T20:12:23',
        tomada_offset: null,
        tomada_at: '2015-04-11T01:12:23.000Z',
        camara_marca: 'Apple',
        camara_modelo: 'iPhone 6',
        gps_latitud: 40.446972,
        gps_longitud: -3.724753, // west: GPSLongitudeRef W
      },
    };
    for (const [name, evidencia] of Object.entries(expected)) {
      const file = path.join(dir, 'camera', name);
      assert.deepEqual(await readExif(file), evidencia, name);
      // The upload path reads only the first bytes of a 2 MB original: the same evidence.
      assert.deepEqual(await readExif(readFileSync(file).subarray(0, 256 * 1024)), evidencia, `${name} (head)`);
    }
  });

  test('a camera offset is kept and gives the instant; cameras written by sharp read back', async () => {
    const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON D3500' },
        IFD2: { DateTimeOriginal: '2026:03:02 23:30:00', OffsetTimeOriginal: '+02:00' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '4/1 12/1 5508/100', GPSLongitudeRef: 'W', GPSLongitude: '69/1 56/1 2616/100' },
      })
      .toBuffer();
    assert.deepEqual(await readExif(bytes), {
      tomada_local: '2026-03-02T23:30:00',
      tomada_offset: '+02:00',
      tomada_at: '2026-03-02T21:30:00.000Z',
      camara_marca: 'NIKON CORPORATION',
      camara_modelo: 'NIKON D3500',
      gps_latitud: -4.2153,
      gps_longitud: -69.9406,
    });
  });

  test('broken EXIF (corrupted bytes of a fixture), a truncated header, an impossible date, or no image at all: nulls, no error', async () => {
    /** The TIFF header and the first IFD after it, overwritten with garbage. */
    const corrupt = (original: Buffer) => {
      const at = original.indexOf(Buffer.from('Exif\0\0'));
      assert.ok(at > 0);
      const bytes = Buffer.from(original);
      for (let i = at + 6; i < at + 6 + 64; i += 1) bytes[i] = (i * 37) & 0xff;
      return bytes;
    };
    const original = fixture('gps-bogota.jpg');
    const at = original.indexOf(Buffer.from('Exif\0\0'));
    const corrupted = corrupt(original);
    const nulls = {
      tomada_local: null,
      tomada_offset: null,
      tomada_at: null,
      camara_marca: null,
      camara_modelo: null,
      gps_latitud: null,
      gps_longitud: null,
    };
    assert.deepEqual(await readExif(corrupted), nulls);
    assert.deepEqual(await readExif(corrupt(readFileSync(path.join(dir, 'camera', 'iphone-6.jpg')))), nulls, 'a real iPhone header, broken');
    assert.deepEqual(await readExif(original.subarray(0, at + 20)), nulls);
    assert.deepEqual(await readExif(Buffer.from('not an image at all')), nulls);
    assert.deepEqual(await readExif(path.join(dir, 'not-an-image.jpg')), nulls);
    assert.deepEqual(await readExif(path.join(dir, 'no-such-file.jpg')), nulls);
    const impossible = await sharp(original)
      .withExif({ IFD2: { DateTimeOriginal: '0000:00:00 00:00:00' } })
      .toBuffer();
    assert.equal((await readExif(impossible)).tomada_local, null);
    // The whole reader: the broken file still gets its difference hash (its image data is intact).
    const ev = await readEvidence(corrupted, async () => (await import('node:stream')).Readable.from([corrupted]));
    assert.equal(ev.tomada_at, null);
    assert.match(ev.dhash ?? '', /^[01]{64}$/);
    assert.equal((await readEvidence(Buffer.from('x'), async () => (await import('node:stream')).Readable.from([Buffer.from('x')]))).dhash, null);
  });
});

describe('difference hash', () => {
  /**
   * Measured (sharp 0.35, the fixtures and the three camera photos): edited copies are 0–12 bits from their original
   * (re-encoded at quality 40 and 15: 0–2; resized to 50 %: 0–7; cropped 3 %: 0–6; cropped 5 %: 0–6; cropped 5 % from
   * one corner: 0–12, the Nikon’s 12; all at once: 0–6); different photos are 21–44 bits apart. DHASH_UMBRAL = 16
   * leaves 4 bits above the farthest copy and 5 below the nearest different photo (docs/decisions/photo-evidence.md).
   */
  const NEAR_MAX = 12;
  const FAR_MIN = 21;

  async function edits(name: string): Promise<Record<string, Buffer>> {
    const file = path.join(dir, name);
    const { width = 0, height = 0 } = await sharp(file).metadata();
    const crop = (f: number, centred: boolean) => {
      const w = Math.round(width * (1 - f));
      const h = Math.round(height * (1 - f));
      const off = centred ? (n: number, m: number) => Math.round((n - m) / 2) : (n: number, m: number) => n - m;
      return sharp(file)
        .extract({ left: off(width, w), top: off(height, h), width: w, height: h })
        .toBuffer();
    };
    return {
      calidad40: await sharp(file).jpeg({ quality: 40 }).toBuffer(),
      calidad15: await sharp(file).jpeg({ quality: 15 }).toBuffer(),
      mitad: await sharp(file)
        .resize(Math.round(width / 2))
        .jpeg({ quality: 80 })
        .toBuffer(),
      recorte3: await crop(0.03, true),
      recorte5: await crop(0.05, true),
      recorte5esquina: await crop(0.05, false),
      todo: await sharp(await crop(0.04, true))
        .resize(Math.round(width / 2))
        .jpeg({ quality: 30 })
        .toBuffer(),
    };
  }

  test(`edited copies are within ${NEAR_MAX} bits, different photos at least ${FAR_MIN}; the threshold ${DHASH_UMBRAL} sits between`, async () => {
    const hashes = new Map<string, string>();
    let nearMax = 0;
    const photos = [...ALL, ...CAMERAS];
    for (const name of photos) {
      const h = (await differenceHash(path.join(dir, name)))!;
      assert.match(h, /^[01]{64}$/);
      hashes.set(name, h);
      for (const [edit, bytes] of Object.entries(await edits(name))) {
        const d = hammingDistance(h, (await differenceHash(bytes))!);
        assert.ok(d <= NEAR_MAX, `${name} ${edit}: ${d} bits`);
        nearMax = Math.max(nearMax, d);
      }
    }
    let farMin = 64;
    for (const a of photos) for (const b of photos) if (a < b) farMin = Math.min(farMin, hammingDistance(hashes.get(a)!, hashes.get(b)!));
    assert.ok(farMin >= FAR_MIN, `different photos ${farMin} bits apart`);
    assert.ok(nearMax < DHASH_UMBRAL && DHASH_UMBRAL < farMin, `near ≤ ${nearMax} < ${DHASH_UMBRAL} < ${farMin}`);
    // The same hash from a path, a buffer and a stream (the three ways the server reads a photo).
    const { Readable } = await import('node:stream');
    const bytes = fixture('gps-bogota.jpg');
    assert.equal(await differenceHash(bytes), hashes.get('gps-bogota.jpg'));
    assert.equal(await differenceHash(Readable.from([bytes])), hashes.get('gps-bogota.jpg'));
  });
});

describe('flag rules', () => {
  const informe: InformeEvaluado = {
    fecha: '2026-03-05',
    fecha_recepcion: '2026-03-12',
    lugar: 'Medellín, Antioquia',
    localidad_latitud: 6.2442,
    localidad_longitud: -75.5812,
    sitio: null,
    ventana: null,
  };
  const limpia: FotoEvaluada = {
    id: 1,
    latitud: 6.25,
    longitud: -75.58,
    tiene_metadatos_gps: true,
    tomada_at: '2026-03-06T14:00:00.000Z',
    gps_latitud: 6.25,
    gps_longitud: -75.58,
    evidencia_leida_at: '2026-03-06T15:00:00.000Z',
  };
  const opciones = { distanciaKm: 25 };
  const tipos = (foto: Partial<FotoEvaluada>, inf: Partial<InformeEvaluado> = {}, parecidas: { informe_id: number; mismosBytes: boolean }[] = []) =>
    alertasDeFoto({ ...limpia, ...foto }, { ...informe, ...inf }, parecidas, opciones);

  test('a clean photo has no flag', () => {
    assert.deepEqual(tipos({}), []);
  });

  test('duplicada and casi_duplicada name each other report once; the same bytes are not also "casi igual"', () => {
    assert.deepEqual(
      tipos({}, {}, [
        { informe_id: 12, mismosBytes: true },
        { informe_id: 9, mismosBytes: false },
        { informe_id: 12, mismosBytes: false },
        { informe_id: 9, mismosBytes: false },
      ]),
      [
        { tipo: 'duplicada', motivo: 'La misma foto (mismos bytes) está también en el informe #12', informe_relacionado_id: 12 },
        { tipo: 'casi_duplicada', motivo: 'Una foto casi igual está en el informe #9', informe_relacionado_id: 9 },
      ],
    );
  });

  test('fuera_de_fechas: before fecha, after fecha_recepcion, or after fecha + 7 days without it (Bogotá day)', () => {
    assert.deepEqual(tipos({ tomada_at: '2026-03-02T15:00:00.000Z' }), [
      {
        tipo: 'fuera_de_fechas',
        motivo: 'Tomada el 2 de marzo de 2026, fuera de las fechas del informe (5 – 12 de marzo de 2026)',
        informe_relacionado_id: null,
      },
    ]);
    assert.deepEqual(tipos({ tomada_at: '2026-03-13T04:59:59.000Z' }), []);
    assert.equal(tipos({ tomada_at: '2026-03-13T05:00:00.000Z' })[0].tipo, 'fuera_de_fechas');
    assert.deepEqual(tipos({ tomada_at: '2026-03-12T15:00:00.000Z' }, { fecha_recepcion: null }), []);
    assert.deepEqual(
      tipos({ tomada_at: '2026-03-13T15:00:00.000Z' }, { fecha_recepcion: null }).map((a) => a.motivo),
      ['Tomada el 13 de marzo de 2026, fuera de las fechas del informe (5 – 12 de marzo de 2026)'],
    );
    assert.equal(rangoFechas('2026-02-28', '2026-03-06'), '28 de febrero – 6 de marzo de 2026');
    assert.equal(rangoFechas('2025-12-28', '2026-01-03'), '28 de diciembre de 2025 – 3 de enero de 2026');
  });

  test('fuera_de_fechas: the capture day is the Bogotá day of tomada_at, not the camera’s wall clock', () => {
    const inicio = { fecha: '2026-03-05', fecha_recepcion: '2026-03-05' };
    // 17:00 in Bogotá on the 5th (22:00 UTC): inside a report of 5 March.
    assert.deepEqual(tipos({ tomada_at: '2026-03-05T22:00:00.000Z' }, inicio), []);
    // A camera on UTC wrote 2026-03-06 03:00 (+00:00): 22:00 of the 5th in Bogotá, inside too.
    assert.deepEqual(tipos({ tomada_at: new Date('2026-03-06T03:00:00+00:00').toISOString() }, inicio), []);
    // A camera on UTC+9 wrote 2026-03-05 10:00 (+09:00): 20:00 of the 4th in Bogotá, before the report.
    assert.deepEqual(
      tipos({ tomada_at: new Date('2026-03-05T10:00:00+09:00').toISOString() }, inicio).map((a) => a.motivo),
      ['Tomada el 4 de marzo de 2026, fuera de las fechas del informe (5 de marzo de 2026)'],
    );
  });

  test('sin_fecha only once the file was read', () => {
    assert.deepEqual(
      tipos({ tomada_at: null }).map((a) => [a.tipo, a.motivo]),
      [['sin_fecha', 'La foto no trae fecha de captura']],
    );
    assert.deepEqual(tipos({ tomada_at: null, evidencia_leida_at: null }), []);
  });

  test('lejos_del_municipio beyond EVIDENCIA_DISTANCIA_KM, with the distance in Spanish', () => {
    const leticia = { latitud: -4.2153, longitud: -69.9406, gps_latitud: -4.2153, gps_longitud: -69.9406 };
    const [a] = tipos(leticia);
    assert.equal(a.tipo, 'lejos_del_municipio');
    assert.equal(a.motivo, `A ${Math.round(distanciaKm(-4.2153, -69.9406, 6.2442, -75.5812))} km de Medellín, Antioquia (se esperan menos de 25 km)`);
    assert.match(a.motivo, /^A 1321 km de Medellín, Antioquia/);
    assert.deepEqual(tipos(leticia, { localidad_latitud: null, localidad_longitud: null }), [], 'no DANE coordinates, no check');
    assert.deepEqual(tipos({ latitud: null, longitud: null, gps_latitud: null, gps_longitud: null, tiene_metadatos_gps: false }), []);
    assert.equal(distanciaTexto(3.24), '3,2 km');
    assert.equal(distanciaTexto(0.25), '250 m');
    assert.equal(distanciaTexto(25), '25 km');
  });

  test('gps_no_coincide when declared automatic and more than 100 m from the file GPS; ubicacion_manual for a pin', () => {
    assert.deepEqual(
      tipos({ latitud: 6.25, longitud: -75.55 }).map((a) => [a.tipo, a.motivo]),
      [['gps_no_coincide', 'Las coordenadas enviadas están a 3,3 km del GPS de la foto']],
    );
    assert.deepEqual(tipos({ latitud: 6.2505, longitud: -75.58 }), [], '55 m is the same place');
    assert.deepEqual(
      tipos({ tiene_metadatos_gps: false, latitud: 6.25, longitud: -75.55 }).map((a) => a.tipo),
      ['ubicacion_manual'],
    );
    assert.equal(tipos({ tiene_metadatos_gps: false })[0].motivo, 'Ubicación marcada a mano en el mapa, no por la cámara');
  });

  test("lejos_del_sitio: a report at a site is judged by the site's radius, in place of the municipality's distance", () => {
    // A billboard at El Poblado (6.2090, -75.5670) with a 150 m geofence; the municipality's point is 4 km away.
    const sitio = { nombre: 'MED-001 Valla El Poblado', latitud: 6.209, longitud: -75.567, radio_m: 150 };
    const cerca = { latitud: 6.2095, longitud: -75.567, gps_latitud: 6.2095, gps_longitud: -75.567 };
    assert.deepEqual(tipos(cerca, { sitio }), [], '56 m from the site: inside its radius');
    const [a, ...rest] = tipos({ latitud: 6.2442, longitud: -75.5812, gps_latitud: 6.2442, gps_longitud: -75.5812 }, { sitio });
    assert.deepEqual(rest, [], 'the municipality check is not also made');
    assert.deepEqual([a.tipo, a.motivo], ['lejos_del_sitio', 'A 4,2 km del sitio MED-001 Valla El Poblado (su radio es 150 m)']);
    const leticia = { latitud: -4.2153, longitud: -69.9406, gps_latitud: -4.2153, gps_longitud: -69.9406 };
    assert.deepEqual(
      tipos(leticia, { sitio }).map((x) => x.tipo),
      ['lejos_del_sitio'],
    );
  });

  test("fuera_de_ventana: the capture day (Bogotá) outside the window of the report's check, edges inside", () => {
    const ventana = { nombre: 'Verificación 2', desde: '2026-03-06', hasta: '2026-03-08' };
    assert.deepEqual(tipos({ tomada_at: '2026-03-06T05:00:00.000Z' }, { ventana }), [], 'midnight of the 6th in Bogotá');
    assert.deepEqual(tipos({ tomada_at: '2026-03-09T04:59:00.000Z' }, { ventana }), [], '23:59 of the 8th in Bogotá');
    const [a] = tipos({ tomada_at: '2026-03-09T05:00:00.000Z' }, { ventana });
    assert.deepEqual(
      [a.tipo, a.motivo],
      ['fuera_de_ventana', 'Tomada el 9 de marzo de 2026, fuera de la ventana de Verificación 2 (6 – 8 de marzo de 2026)'],
    );
  });
});

test('EVIDENCIA_DISTANCIA_KM: 25 by default, a positive number of km, else a clear configuration error', () => {
  assert.equal(loadConfig({}).evidenciaDistanciaKm, 25);
  assert.equal(loadConfig({ EVIDENCIA_DISTANCIA_KM: '7.5' }).evidenciaDistanciaKm, 7.5);
  for (const bad of ['0', '-3', 'diez', '1e3', '5000']) {
    assert.throws(
      () => loadConfig({ EVIDENCIA_DISTANCIA_KM: bad }),
      (err: unknown) => err instanceof ConfigError && err.problems.some((p) => p.startsWith('EVIDENCIA_DISTANCIA_KM')),
      bad,
    );
  }
});
