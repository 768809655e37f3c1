import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type Asignacion, type Paged } from 'shared/contracts';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import { clearSession } from 'shared/session';
import { signInForTest } from 'shared/test/session';
import routes from '../../../routes';

let api: MockApi;

const A1: Asignacion = {
  id: 1,
  proveedor_id: 3,
  cliente_id: 8,
  proveedor_nombre: 'Vallas del Norte',
  cliente_nombre: 'Bebidas SAS',
  creado_at: '2025-11-21T19:05:00Z',
};

function page(rows: Asignacion[], total: number): Paged<Asignacion> {
  return { data: rows, meta: { total, page: 1, limit: 10, totalPages: Math.ceil(total / 10), hasNextPage: false, hasPrevPage: false } };
}

const okHandler: MockHandler = ({ method, path }) => {
  if (path === '/api/v1/asignaciones' && method === 'GET') return { status: 200, body: page([A1], 1) };
  if (path === '/api/v1/proveedores') return { status: 200, body: [{ id: 3, nombre: 'Vallas del Norte' }] };
  if (path === '/api/v1/clientes') return { status: 200, body: [{ id: 8, razon_social: 'Bebidas SAS' }] };
  return { status: 201, body: A1 };
};

beforeEach(() => {
  api = installMockApi(okHandler);
  signInForTest(ROLE.ADMIN);
});
afterEach(() => {
  api.restore();
  clearSession();
});

const renderAt = (url = '/asignaciones') => renderRoutes(routes, url);

describe('Asignaciones', () => {
  it('lists provider → client pairs with date and time (es-ES, Bogotá) and the total', async () => {
    renderAt();
    const table = await screen.findByRole('table');
    await screen.findByText('Vallas del Norte');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Proveedor', 'Cliente', 'Fecha de asignación', 'Acciones']);
    expect(
      within(table)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['Vallas del Norte', 'Bebidas SAS', '21/11/2025, 14:05']);
    expect(screen.getByText('Total: 1 asignación')).toBeInTheDocument();
  });

  it('the search goes to the URL and the query', async () => {
    renderAt('/asignaciones?search=bebidas');
    await screen.findByText('Vallas del Norte');
    const call = api.calls.find((c) => c.path === '/api/v1/asignaciones');
    expect(call?.url.searchParams.get('search')).toBe('bebidas');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('bebidas');
    expect(probedLocation.search).toBe('?search=bebidas');
  });

  it('"Sin asignaciones" when there are none', async () => {
    api.respond((call) => (call.path === '/api/v1/asignaciones' ? { status: 200, body: page([], 0) } : okHandler(call)));
    renderAt();
    expect(await screen.findByText('Sin asignaciones')).toBeInTheDocument();
  });

  it('Nueva Asignación: "Proveedor y cliente son requeridos", then POST; 409 reads "Esta asignación ya existe"', async () => {
    renderAt();
    await screen.findByText('Vallas del Norte');
    fireEvent.click(screen.getByRole('button', { name: 'Nueva Asignación' }));
    const d = within(screen.getByRole('dialog', { name: 'Nueva Asignación' }));
    fireEvent.click(d.getByRole('button', { name: 'Crear Asignación' }));
    expect(await d.findByText('Proveedor y cliente son requeridos')).toBeInTheDocument();
    const proveedor = d.getByRole('combobox', { name: /Proveedor/ });
    await waitFor(() => expect(within(proveedor).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(proveedor, { target: { value: '3' } });
    fireEvent.click(d.getByRole('button', { name: 'Crear Asignación' }));
    expect(await d.findByText('Proveedor y cliente son requeridos')).toBeInTheDocument();
    const cliente = d.getByRole('combobox', { name: /Cliente/ });
    await waitFor(() => expect(within(cliente).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(cliente, { target: { value: '8' } });

    api.respond((call) =>
      call.method === 'POST' ? { status: 409, body: { error: 'asignacion_ya_existe', message: 'Esta asignación ya existe' } } : okHandler(call),
    );
    fireEvent.click(d.getByRole('button', { name: 'Crear Asignación' }));
    expect(await d.findByText('Esta asignación ya existe')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ proveedor_id: 3, cliente_id: 8 });
  });

  it('Eliminar asks "¿Eliminar asignación?" naming the pair, then DELETE', async () => {
    renderAt();
    await screen.findByText('Vallas del Norte');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Vallas del Norte → Bebidas SAS' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar asignación?' });
    expect(dialog).toHaveTextContent('Vallas del Norte → Bebidas SAS');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/asignaciones/1')).toBe(true));
  });
});
