import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXIF_READ_BYTES, readGps } from './read-gps';

const FIXTURES = path.resolve(__dirname, '../../../../e2e/fixtures/images');
const file = (name: string, type = 'image/jpeg') => new File([readFileSync(path.join(FIXTURES, name))], name, { type });

describe('GPS from the EXIF header (exifr)', () => {
  test.each([
    ['gps-bogota.jpg', 4.598056, -74.075833],
    ['gps-medellin.jpg', 6.2442, -75.5812],
    ['gps-leticia.jpg', -4.2153, -69.9406],
  ])('%s → %d, %d (south and west are negative)', async (name, lat, lng) => {
    const point = await readGps(file(name));
    expect(point).not.toBeNull();
    expect(point!.lat).toBeCloseTo(lat, 6);
    expect(point!.lng).toBeCloseTo(lng, 6);
  });

  test.each([
    ['no-gps.jpg', 'image/jpeg'],
    ['no-gps.png', 'image/png'],
    ['not-an-image.jpg', 'image/jpeg'],
    ['notes.txt', 'text/plain'],
  ])('%s has no GPS (a failed read counts as none)', async (name, type) => {
    expect(await readGps(file(name, type))).toBeNull();
  });

  test('a 15 MB photo is read only through its first 256 KB', async () => {
    const gps = readFileSync(path.join(FIXTURES, 'gps-bogota.jpg'));
    const big = new Uint8Array(15 * 1024 * 1024);
    big.set(gps);
    const photo = new File([big], 'grande.jpg', { type: 'image/jpeg' });
    const ranges: Array<[number | undefined, number | undefined]> = [];
    const slice = photo.slice.bind(photo);
    photo.slice = (start?: number, end?: number, type?: string) => {
      ranges.push([start, end]);
      return slice(start, end, type);
    };
    const point = await readGps(photo);
    expect(point?.lat).toBeCloseTo(4.598056, 6);
    expect(ranges).toEqual([[0, EXIF_READ_BYTES]]);
    expect(EXIF_READ_BYTES).toBeLessThanOrEqual(256 * 1024);
  });
});
