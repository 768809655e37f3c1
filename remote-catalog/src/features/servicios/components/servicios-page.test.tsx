import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type Role, type Servicio, type ServiciosPage, type SessionUser } from 'shared/contracts';
import { clearSession, setSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler, type RecordedCall } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';

let api: MockApi;

function servicio(id: number, extra: Partial<Servicio> = {}): Servicio {
  return {
    id,
    nombre: `Servicio ${id}`,
    descripcion: `Descripción ${id}`,
    precio: 1234567,
    activo: true,
    categoria: 'Vallas',
    fecha_creacion: '2025-11-21T15:00:00.000Z',
    fecha_actualizacion: '2025-11-21T15:00:00.000Z',
    ...extra,
  };
}

const okHandler: MockHandler = ({ method, url }) => {
  if (url.pathname.endsWith('/meta/estadisticas'))
    return { status: 200, body: { total: 23, activos: 20, total_categorias: 4, precio_promedio: 2400120.5 } };
  if (url.pathname.endsWith('/meta/categorias')) return { status: 200, body: { categorias: ['Vallas', 'Impresos'] } };
  if (method !== 'GET') return { status: 200, body: servicio(1) };
  const page = Number(url.searchParams.get('page') ?? 1);
  const body: ServiciosPage = {
    servicios: [servicio(page * 100 + 1), servicio(page * 100 + 2, { activo: false, categoria: null, precio: 45000 })],
    pagination: { page, limit: 10, total: 23, totalPages: 3 },
  };
  return { status: 200, body };
};

function user(tipo: Role): SessionUser {
  return {
    id: 1,
    usuario: 'ana',
    correo: 'ana@example.co',
    primer_nombre: 'Ana',
    segundo_nombre: null,
    primer_apellido: 'Ruiz',
    segundo_apellido: null,
    tipo,
    tipo_nombre: 'x',
    proveedor_id: null,
    proveedor_nombre: null,
    cliente_id: null,
    cliente_nombre: null,
    activo: true,
  };
}

function signIn(tipo: Role = ROLE.ADMIN) {
  setSession({ token: 'tok', user: user(tipo), expiresAt: new Date(Date.now() + 3600_000).toISOString() }, false);
}

beforeEach(() => {
  api = installMockApi(okHandler);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const renderAt = (url: string) => renderRoutes(routes, url);

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/servicios');
const lastList = () => listCalls()[listCalls().length - 1];

describe('Gestor de Servicios', () => {
  it('without a token says the session expired and calls nothing', async () => {
    renderAt('/servicios');
    expect(screen.getByRole('heading', { level: 1, name: 'Gestor de Servicios' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sesión expirada. Inicia sesión de nuevo.');
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the stats, the rows (COP, "Sin categoría", Activo/Inactivo) and asks page 1 by fecha_creacion DESC', async () => {
    signIn();
    renderAt('/servicios');
    const table = await screen.findByRole('table');
    await within(table).findByText('Servicio 101');
    expect(Object.fromEntries(lastList().url.searchParams)).toEqual({ page: '1', limit: '10', sortBy: 'fecha_creacion', sortOrder: 'DESC' });
    const cells = within(within(table).getAllByRole('row')[2])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['Servicio 102', 'Descripción 102', 'Sin categoría', '$ 45.000', 'Inactivo', '21/11/2025']);
    await screen.findByText('$ 2.400.121');
    expect(screen.getByRole('heading', { name: 'Total Servicios' }).parentElement).toHaveTextContent('23');
    expect(screen.getByText('Mostrando 1 a 10 de 23 resultados')).toBeInTheDocument();
  });

  it('shows "N/A" as the average price when there are no prices', async () => {
    signIn();
    api.respond((call) =>
      call.url.pathname.endsWith('/meta/estadisticas')
        ? { status: 200, body: { total: 0, activos: 0, total_categorias: 0, precio_promedio: null } }
        : okHandler(call),
    );
    renderAt('/servicios');
    expect(await screen.findByText('N/A')).toBeInTheDocument();
  });

  it('restores filters, sort and page from the URL into the selects and the request', async () => {
    signIn();
    renderAt('/servicios?search=valla&categoria=Vallas&estado=inactivos&orden=precio-desc&page=2');
    await screen.findByText('Servicio 201');
    expect(Object.fromEntries(lastList().url.searchParams)).toEqual({
      page: '2',
      limit: '10',
      sortBy: 'precio',
      sortOrder: 'DESC',
      search: 'valla',
      categoria: 'Vallas',
      activo: 'false',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('valla');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('precio-desc');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('inactivos');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Vallas'));
  });

  it('searches 450 ms after typing stops and goes back to page 1', async () => {
    signIn();
    jest.useFakeTimers();
    try {
      renderAt('/servicios?page=2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'valla' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(probedLocation.search).toBe('?page=2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60);
      });
      expect(probedLocation.search).toBe('?search=valla');
      expect(lastList().url.searchParams.get('search')).toBe('valla');
      expect(lastList().url.searchParams.get('page')).toBe('1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed list shows "message (HTTP status)" with Reintentar, which reloads', async () => {
    signIn();
    api.respond((call) =>
      call.url.pathname === '/api/v1/servicios' ? { status: 503, body: { error: 'bd', message: 'Base de datos no disponible' } } : okHandler(call),
    );
    renderAt('/servicios');
    // 5xx is retried once (1 s) before it is shown.
    const alert = await screen.findByText('Base de datos no disponible (HTTP 503)');
    api.respond(okHandler);
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Servicio 101')).toBeInTheDocument();
  });

  it('clicking the badge sends only the flipped activo flag', async () => {
    signIn();
    renderAt('/servicios');
    fireEvent.click(await screen.findByRole('button', { name: 'Inactivo: activar Servicio 102' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')).toBeDefined());
    const put = api.calls.find((c) => c.method === 'PUT') as RecordedCall;
    expect(put.url.pathname).toBe('/api/v1/servicios/102');
    expect(put.body).toEqual({ activo: true });
  });

  it('the create modal validates with the spec messages before sending, then posts the trimmed body', async () => {
    signIn();
    renderAt('/servicios');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Servicio' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));
    expect(within(dialog).getByText('El nombre es obligatorio')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: '  Valla 8x3 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Precio/), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));
    expect(within(dialog).getByText('Precio no puede ser negativo')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Precio/), { target: { value: '1200000' } });
    fireEvent.change(within(dialog).getByLabelText('Categoría'), { target: { value: 'Vallas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      nombre: 'Valla 8x3',
      descripcion: null,
      categoria: 'Vallas',
      precio: 1200000,
      activo: true,
    });
  });

  it('a server validation message lands under its field and keeps the modal open', async () => {
    signIn();
    api.respond((call) =>
      call.method === 'POST' ? { status: 400, body: { error: 'validacion', message: 'Nombre supera 150 caracteres' } } : okHandler(call),
    );
    renderAt('/servicios');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo Servicio' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Servicio' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Valla' } });
    fireEvent.change(within(dialog).getByLabelText(/Precio/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Servicio' }));
    expect(await within(dialog).findByText('Nombre supera 150 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('users who may not write services see no Nuevo/Editar/Eliminar and a plain badge', async () => {
    signIn(ROLE.CLIENTE);
    renderAt('/servicios');
    await screen.findByText('Servicio 101');
    expect(screen.queryByRole('button', { name: 'Nuevo Servicio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inactivo/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Acciones');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});
