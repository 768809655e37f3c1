import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkNewImages, pickerText, REPORT_PICKER_LIMITS } from './picker-rules';

const FIXTURES = path.resolve(__dirname, '../../../../e2e/fixtures/images');

/** A File as the browser builds it from a chosen file: the type comes from the name's extension. */
function fixtureFile(name: string, type = name.endsWith('.png') ? 'image/png' : name.endsWith('.txt') ? 'text/plain' : 'image/jpeg'): File {
  return new File([readFileSync(path.join(FIXTURES, name))], name, { type });
}

/** A JPEG of `size` bytes (a real JPEG start, then padding) named `name`. */
function jpegOfSize(name: string, size: number): File {
  const start = readFileSync(path.join(FIXTURES, 'no-gps.jpg'));
  const bytes = new Uint8Array(size);
  bytes.set(start.subarray(0, Math.min(start.length, size)));
  return new File([bytes], name, { type: 'image/jpeg' });
}

describe('image picker rules', () => {
  test('real JPEG and PNG files are accepted with no message', async () => {
    const files = ['gps-bogota.jpg', 'gps-medellin.jpg', 'no-gps.png'].map((n) => fixtureFile(n));
    const { accepted, messages } = await checkNewImages([], files);
    expect(accepted.map((f) => f.name)).toEqual(['gps-bogota.jpg', 'gps-medellin.jpg', 'no-gps.png']);
    expect(messages).toEqual([]);
  });

  test('notes.txt (not image/*) and not-an-image.jpg (text named .jpg) are refused with "{file} no es una imagen válida"', async () => {
    const { accepted, messages } = await checkNewImages([], [fixtureFile('notes.txt'), fixtureFile('not-an-image.jpg'), fixtureFile('no-gps.jpg')]);
    expect(accepted.map((f) => f.name)).toEqual(['no-gps.jpg']);
    expect(messages).toEqual([
      { kind: 'error', text: 'notes.txt no es una imagen válida' },
      { kind: 'error', text: 'not-an-image.jpg no es una imagen válida' },
    ]);
  });

  test('an iPhone HEIC is refused saying what to do, whatever type the system declares for it', async () => {
    const heic = new Uint8Array(4096);
    heic.set([0, 0, 0, 24, ...Array.from('ftypheicmif1heic', (c) => c.charCodeAt(0))]);
    const files = [new File([heic], 'IMG_0042.HEIC', { type: 'image/heic' }), new File([heic], 'IMG_0043.heic', { type: '' })];
    const { accepted, messages } = await checkNewImages([], files);
    expect(accepted).toEqual([]);
    expect(messages.map((m) => m.text)).toEqual([pickerText.heic('IMG_0042.HEIC'), pickerText.heic('IMG_0043.heic')]);
    expect(messages[0].text).toMatch(/^IMG_0042\.HEIC está en formato HEIC \(iPhone\).*«Más compatible»/);
  });

  test('over 15 MB is refused with "{file} es muy grande (máximo 15MB)"; exactly 15 MB is accepted', async () => {
    const limit = 15 * 1024 * 1024;
    const { accepted, messages } = await checkNewImages([], [jpegOfSize('enorme.jpg', limit + 1), jpegOfSize('justo.jpg', limit)]);
    expect(accepted.map((f) => f.name)).toEqual(['justo.jpg']);
    expect(messages).toEqual([{ kind: 'error', text: 'enorme.jpg es muy grande (máximo 15MB)' }]);
  });

  test('names already chosen (or repeated in the same drop) are dropped with one warning', async () => {
    const { accepted, messages } = await checkNewImages(
      ['gps-bogota.jpg'],
      [fixtureFile('gps-bogota.jpg'), fixtureFile('no-gps.jpg'), fixtureFile('no-gps.jpg')],
    );
    expect(accepted.map((f) => f.name)).toEqual(['no-gps.jpg']);
    expect(messages).toEqual([{ kind: 'warning', text: 'Algunas imágenes ya estaban seleccionadas' }]);
  });

  test('at most 10: what fits is kept and "Máximo 10 imágenes permitidas" is shown; a full selection takes none', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => `foto-${i}.jpg`);
    const incoming = [1, 2, 3].map((n) => jpegOfSize(`nueva-${n}.jpg`, 2000));
    const some = await checkNewImages(eight, incoming);
    expect(some.accepted.map((f) => f.name)).toEqual(['nueva-1.jpg', 'nueva-2.jpg']);
    expect(some.messages).toEqual([{ kind: 'error', text: 'Máximo 10 imágenes permitidas' }]);
    const full = await checkNewImages([...eight, 'a.jpg', 'b.jpg'], [jpegOfSize('otra.jpg', 2000)]);
    expect(full.accepted).toEqual([]);
    expect(full.messages).toEqual([{ kind: 'error', text: pickerText.tooMany(REPORT_PICKER_LIMITS.maxFiles) }]);
  });
});
