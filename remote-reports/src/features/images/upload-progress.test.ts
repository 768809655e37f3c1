import type { OutboxEntry, OutboxPhoto } from 'shared/outbox';
import { progressOfEntry } from './upload-progress';

const photo = (id: string, change: Partial<OutboxPhoto> = {}): OutboxPhoto => ({
  id,
  name: `${id}.jpg`,
  type: 'image/jpeg',
  size: 1000,
  lastModified: 0,
  location: null,
  sha256: null,
  uploadUrl: null,
  archivoId: null,
  error: null,
  kept: true,
  ...change,
});

test('each photo of a report being sent: stored, refused with its reason, its bytes so far, or waiting', () => {
  const entry = { photos: [photo('a', { archivoId: 7 }), photo('b', { error: 'no es una imagen válida' }), photo('c'), photo('d')] } as OutboxEntry;
  expect(progressOfEntry(entry, { c: { sent: 250, total: 1000 } })).toEqual({
    a: { percent: 100, status: 'subida' },
    b: { percent: 0, status: 'error', error: 'no es una imagen válida' },
    c: { percent: 25, status: 'subiendo' },
    d: { percent: 0, status: 'pendiente' },
  });
  expect(progressOfEntry(undefined, {})).toEqual({});
});
