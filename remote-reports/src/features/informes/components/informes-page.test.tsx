import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { ROLE, type InformeResumen, type Paged } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { OPCIONES, resumen, signIn } from '../test/informes-fixtures';

let api: MockApi;
let rows: InformeResumen[];

const page = (data: InformeResumen[], total = data.length, pageNo = 1): Paged<InformeResumen> => ({
  data,
  meta: { total, page: pageNo, limit: 10, totalPages: Math.ceil(total / 10), hasNextPage: pageNo * 10 < total, hasPrevPage: pageNo > 1 },
});

const okHandler: MockHandler = ({ method, url }) => {
  if (url.pathname === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
  if (method === 'DELETE') return { status: 200, body: { ok: true, message: 'Informe eliminado' } };
  return { status: 200, body: page(rows, 23, Number(url.searchParams.get('page') ?? 1)) };
};

beforeEach(() => {
  rows = [
    resumen(12, { estado: 'pendiente' }),
    resumen(11, { estado: 'en_progreso', ubicacion_lugar: null, archivos_count: 0, geo_elementos_count: 0 }),
    resumen(10, { estado: 'completado', proveedor_id: 99 }),
    resumen(9, { estado: 'cancelado' }),
  ];
  api = installMockApi(okHandler);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/v1/informes');
const lastList = () => listCalls()[listCalls().length - 1];

describe('/informes', () => {
  it('spec columns, status badges, file counts, es-ES dates, total and a link to each report', async () => {
    signIn();
    renderRoutes(routes, '/informes');
    const table = await screen.findByRole('table', { name: 'Informes' });
    await within(table).findByText('Valla en Bello 12');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Descripción', 'Servicio', 'Cliente', 'Proveedor', 'Ubicación', 'Estado', 'Archivos', 'Alertas', 'Creado', 'Acciones']);
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual([
      '12',
      'Valla en Bello 12Verano',
      'Valla tradicional',
      'Bebidas La Sabana S.A.S.',
      'Publicidad Exterior Andina S.A.S.',
      'Parque de Bello, BelloAntioquia',
      'Pendiente',
      '32 ubicados',
      'Verificado',
      '21/11/2025',
    ]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[6].textContent),
    ).toEqual(['Pendiente', 'En Progreso', 'Completado', 'Cancelado']);
    expect(screen.getByText('Total: 23 informes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver informe #12' })).toHaveAttribute('href', '/informes/12');
    expect(screen.getByRole('link', { name: 'Nuevo informe' })).toHaveAttribute('href', '/nuevo-informe');
    expect(Object.fromEntries(lastList().url.searchParams)).toEqual({ page: '1', limit: '10', sortBy: 'creado_at', sortOrder: 'DESC' });
  });

  it('the Alertas column: "Verificado" with a check, "N alertas" (and the reviewed ones), "—" without photos', async () => {
    rows = [
      resumen(12, { alertas_count: 0, alertas_revisadas_count: 0 }),
      resumen(11, { alertas_count: 3, alertas_revisadas_count: 2 }),
      resumen(10, { alertas_count: 1 }),
      resumen(9, { archivos_count: 0, geo_elementos_count: 0 }),
      resumen(8, { alertas_count: 0, alertas_revisadas_count: 1 }),
    ];
    signIn();
    renderRoutes(routes, '/informes');
    const table = await screen.findByRole('table', { name: 'Informes' });
    await within(table).findByText('Valla en Bello 12');
    const alertas = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[8]);
    expect(alertas.map((c) => c.textContent)).toEqual(['Verificado', '3 alertas2 revisadas', '1 alerta', '—Sin fotos', 'Verificado1 revisada']);
    // Without photos: a dash on screen, "Sin fotos" for a screen reader.
    expect(within(alertas[3]).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(alertas[3]).getByText('Sin fotos')).toBeInTheDocument();
    // Each state carries its own icon beside the word, never the colour alone.
    expect(alertas[0].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(alertas[1].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('the Alertas filter (Todas, Con alertas, Verificados) lives in the URL and goes to the list and the CSV export', async () => {
    // The CSV is saved through a link: jsdom cannot follow it.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn();
    renderRoutes(routes, '/informes?page=2');
    const alertas = await screen.findByRole('combobox', { name: 'Alertas' });
    expect(
      within(alertas)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas', 'Con alertas', 'Verificados']);
    fireEvent.change(alertas, { target: { value: 'con' } });
    await waitFor(() => expect(probedLocation.search).toBe('?alertas=con'));
    await waitFor(() => expect(lastList().url.searchParams.get('alertas')).toBe('con'));
    expect(lastList().url.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/informes/export')).toBe(true));
    const exported = api.calls.find((c) => c.url.pathname === '/api/v1/informes/export');
    expect(exported?.url.searchParams.get('alertas')).toBe('con');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();

    fireEvent.change(alertas, { target: { value: 'sin' } });
    await waitFor(() => expect(probedLocation.search).toBe('?alertas=sin'));
    await waitFor(() => expect(lastList().url.searchParams.get('alertas')).toBe('sin'));
    fireEvent.change(alertas, { target: { value: '' } });
    await waitFor(() => expect(probedLocation.search).toBe(''));
    await waitFor(() => expect(lastList().url.searchParams.has('alertas')).toBe(false));
  });

  it('?alertas=sin from the URL selects "Verificados"; an unknown value is left out of the request', async () => {
    signIn();
    const view = renderRoutes(routes, '/informes?alertas=sin');
    expect(await screen.findByRole('combobox', { name: 'Alertas' })).toHaveValue('sin');
    await waitFor(() => expect(lastList().url.searchParams.get('alertas')).toBe('sin'));
    view.unmount();
    renderRoutes(routes, '/informes?alertas=quizas');
    await screen.findByRole('table');
    await waitFor(() => expect(lastList().url.searchParams.has('alertas')).toBe(false));
  });

  it('Eliminar only where the shared rules allow: an administrator on every row', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes');
    expect(await screen.findAllByRole('button', { name: /^Eliminar informe/ })).toHaveLength(4);
  });

  it('a provider user: Eliminar only on its provider reports still pendiente; a client user never', async () => {
    signIn(ROLE.PROVEEDOR);
    const view = renderRoutes(routes, '/informes');
    expect((await screen.findAllByRole('button', { name: /^Eliminar informe/ })).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Eliminar informe #12',
    ]);
    view.unmount();
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/informes');
    await screen.findByText('Valla en Bello 12');
    expect(screen.queryByRole('button', { name: /^Eliminar informe/ })).not.toBeInTheDocument();
  });

  it('Eliminar asks "¿Eliminar informe? Esta acción no se puede deshacer." and deletes on confirm', async () => {
    signIn();
    renderRoutes(routes, '/informes');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar informe #11' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar informe?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/v1/informes/11');
  });

  it('a failed delete toasts "Error eliminando informe: …" and keeps the dialog open', async () => {
    signIn();
    api.respond((call) =>
      call.method === 'DELETE'
        ? { status: 409, body: { error: 'informe_no_eliminable', message: 'Solo se pueden eliminar informes en estado Pendiente' } }
        : okHandler(call),
    );
    render(<ToastContainer />);
    renderRoutes(routes, '/informes');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar informe #12' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error eliminando informe: Solo se pueden eliminar informes en estado Pendiente')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('"Descargar prueba (PDF)" asks for the pack of the current filters; a refusal shows the server message', async () => {
    signIn();
    api.respond((call) =>
      call.url.pathname === '/api/v1/informes/prueba'
        ? {
            status: 400,
            body: { error: 'demasiados_informes', message: 'El paquete de prueba admite hasta 200 informes y los filtros abarcan 450.' },
          }
        : okHandler(call),
    );
    render(<ToastContainer />);
    renderRoutes(routes, '/informes?search=valla&cliente=4&desde=2025-01-01');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar prueba (PDF)' }));
    expect(await screen.findByText('El paquete de prueba admite hasta 200 informes y los filtros abarcan 450.')).toBeInTheDocument();
    const call = api.calls.find((c) => c.url.pathname === '/api/v1/informes/prueba');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      search: 'valla',
      cliente_id: '4',
      fechaDesde: '2025-01-01',
      sortBy: 'creado_at',
      sortOrder: 'DESC',
    });
    // The same query the CSV export sends.
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/informes/export')).toBe(true));
    const csv = api.calls.find((c) => c.url.pathname === '/api/v1/informes/export');
    expect(csv!.url.search).toBe(call!.url.search);
  });

  it('restores search, estado, filters, sort, page and page size from the URL into the controls and the request', async () => {
    signIn();
    renderRoutes(routes, '/informes?search=valla&estado=completado&proveedor=3&desde=2025-01-01&orden=cliente&page=2&limit=20');
    await screen.findByRole('table');
    expect(Object.fromEntries(lastList().url.searchParams)).toEqual({
      page: '2',
      limit: '20',
      search: 'valla',
      estado: 'completado',
      proveedor_id: '3',
      fechaDesde: '2025-01-01',
      sortBy: 'cliente',
      sortOrder: 'ASC',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('valla');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('completado');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('cliente');
    // The extra filters open by themselves when the URL sets one.
    expect(screen.getByRole('button', { name: 'Menos filtros' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proveedor' })).toHaveValue('3'));
    expect(screen.getByLabelText('Desde')).toHaveValue('2025-01-01');
  });

  it('the status filter offers "Todos los estados" and the four; choosing one goes back to page 1', async () => {
    signIn();
    renderRoutes(routes, '/informes?page=3');
    const estado = await screen.findByRole('combobox', { name: 'Estado' });
    expect(
      within(estado)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos los estados', 'Pendiente', 'En Progreso', 'Completado', 'Cancelado']);
    fireEvent.change(estado, { target: { value: 'en_progreso' } });
    await waitFor(() => expect(probedLocation.search).toBe('?estado=en_progreso'));
    await waitFor(() => expect(lastList().url.searchParams.get('estado')).toBe('en_progreso'));
    expect(lastList().url.searchParams.get('page')).toBe('1');
  });

  it('searches 450 ms after typing stops; the placeholder talks about description, client and provider', async () => {
    signIn();
    jest.useFakeTimers();
    try {
      renderRoutes(routes, '/informes');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      const box = screen.getByRole('searchbox', { name: 'Buscar' });
      expect(box).toHaveAttribute('placeholder', 'Buscar por descripción, cliente o proveedor…');
      fireEvent.change(box, { target: { value: 'bello' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(probedLocation.search).toBe('');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60);
      });
      expect(probedLocation.search).toBe('?search=bello');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the extra filters list only what the scope holds: a provider user gets no Proveedor select', async () => {
    signIn(ROLE.PROVEEDOR);
    api.respond((call) =>
      call.url.pathname === '/api/v1/informes/opciones'
        ? { status: 200, body: { ...OPCIONES, proveedores: [OPCIONES.proveedores[0]] } }
        : okHandler(call),
    );
    renderRoutes(routes, '/informes');
    fireEvent.click(await screen.findByRole('button', { name: 'Más filtros' }));
    await screen.findByRole('combobox', { name: 'Cliente' });
    expect(screen.queryByRole('combobox', { name: 'Proveedor' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Cliente' }), { target: { value: '8' } });
    await waitFor(() => expect(lastList().url.searchParams.get('cliente_id')).toBe('8'));
  });

  it('empty texts: "No hay informes registrados" with "Crear el primer informe", or the filtered one', async () => {
    signIn();
    rows = [];
    const view = renderRoutes(routes, '/informes');
    expect(await screen.findByText('No hay informes registrados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear el primer informe' })).toHaveAttribute('href', '/nuevo-informe');
    view.unmount();
    renderRoutes(routes, '/informes?estado=cancelado');
    expect(await screen.findByText('No se encontraron informes con los filtros aplicados')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear el primer informe' })).not.toBeInTheDocument();
  });

  it('a failed list shows "Error cargando informes: …" with Reintentar', async () => {
    signIn();
    api.respond((call) =>
      call.url.pathname === '/api/v1/informes'
        ? { status: 400, body: { error: 'datos_invalidos', message: 'El campo "limit" no es válido' } }
        : okHandler(call),
    );
    renderRoutes(routes, '/informes');
    const banner = (await screen.findAllByText('Error cargando informes: El campo "limit" no es válido')).map((e) => e.closest('[role="alert"]'));
    const withRetry = banner.find((b) => b && within(b as HTMLElement).queryByRole('button', { name: 'Reintentar' }));
    expect(withRetry).toBeTruthy();
    api.respond(okHandler);
    fireEvent.click(within(withRetry as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
