import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type ImportacionSitios, type Role, type Sitio, type SitiosMapa, type SitiosPage } from 'shared/contracts';
import type { SitesMapProps } from 'shared/map';
import { clearSession } from 'shared/session';
import { resetRuntimeConfigCache } from 'shared/api';
import { installMockApi, type MockApi, type MockHandler, type RecordedCall } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import { signInForTest } from 'shared/test/session';
import routes from '../../../routes';

// MapLibre needs WebGL: the map is its own chunk's business (shared/map); here a list of its markers stands in for it.
jest.mock('shared/map', () => ({
  ...jest.requireActual('shared/map'),
  LazySitesMap: ({ sites, onSiteClick }: SitesMapProps) => (
    <ul aria-label="Mapa de prueba">
      {sites.map((s) => (
        <li key={s.id}>
          <button type="button" onClick={() => onSiteClick?.(s.id)}>
            {s.codigo}
          </button>
        </li>
      ))}
    </ul>
  ),
}));

let api: MockApi;

function sitio(id: number, extra: Partial<Sitio> = {}): Sitio {
  return {
    id,
    codigo: `S-${id}`,
    nombre: `Sitio ${id}`,
    tipo: 'valla',
    direccion: null,
    provincia_id: 11,
    provincia: 'Bogotá, D.C.',
    localidad_id: 151,
    localidad: 'Bogotá, D.C.',
    latitud: 4.65,
    longitud: -74.09,
    radio_m: 150,
    proveedor_id: null,
    proveedor: null,
    activo: true,
    notas: null,
    foto_referencia_id: null,
    foto_referencia_url: null,
    foto_referencia_miniatura_url: null,
    campanas: 2,
    informes: 5,
    ultimo_informe: '2026-11-20',
    creado_at: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

const preview = (rechazar: number): ImportacionSitios => ({
  filas: [
    { fila: 2, codigo: 'N-1', accion: 'crear', motivos: [] },
    ...(rechazar ? [{ fila: 3, codigo: 'N-1', accion: 'rechazar' as const, motivos: ['Código repetido: ya está en la fila 2'] }] : []),
  ],
  crear: 1,
  actualizar: 0,
  rechazar,
  aplicada: false,
});

const okHandler: MockHandler = ({ method, url }) => {
  const p = url.pathname;
  if (p === '/api/v1/catalogos/provincias')
    return {
      status: 200,
      body: [
        { id: 5, nombre: 'Antioquia' },
        { id: 11, nombre: 'Bogotá, D.C.' },
      ],
    };
  if (p.startsWith('/api/v1/catalogos/localidades/'))
    return { status: 200, body: [{ id: 151, nombre: 'Bogotá, D.C.', latitud: 4.6, longitud: -74.08 }] };
  if (p === '/api/v1/proveedores') return { status: 200, body: [{ id: 7, nombre: 'Vallas del Norte' }] };
  if (p === '/config.json') return { status: 200, body: { remotes: {}, demoCredentials: null, mapStyleUrl: null, sitioRadioM: 80 } };
  if (p === '/api/v1/sitios/mapa') {
    const body: SitiosMapa = {
      data: [1, 2].map((id) => ({ id, codigo: `S-${id}`, nombre: `Sitio ${id}`, tipo: 'valla', latitud: 4.6, longitud: -74.1, activo: true })),
      total: 2,
    };
    return { status: 200, body };
  }
  if (p === '/api/v1/sitios' && method === 'GET') {
    const page = Number(url.searchParams.get('page') ?? 1);
    const body: SitiosPage = {
      data: [
        sitio(page * 100 + 1, { proveedor: 'Vallas del Norte', proveedor_id: 7 }),
        sitio(page * 100 + 2, { tipo: 'mupi', activo: false, ultimo_informe: null }),
      ],
      meta: { page, limit: 20, total: 42, totalPages: 3, hasNextPage: page < 3, hasPrevPage: page > 1 },
    };
    return { status: 200, body };
  }
  return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
};

// Provider users are provider 7's, the one the proveedores mock lists.
const signIn = (tipo: Role = ROLE.ADMIN) => signInForTest(tipo, { proveedor_id: tipo === ROLE.PROVEEDOR ? 7 : null });

beforeEach(() => {
  resetRuntimeConfigCache();
  api = installMockApi(okHandler);
});
afterEach(() => {
  api.restore();
  clearSession();
});

const callsTo = (path: string, method = 'GET'): RecordedCall[] =>
  api.calls.filter((c) => c.method === method && c.url.pathname === `/api/v1/${path}`);
const last = (path: string, method = 'GET') => callsTo(path, method).at(-1);

describe('/sitios', () => {
  it('restores every filter and the page from the URL into the controls and the request', async () => {
    signIn();
    renderRoutes(routes, '/sitios?search=calle&tipo=mupi&provincia=11&localidad=151&proveedor=7&activo=activos&page=2');
    await screen.findByText('Sitio 201');
    expect(Object.fromEntries(last('sitios')!.url.searchParams)).toEqual({
      search: 'calle',
      tipo: 'mupi',
      provincia_id: '11',
      localidad_id: '151',
      proveedor_id: '7',
      activo: 'true',
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('calle');
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('mupi');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('activos');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Departamento' })).toHaveValue('11'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('7'));
    expect(screen.getByText('Mostrando 21 a 40 de 42 resultados')).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getAllByRole('row')[2];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['S-202', 'Sitio 202', 'M Mupi', 'Bogotá, D.C.Bogotá, D.C.', '—', '2', '5', '—', 'Inactivo', expect.stringContaining('Editar')]);
  });

  it('a department chosen clears the municipality and goes back to page 1', async () => {
    signIn();
    renderRoutes(routes, '/sitios?provincia=11&localidad=151&page=3');
    await screen.findByText('Sitio 301');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Antioquia' })).toBeInTheDocument());
    fireEvent.change(screen.getByRole('combobox', { name: 'Departamento' }), { target: { value: '5' } });
    await waitFor(() => expect(probedLocation.search).toBe('?provincia=5'));
  });

  it('"Nuevo Sitio": an empty Radio says the server’s SITIO_RADIO_M (from /config.json), not the rule’s 150', async () => {
    signIn();
    renderRoutes(routes, '/sitios');
    await screen.findByText('Sitio 101');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo Sitio' }));
    const radio = await screen.findByLabelText<HTMLInputElement>('Radio (m)');
    await waitFor(() => expect(radio.placeholder).toBe('80'));
    expect(radio.value).toBe('');
  });

  it('a provider: no provider filter (a hand-written one is not sent), no writing', async () => {
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/sitios?proveedor=9');
    await screen.findByText('Sitio 101');
    expect(last('sitios')!.url.searchParams.has('proveedor_id')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Proveedor' })).not.toBeInTheDocument();
    for (const name of ['Nuevo Sitio', 'Importar']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(callsTo('proveedores')).toHaveLength(0);
  });

  it('the map view reads GET /sitios/mapa with the same filters; a site clicked is named, with a link to its page', async () => {
    signIn();
    renderRoutes(routes, '/sitios?vista=mapa&tipo=valla&search=norte&page=2');
    expect(await screen.findByText('2 sitios en el mapa.')).toBeInTheDocument();
    expect(Object.fromEntries(last('sitios/mapa')!.url.searchParams)).toEqual({ tipo: 'valla', search: 'norte' });
    expect(callsTo('sitios')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'S-2' }));
    expect(await screen.findByRole('link', { name: 'Ver el sitio S-2 Sitio 2 (Valla)' })).toHaveAttribute('href', '/sitios/2');
    fireEvent.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(probedLocation.search).toBe('?tipo=valla&search=norte'));
    await screen.findByText('Sitio 101');
  });

  it('import: the file’s text is previewed as text/csv; a refused row keeps "Importar" off; the fixed file is sent as previewed', async () => {
    signIn();
    let refused = 1;
    api.respond((call) => {
      if (call.url.pathname === '/api/v1/sitios/importacion/vista-previa') return { status: 200, body: preview(refused) };
      if (call.url.pathname === '/api/v1/sitios/importacion') return { status: 200, body: { ...preview(0), aplicada: true } };
      return okHandler(call);
    });
    renderRoutes(routes, '/sitios');
    await screen.findByText('Sitio 101');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar sitios' });
    const importar = within(dialog).getByRole('button', { name: 'Importar' });
    expect(importar).toBeDisabled();
    const input = within(dialog).getByLabelText('Archivo CSV');
    const text = 'codigo;nombre\nN-1;Uno\nN-1;Otra vez\n';
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([`\uFEFF${text}`], 'sitios.csv', { type: 'text/csv' })] } });
    });
    expect(await within(dialog).findByText('1 para crear, 0 para actualizar y 1 rechazada.', { exact: false })).toBeInTheDocument();
    const sent = last('sitios/importacion/vista-previa', 'POST')!;
    expect(sent.headers.get('content-type')).toBe('text/csv');
    expect(sent.body).toBe(text);
    expect(within(dialog).getByText('Código repetido: ya está en la fila 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Rechazada')).toBeInTheDocument();
    expect(importar).toBeDisabled();
    expect(callsTo('sitios/importacion', 'POST')).toHaveLength(0);

    refused = 0;
    const fixed = 'codigo;nombre\nN-1;Uno\n';
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([fixed], 'sitios.csv', { type: 'text/csv' })] } });
    });
    await within(dialog).findByText('1 para crear, 0 para actualizar y 0 rechazadas.', { exact: false });
    await waitFor(() => expect(importar).toBeEnabled());
    fireEvent.click(importar);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar sitios' })).not.toBeInTheDocument());
    const imported = last('sitios/importacion', 'POST')!;
    expect(imported.headers.get('content-type')).toBe('text/csv');
    expect(imported.body).toBe(fixed);
  });
});
