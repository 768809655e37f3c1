import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type AuditEvent, type Paged } from 'shared/contracts';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import { clearSession } from 'shared/session';
import { signInForTest } from 'shared/test/session';
import routes from '../../../routes';

let api: MockApi;

function event(id: number, extra: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    usuario: 'admin',
    accion: 'CREAR',
    tabla: 'informes',
    registro_id: id,
    fecha: '2025-11-21',
    hora: '14:05:09',
    detalles: `Detalle del evento ${id}`,
    ...extra,
  };
}

function page(events: AuditEvent[], total: number, pageNo = 1, limit = 10): Paged<AuditEvent> {
  const totalPages = Math.ceil(total / limit);
  return { data: events, meta: { total, page: pageNo, limit, totalPages, hasNextPage: pageNo < totalPages, hasPrevPage: pageNo > 1 } };
}

const okHandler: MockHandler = ({ url }) => {
  if (url.pathname === '/api/v1/auditoria/opciones')
    return { status: 200, body: { usuarios: ['admin', 'ana'], entidades: ['informes', 'servicios'] } };
  const p = Number(url.searchParams.get('page') ?? 1);
  return { status: 200, body: page([event(p * 100 + 1), event(p * 100 + 2, { accion: 'LOGIN', usuario: 'ana' })], 23, p) };
};

beforeEach(() => {
  api = installMockApi(okHandler);
  signInForTest(ROLE.ADMIN);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const renderAt = (url: string) => renderRoutes(routes, url);

const listRequests = () => api.calls.filter((c) => c.path === '/api/v1/auditoria').map((c) => c.url);
const lastListRequest = () => listRequests()[listRequests().length - 1];

describe('Registro de Eventos', () => {
  it('shows the heading, the columns and the events of the page', async () => {
    renderAt('/registro-eventos');
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de Eventos' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuario', 'Acción', 'Tabla', 'Fecha/Hora', 'Detalles']);
    await screen.findByText('Detalle del evento 101');
    const row = within(table).getAllByRole('row')[2];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ana', 'LOGIN', 'informes', '21/11/2025 14:05:09', 'Detalle del evento 102']);
    expect(screen.getByText('Mostrando 1 a 10 de 23 resultados')).toBeInTheDocument();
    expect(lastListRequest().searchParams.toString()).toBe('page=1&limit=10');
  });

  it('restores page and filters from the URL', async () => {
    renderAt('/registro-eventos?accion=LOGIN&page=2&limit=20');
    await screen.findByText('Detalle del evento 201');
    expect(lastListRequest().searchParams.get('accion')).toBe('LOGIN');
    expect(lastListRequest().searchParams.get('page')).toBe('2');
    expect(lastListRequest().searchParams.get('limit')).toBe('20');
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('LOGIN');
    expect(screen.getByRole('combobox', { name: 'Por página' })).toHaveValue('20');
  });

  it('goes to another page with the pagination buttons', async () => {
    renderAt('/registro-eventos');
    await screen.findByText('Detalle del evento 101');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Detalle del evento 201');
    expect(probedLocation.search).toBe('?page=2');
    expect(screen.getByText('Mostrando 11 a 20 de 23 resultados')).toBeInTheDocument();
  });

  it('changing a filter or the page size goes back to page 1', async () => {
    renderAt('/registro-eventos?page=3');
    await screen.findByText('Detalle del evento 301');
    fireEvent.change(screen.getByRole('combobox', { name: 'Acción' }), { target: { value: 'ELIMINAR' } });
    await waitFor(() => expect(lastListRequest().searchParams.toString()).toBe('page=1&limit=10&accion=ELIMINAR'));
    expect(probedLocation.search).toBe('?accion=ELIMINAR');

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(probedLocation.search).toBe('?accion=ELIMINAR&page=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Por página' }), { target: { value: '50' } });
    await waitFor(() => expect(lastListRequest().searchParams.get('limit')).toBe('50'));
    expect(lastListRequest().searchParams.get('page')).toBe('1');
  });

  it('fills Usuario and Tabla from /auditoria/opciones and sends them as usuario/entidad', async () => {
    renderAt('/registro-eventos');
    const usuario = screen.getByRole('combobox', { name: 'Usuario' });
    await waitFor(() =>
      expect(
        within(usuario)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Todos', 'admin', 'ana']),
    );
    fireEvent.change(usuario, { target: { value: 'ana' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tabla' }), { target: { value: 'servicios' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2025-11-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2025-11-30' } });
    await waitFor(() =>
      expect(Object.fromEntries(lastListRequest().searchParams)).toEqual({
        page: '1',
        limit: '10',
        usuario: 'ana',
        entidad: 'servicios',
        fechaInicio: '2025-11-01',
        fechaFin: '2025-11-30',
      }),
    );
  });

  it('searches 500 ms after typing stops, from page 1', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/registro-eventos?page=2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      const box = screen.getByRole('searchbox', { name: 'Buscar' });
      fireEvent.change(box, { target: { value: 'informe 7' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(probedLocation.search).toBe('?page=2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      expect(probedLocation.search).toBe('?search=informe+7');
      expect(lastListRequest().searchParams.get('search')).toBe('informe 7');
    } finally {
      jest.useRealTimers();
    }
  });

  it('Limpiar clears the filters and the search, keeping the page size', async () => {
    renderAt('/registro-eventos?search=abc&usuario=ana&accion=LOGIN&entidad=informes&fechaInicio=2025-01-01&fechaFin=2025-02-01&page=2&limit=50');
    await screen.findByText('Detalle del evento 201');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(probedLocation.search).toBe('?limit=50'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('');
    expect(screen.getByLabelText('Desde')).toHaveValue('');
  });

  it('shows a permission message instead of the table when the API answers 403', async () => {
    api.respond(() => ({ status: 403, body: { error: 'forbidden', message: 'No tienes permiso para esta acción' } }));
    renderAt('/registro-eventos');
    expect(await screen.findByText('No tienes permiso para ver el registro de eventos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('shows the server message with Reintentar on a failure, and retries', async () => {
    api.respond(() => ({ status: 500, body: { error: 'internal_error', message: 'Base de datos no disponible' } }));
    renderAt('/registro-eventos');
    // Server errors are retried once (1 s) before they are shown.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Base de datos no disponible');
    api.respond(okHandler);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Detalle del evento 101')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Error cargando eventos" when the failure has no message', async () => {
    api.respond((call) => (call.path.endsWith('opciones') ? okHandler(call) : { status: 502, body: {} }));
    renderAt('/registro-eventos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error cargando eventos');
    expect(alert).not.toHaveTextContent('502');
  });

  it('shows the empty message when nothing matches the filters', async () => {
    api.respond((call) => (call.path.endsWith('opciones') ? okHandler(call) : { status: 200, body: page([], 0) }));
    renderAt('/registro-eventos?accion=LOGOUT');
    expect(await screen.findByText('No se encontraron eventos con los filtros aplicados')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 0 a 0 de 0 resultados')).toBeInTheDocument();
  });

  it('"Exportar CSV" downloads GET /auditoria/export with the current filters (no paging)', async () => {
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt('/registro-eventos?accion=LOGIN&search=ana&page=2&limit=20');
    await screen.findByText('Detalle del evento 201');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const exportCall = api.calls.find((c) => c.path === '/api/v1/auditoria/export');
    expect(exportCall && Object.fromEntries(exportCall.url.searchParams)).toEqual({ search: 'ana', accion: 'LOGIN' });
  });
});

describe('Registro de Eventos of a provider or client user', () => {
  it('has no Usuario filter, never sends usuario, and says the events are their own', async () => {
    signInForTest(ROLE.PROVEEDOR, { proveedor_id: 3 });
    renderAt('/registro-eventos?usuario=admin&accion=LOGIN');
    await screen.findByText('Detalle del evento 101');
    expect(screen.queryByRole('combobox', { name: 'Usuario' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('LOGIN');
    expect(Object.fromEntries(lastListRequest().searchParams)).toEqual({ page: '1', limit: '10', accion: 'LOGIN' });
    expect(screen.getByText('Historial de tus acciones en el sistema')).toBeInTheDocument();
    expect(screen.queryByText('No tienes permiso para ver el registro de eventos')).not.toBeInTheDocument();
  });
});
