import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImagePicker } from './image-picker';
import { LocationSummary } from './location-summary';
import type { PickerMessage } from './picker-rules';
import { useImageSelection } from './use-image-selection';

const FIXTURES = path.resolve(__dirname, '../../../../e2e/fixtures/images');
const file = (name: string, type = name.endsWith('.png') ? 'image/png' : 'image/jpeg') =>
  new File([readFileSync(path.join(FIXTURES, name))], name, { type });

const messages: PickerMessage[] = [];

function Harness() {
  const selection = useImageSelection({ onMessages: (m) => messages.push(...m) });
  const [locatingId, setLocatingId] = useState<string | null>(null);
  return (
    <>
      <ImagePicker images={selection.images} limits={selection.limits} onAdd={(f) => void selection.add(f)} onRemove={selection.remove} />
      <LocationSummary
        images={selection.images}
        counts={selection.counts}
        locatingId={locatingId}
        onLocate={setLocatingId}
        onCancelLocate={() => setLocatingId(null)}
      />
      {locatingId && (
        <button
          type="button"
          onClick={() => {
            selection.setManualLocation(locatingId, { lat: 4.61, lng: -74.08 });
            setLocatingId(null);
          }}
        >
          clic en el mapa
        </button>
      )}
    </>
  );
}

const counter = (label: string) => within(screen.getByLabelText('Ubicación de las imágenes')).getByText(label).nextElementSibling?.textContent;

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  messages.length = 0;
});

test('choosing photos lists each with size and GPS badge, counts locations and lists the ones without GPS', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  expect(screen.getByText('0/10')).toBeInTheDocument();
  expect(screen.getByText(/PNG, JPG, JPEG/)).toBeInTheDocument();

  await user.upload(screen.getByLabelText(/Arrastre las imágenes aquí/), [
    file('gps-bogota.jpg'),
    file('no-gps.png'),
    file('notes.txt', 'text/plain'),
  ]);

  const list = await screen.findByRole('list', { name: 'Imágenes seleccionadas' });
  await waitFor(() => expect(within(list).getByText('GPS automático')).toBeInTheDocument());
  expect(screen.getByText('2/10')).toBeInTheDocument();
  const bogota = within(list).getByText('gps-bogota.jpg').closest('li')!;
  expect(bogota).toHaveTextContent('52.92 KB');
  expect(bogota).toHaveTextContent('4.59806, -74.07583');
  await waitFor(() => expect(within(list).getByText('no-gps.png').closest('li')).toHaveTextContent('Sin ubicación'));
  expect(messages).toEqual([{ kind: 'error', text: 'notes.txt no es una imagen válida' }]);
  expect(counter('Con GPS automático')).toBe('1');
  expect(counter('Ubicación manual')).toBe('0');
  expect(counter('Sin ubicación')).toBe('1');
  expect(screen.queryByText(/con la alerta «Ubicación manual»/)).toBeNull();

  const missing = screen.getByRole('region', { name: 'Imágenes sin ubicación GPS' });
  expect(within(missing).getByText('no-gps.png')).toBeInTheDocument();
  expect(within(missing).queryByText('gps-bogota.jpg')).toBeNull();

  // Agregar ubicación → Cancelar aborts; again → the next map click places it as a manual location.
  await user.click(within(missing).getByRole('button', { name: 'Agregar ubicación a no-gps.png' }));
  expect(within(missing).getByRole('status')).toHaveTextContent('Haga clic en el mapa para ubicar esta imagen');
  await user.click(within(missing).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('button', { name: 'clic en el mapa' })).toBeNull();
  await user.click(within(missing).getByRole('button', { name: 'Agregar ubicación a no-gps.png' }));
  await user.click(screen.getByRole('button', { name: 'clic en el mapa' }));
  expect(within(list).getByText('no-gps.png').closest('li')).toHaveTextContent('Ubicación manual');
  expect(counter('Ubicación manual')).toBe('1');
  expect(counter('Sin ubicación')).toBe('0');
  // The report will flag a pin on the map: said before sending.
  expect(screen.getByText(/con la alerta «Ubicación manual» hasta que un administrador la revise/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Imágenes sin ubicación GPS' })).toBeNull();
});

test('the same name twice is dropped with a warning; Quitar removes one and frees its preview URL', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByLabelText(/Arrastre las imágenes aquí/);
  await user.upload(input, [file('gps-medellin.jpg'), file('gps-leticia.jpg')]);
  await screen.findByText('gps-leticia.jpg');
  await user.upload(input, [file('gps-medellin.jpg')]);
  await waitFor(() => expect(messages).toEqual([{ kind: 'warning', text: 'Algunas imágenes ya estaban seleccionadas' }]));
  expect(screen.getByText('2/10')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Quitar gps-medellin.jpg' }));
  expect(screen.queryByText('gps-medellin.jpg')).toBeNull();
  expect(screen.getByText('1/10')).toBeInTheDocument();
  expect(URL.revokeObjectURL).toHaveBeenCalled();
});

test('at 10 images the picker says so and its input is disabled', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const jpeg = readFileSync(path.join(FIXTURES, 'no-gps.jpg'));
  const ten = Array.from({ length: 11 }, (_, i) => new File([jpeg], `foto-${i}.jpg`, { type: 'image/jpeg' }));
  await user.upload(screen.getByLabelText(/Arrastre las imágenes aquí/), ten);
  await screen.findByText('10/10');
  expect(messages).toEqual([{ kind: 'error', text: 'Máximo 10 imágenes permitidas' }]);
  expect(screen.getByLabelText(/Se alcanzó el máximo de 10 imágenes/)).toBeDisabled();
});
