import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { clearSession, setSession } from 'shared/session';
import { AppThemeProvider } from 'shared/theme';
import { IMAGE_LIMITS, type SessionUser, type VerificacionFoto } from 'shared/contracts';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { VerificarPage } from './verificar-page';
import { VERIFICAR_TEXTS as T } from './verificar-texts';

const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const HASH = createHash('sha256').update(BYTES).digest('hex');
const OTHER = 'ab'.repeat(32);
const PACK = 'cd'.repeat(32);
const CAMPAIGN_PACK = 'ce'.repeat(32);

const answers: Record<string, VerificacionFoto> = {
  [HASH]: {
    sha256: HASH,
    encontrada: true,
    informes: [
      { informe_id: 12, campana: 'Verano', subida_at: '2026-11-20T15:04:00.000Z' },
      { informe_id: 30, campana: 'Navidad', subida_at: '2026-11-24T02:30:00.000Z' },
    ],
    paquete: null,
  },
  [PACK]: {
    sha256: PACK,
    encontrada: false,
    informes: [],
    paquete: { emitido_at: '2026-11-24T15:00:00.000Z', informes: 3, fotos: 12, campana: null },
  },
  [CAMPAIGN_PACK]: {
    sha256: CAMPAIGN_PACK,
    encontrada: false,
    informes: [],
    paquete: { emitido_at: '2026-11-24T15:00:00.000Z', informes: 40, fotos: 95, campana: 'Vallas Ñandú 2026' },
  },
};

let api: MockApi;
const realCrypto = globalThis.crypto;

function setCrypto(value: unknown) {
  Object.defineProperty(globalThis, 'crypto', { value, configurable: true, writable: true });
}

beforeEach(() => {
  clearSession();
  setCrypto(webcrypto);
  api = installMockApi(({ path }) => {
    const hash = path.replace('/api/v1/verificar/', '');
    return { status: 200, body: answers[hash] ?? { sha256: hash, encontrada: false, informes: [], paquete: null } };
  });
});
afterEach(() => {
  api.restore();
  setCrypto(realCrypto);
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/verificar', element: <VerificarPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: ['/verificar'] },
  );
  render(
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>,
  );
}

const result = () => screen.getByRole('status', { name: T.resultLabel });
const hashField = () => screen.getByLabelText(T.hashLabel);
const photo = (bytes: Uint8Array<ArrayBuffer>, name = 'foto.jpg') => {
  const file = new File([bytes], name, { type: 'image/jpeg' });
  // jsdom's File may lack arrayBuffer(); the browser's has it.
  Object.defineProperty(file, 'arrayBuffer', { value: async () => bytes.slice().buffer });
  return file;
};

describe('VerificarPage', () => {
  it('says that the photo is not sent, and offers a file and a hash field with their labels', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByText(T.privacy)).toBeInTheDocument();
    expect(screen.getByLabelText(T.dropLabel)).toHaveAttribute('type', 'file');
    expect(hashField()).toBeInTheDocument();
    expect(result()).toHaveAttribute('aria-live', 'polite');
  });

  it('hashes a chosen photo in the browser and sends only its SHA-256, without the session token', async () => {
    setSession(
      {
        token: 'tok',
        user: { id: 1, usuario: 'admin', tipo: 0 } as SessionUser,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
      false,
    );
    renderPage();
    fireEvent.change(screen.getByLabelText(T.dropLabel), { target: { files: [photo(BYTES)] } });
    await waitFor(() => expect(result()).toHaveTextContent(T.found));
    const lines = result().querySelectorAll('li');
    expect([...lines].map((li) => li.textContent)).toEqual([
      'campaña «Verano», informe #12, subida el 20/11/2026, 10:04',
      'campaña «Navidad», informe #30, subida el 23/11/2026, 21:30',
    ]);
    expect(result()).toHaveTextContent(HASH);
    expect(api.calls.map((c) => [c.method, c.path])).toEqual([['GET', `/api/v1/verificar/${HASH}`]]);
    expect(api.calls[0].headers.get('authorization')).toBeNull();
  });

  it('a dropped file is checked too', async () => {
    renderPage();
    const zone = screen.getByText(T.dropLabel);
    fireEvent.drop(zone, { dataTransfer: { files: [photo(new Uint8Array([9, 9, 9]), 'otra.png')] } });
    await waitFor(() => expect(result()).toHaveTextContent(T.notFound));
    expect(result()).toHaveTextContent('otra.png');
  });

  it('a pasted hash in capitals and with spaces is checked in lower case; something else is explained, not sent', async () => {
    renderPage();
    fireEvent.change(hashField(), { target: { value: 'no es una huella' } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.invalidHash)).toBeInTheDocument();
    expect(hashField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);

    fireEvent.change(hashField(), { target: { value: `  ${OTHER.toUpperCase()} ` } });
    expect(hashField()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(result()).toHaveTextContent(T.notFound));
    expect(api.calls.map((c) => c.path)).toEqual([`/api/v1/verificar/${OTHER}`]);
  });

  it("a proof pack's manifest hash says when the pack was issued and what it covered", async () => {
    renderPage();
    fireEvent.change(hashField(), { target: { value: PACK } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(result()).toHaveTextContent(`${T.pack} el 24/11/2026, 10:00, con 3 informes y 12 fotos.`));
    expect(result()).not.toHaveTextContent(T.notFound);
    expect(result()).not.toHaveTextContent('de la campaña');
  });

  it("a campaign's proof pack names its campaign", async () => {
    renderPage();
    fireEvent.change(hashField(), { target: { value: CAMPAIGN_PACK } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() =>
      expect(result()).toHaveTextContent(`${T.pack} el 24/11/2026, 10:00, de la campaña «Vallas Ñandú 2026», con 40 informes y 95 fotos.`),
    );
  });

  it('a file larger than the upload maximum is answered without reading it or asking the API', async () => {
    renderPage();
    const huge = new File([new Uint8Array(1)], 'enorme.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: IMAGE_LIMITS.maxMb * 1024 * 1024 + 1 });
    const read = jest.fn(async () => new ArrayBuffer(0));
    Object.defineProperty(huge, 'arrayBuffer', { value: read });
    fireEvent.change(screen.getByLabelText(T.dropLabel), { target: { files: [huge] } });
    await waitFor(() => expect(result()).toHaveTextContent(T.tooLarge));
    expect(T.tooLarge).toBe('Esta foto supera el tamaño máximo que el producto acepta (15 MB): no puede estar aquí.');
    expect(read).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the API's Spanish message when it refuses (429), and says so when the browser cannot hash", async () => {
    renderPage();
    api.respond(() => ({ status: 429, body: { error: 'demasiados_intentos', message: 'Demasiados intentos. Intenta de nuevo en 1 minuto.' } }));
    fireEvent.change(hashField(), { target: { value: OTHER } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(result()).toHaveTextContent('Demasiados intentos. Intenta de nuevo en 1 minuto.'));

    setCrypto({});
    fireEvent.change(screen.getByLabelText(T.dropLabel), { target: { files: [photo(BYTES)] } });
    await waitFor(() => expect(result()).toHaveTextContent(T.noCrypto));
  });
});
