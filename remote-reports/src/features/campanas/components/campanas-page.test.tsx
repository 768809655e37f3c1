import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { resumenCumplimiento, ROLE } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { OPCIONES, signIn } from '../../informes/test/informes-fixtures';
import { campana, detalle } from '../test/campanas-fixtures';

let api: MockApi;

const handler: MockHandler = ({ method, url, body }) => {
  const p = url.pathname;
  if (p === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
  if (p === '/api/v1/campanas' && method === 'GET') {
    const data = [
      campana(5),
      campana(4, { estado: 'cancelada', nombre: 'Verano', sitios: 0, informes: 3, cumplimiento: resumenCumplimiento({ no_aplica: 4 }) }),
      campana(3, { nombre: 'Otoño', cumplimiento: resumenCumplimiento({ cumplido: 7, atrasado: 1 }) }),
    ];
    return { status: 200, body: { data, meta: { total: 2, page: 1, limit: 20, totalPages: 1, hasNextPage: false, hasPrevPage: false } } };
  }
  if (p === '/api/v1/campanas' && method === 'POST') {
    if ((body as { nombre: string }).nombre === 'Verano')
      return { status: 409, body: { error: 'campana_existente', message: 'Ese cliente ya tiene una campaña con ese nombre', campo: 'nombre' } };
    return { status: 201, body: detalle({ id: 9, nombre: (body as { nombre: string }).nombre, lineas: [] }) };
  }
  if (p === '/api/v1/campanas/controles/export') return { status: 200, body: 'campaña;sitio' };
  if (p === '/api/v1/campanas/9') return { status: 200, body: detalle({ id: 9, lineas: [] }) };
  if (p === '/api/v1/informes')
    return { status: 200, body: { data: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0, hasNextPage: false, hasPrevPage: false } } };
  return { status: 404, body: { error: 'no_encontrado', message: 'No encontrado' } };
};

beforeEach(() => {
  api = installMockApi(handler);
});
afterEach(() => {
  api.restore();
  clearSession();
});

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/campanas');

describe('/campanas', () => {
  it('lists name (a link), client, dates as dd/mm/aaaa, state in words, compliance in words, sites and reports', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas');
    const table = await screen.findByRole('table', { name: 'Campañas' });
    await within(table).findByText('Lanzamiento 5');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Cliente', 'Fechas', 'Estado', 'Cumplimiento', 'Sitios', 'Informes']);
    const cells = (i: number) =>
      within(within(table).getAllByRole('row')[i])
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(['Lanzamiento 5', 'Bebidas La Sabana S.A.S.', '01/03/2026 – 31/03/2026', 'Activa', '75 % · 1 atrasado', '2', '0']);
    expect(cells(2)[3]).toBe('Cancelada');
    expect(cells(2)[4]).toBe('— · sin atrasos');
    expect(cells(3)[4]).toBe('87,5 % · 1 atrasado');
    expect(within(table).getByRole('link', { name: 'Lanzamiento 5: ver la campaña' })).toHaveAttribute('href', '/campanas/5');
    // A client: no client filter, no "Nueva Campaña"; a hand-written ?cliente= is not sent.
    expect(screen.queryByLabelText('Cliente')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nueva Campaña/ })).not.toBeInTheDocument();
  });

  it('"Exportar cumplimiento" downloads the checks of every campaign in reach', async () => {
    const createObjectURL = jest.fn(() => 'blob:test');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/campanas?estado=activa');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar cumplimiento' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const call = api.calls.find((c) => c.url.pathname === '/api/v1/campanas/controles/export');
    expect(call?.url.search).toBe('');
  });

  it('keeps the filters in the URL and sends them; the client filter only for administrators', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/campanas?cliente=8&estado=activa&desde=2026-03-01');
    await screen.findByText('Lanzamiento 5');
    const last = () => listCalls()[listCalls().length - 1].url.searchParams;
    expect(Object.fromEntries(last())).toEqual({ page: '1', limit: '20', cliente_id: '8', estado: 'activa', desde: '2026-03-01' });
    await waitFor(() => expect(screen.getByLabelText('Cliente')).toHaveValue('8'));
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'finalizada' } });
    await waitFor(() => expect(probedLocation.search).toContain('estado=finalizada'));
    await waitFor(() => expect(last().get('estado')).toBe('finalizada'));
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(probedLocation.search).toBe(''));
  });

  it('an administrator creates a campaign: the server’s message under the field it names, then its page', async () => {
    signIn(ROLE.ADMIN);
    render(<ToastContainer />);
    renderRoutes(routes, '/campanas');
    fireEvent.click(await screen.findByRole('button', { name: /Nueva Campaña/ }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva Campaña' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Campaña' }));
    expect(await within(dialog).findByText('El cliente es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de fin es obligatoria')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Lácteos El Nevado S.A.' })).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText(/Cliente/), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Verano' } });
    fireEvent.change(within(dialog).getByLabelText(/Inicio/), { target: { value: '2026-04-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Fin/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Campaña' }));
    expect(await within(dialog).findByText('La fecha de fin no puede ser anterior a la de inicio')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Fin/), { target: { value: '2026-04-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Campaña' }));
    expect(await within(dialog).findByText('Ese cliente ya tiene una campaña con ese nombre')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Otoño' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Campaña' }));
    await waitFor(() => expect(probedLocation.pathname).toBe('/campanas/9'));
    const post = api.calls.filter((c) => c.method === 'POST').pop();
    expect(post?.body).toEqual({ cliente_id: 8, nombre: 'Otoño', descripcion: null, fecha_inicio: '2026-04-01', fecha_fin: '2026-04-30' });
    expect(await screen.findByText('Campaña creada')).toBeInTheDocument();
  });
});
