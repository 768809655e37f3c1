import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, resumenCumplimiento, type ApiSchema, type DashboardSummary, type Role } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi } from 'shared/test/mock-api';
import { signInForTest } from 'shared/test/session';
import { renderDashboard } from './test/render-dashboard';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Control = ApiSchema<'ControlCampana'>;
type Campana = ApiSchema<'Campana'>;

const SUMMARY: DashboardSummary = { informes: 12, recibidos: 5, descargados: 3, mensajes: 2, campanasActivas: 1, actividadReciente: [] };

const control = (id: number, extra: Partial<Control> = {}): Control => ({
  id,
  tipo: 'instalacion',
  numero: 1,
  desde: '2026-02-22',
  hasta: '2026-03-04',
  estado: 'atrasado',
  cumplido_en: null,
  campana_id: 5,
  campana: 'Lanzamiento Sabana',
  cliente_id: 2,
  cliente: 'Bebidas La Sabana S.A.S.',
  linea_id: 50 + id,
  sitio_id: 100 + id,
  sitio_codigo: `VAL-${id}`,
  sitio_nombre: `Valla Calle ${id}`,
  latitud: 4.65,
  longitud: -74.09,
  radio_m: 150,
  provincia_id: 11,
  provincia: 'Bogotá, D.C.',
  localidad_id: 151,
  localidad: 'Bogotá, D.C.',
  proveedor_id: 3,
  proveedor: 'Publicidad Exterior Andina S.A.S.',
  servicio_id: 1,
  informe_id: null,
  ...extra,
});

const campana = (id: number, extra: Partial<Campana> = {}): Campana => ({
  id,
  cliente_id: 2,
  cliente: 'Bebidas La Sabana S.A.S.',
  nombre: `Campaña ${id}`,
  descripcion: null,
  fecha_inicio: '2026-03-01',
  fecha_fin: '2026-03-31',
  estado: 'activa',
  cancelada_at: null,
  motivo_cancelacion: null,
  sitios: 4,
  informes: 3,
  cumplimiento: resumenCumplimiento({ cumplido: 12, atrasado: 2, en_revision: 2, pendiente: 4 }),
  aceptacion: null,
  creado_at: '2026-02-01T15:00:00.000Z',
  ...extra,
});

const meta = (total: number, limit = 10) => ({
  total,
  page: 1,
  limit,
  totalPages: Math.ceil(total / limit),
  hasNextPage: total > limit,
  hasPrevPage: false,
});

let api: MockApi;

/** The dashboard for `role`, GET /campanas/controles and GET /campanas answering `controles` and `campanas`. */
function renderPage(
  role: Role,
  { controles = [], total = controles.length, campanas = [] }: { controles?: Control[]; total?: number; campanas?: Campana[] } = {},
) {
  signInForTest(role);
  api.respond(({ path }) => {
    if (path === '/api/v1/dashboard/resumen') return { status: 200, body: SUMMARY };
    if (path === '/api/v1/campanas/controles') return { status: 200, body: { data: controles, meta: meta(total) } };
    if (path === '/api/v1/campanas') return { status: 200, body: { data: campanas, meta: meta(campanas.length) } };
    return { status: 404, body: { error: 'no_encontrado', message: 'No' } };
  });
  return renderDashboard({
    '/campanas': 'Campañas',
    '/campanas/:id': 'Página de campaña',
    '/informes/:id': 'Página de informe',
    '/proveedores': 'Proveedores',
  });
}

/** The section once its data is shown (its loading copy is another element). */
async function section(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('region', { name })).not.toHaveAttribute('aria-busy'));
  return screen.getByRole('region', { name });
}
const paths = () => api.calls.map((c) => c.path);

beforeEach(() => {
  api = installMockApi(() => ({ status: 404 }));
});
afterEach(() => {
  api.restore();
  clearSession();
});

describe('DashboardPage: late and in-review checks (administrators, issue 37)', () => {
  it('lists each check with its state in words, site, check, deadline and provider, and the total', async () => {
    renderPage(ROLE.ADMIN, {
      controles: [control(1), control(2, { estado: 'en_revision', tipo: 'verificacion', numero: 3, hasta: '2026-03-11', informe_id: 77 })],
      total: 23,
    });
    const region = await section('Controles atrasados y en revisión');
    const table = await within(region).findByRole('table', { name: 'Controles atrasados y en revisión' });
    expect(within(region).getByText('23 controles requieren atención')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Atrasado', 'Instalación', 'VAL-1 · Valla Calle 1', 'Lanzamiento Sabana', '04/03/2026', 'Publicidad Exterior Andina S.A.S.'],
      [
        'En revisión',
        'Verificación 3 de VAL-2: ver su informe',
        'VAL-2 · Valla Calle 2',
        'Lanzamiento Sabana',
        '11/03/2026',
        'Publicidad Exterior Andina S.A.S.',
      ],
    ]);
    // The one with a report leads to it; the one without has no such link.
    expect(within(rows[1]).getByRole('link', { name: 'Verificación 3 de VAL-2: ver su informe' })).toHaveAttribute('href', '/informes/77');
    expect(within(rows[0]).queryByRole('link', { name: /ver su informe/ })).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'Lanzamiento Sabana' })).toHaveAttribute('href', '/campanas/5');
    expect(within(rows[0]).getByRole('link', { name: 'Publicidad Exterior Andina S.A.S.' })).toHaveAttribute(
      'href',
      '/proveedores?search=Publicidad+Exterior+Andina+S.A.S.',
    );
    // More than listed: a way to the campaigns.
    expect(within(region).getByRole('link', { name: 'Ver todos en Campañas' })).toHaveAttribute('href', '/campanas');
    // The query: both states, ten at most; and only after the dashboard's own summary.
    const call = api.calls.find((c) => c.path === '/api/v1/campanas/controles')!;
    expect(call.url.searchParams.getAll('estado')).toEqual(['atrasado', 'en_revision']);
    expect(call.url.searchParams.get('limit')).toBe('10');
    expect(paths().indexOf('/api/v1/dashboard/resumen')).toBeLessThan(paths().indexOf('/api/v1/campanas/controles'));
    expect(paths()).not.toContain('/api/v1/campanas');
    expect(screen.queryByRole('region', { name: 'Mis campañas' })).toBeNull();
  });

  it('one click leads to the report, the campaign and the provider', async () => {
    const router = renderPage(ROLE.ADMIN, { controles: [control(2, { estado: 'en_revision', informe_id: 77 })] });
    const region = await section('Controles atrasados y en revisión');
    fireEvent.click(await within(region).findByRole('link', { name: /^Instalación de VAL-2/ }));
    expect(await screen.findByRole('heading', { name: 'Página de informe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/informes/77');
    await act(() => router.navigate('/'));
    fireEvent.click(
      await within(await section('Controles atrasados y en revisión')).findByRole('link', { name: 'Publicidad Exterior Andina S.A.S.' }),
    );
    expect(await screen.findByRole('heading', { name: 'Proveedores' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Publicidad Exterior Andina S.A.S.');
  });

  it("starts after the dashboard's own summary has arrived", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const mocked = globalThis.fetch;
    let summaryAsked = false;
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/dashboard/resumen')) {
        summaryAsked = true;
        await held;
      }
      return mocked(input, init);
    };
    renderPage(ROLE.ADMIN, { controles: [control(1)] });
    await waitFor(() => expect(summaryAsked).toBe(true));
    // The section's code has loaded and shows its placeholders, but asks for nothing yet.
    await screen.findByRole('region', { name: 'Controles atrasados y en revisión' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(paths()).not.toContain('/api/v1/campanas/controles');
    release();
    await within(await section('Controles atrasados y en revisión')).findByText('1 control requiere atención');
    expect(paths()).toEqual(['/api/v1/dashboard/resumen', '/api/v1/campanas/controles']);
  });

  it('all listed: no "Ver todos"; one: in the singular', async () => {
    renderPage(ROLE.ADMIN, { controles: [control(1)] });
    const region = await section('Controles atrasados y en revisión');
    await within(region).findByText('1 control requiere atención');
    expect(within(region).queryByRole('link', { name: /Ver todos/ })).toBeNull();
  });

  it('none: says so', async () => {
    renderPage(ROLE.ADMIN, { controles: [] });
    const region = await section('Controles atrasados y en revisión');
    expect(await within(region).findByText('Ningún control atrasado ni en revisión')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
    expect(within(region).queryByText(/requieren? atención/)).toBeNull();
  });

  it('a failed load says so and retries', async () => {
    renderPage(ROLE.ADMIN);
    let fail = true;
    api.respond(({ path }) => {
      if (path === '/api/v1/dashboard/resumen') return { status: 200, body: SUMMARY };
      if (path === '/api/v1/campanas/controles')
        return fail ? { status: 500, body: { error: 'interno', message: 'x' } } : { status: 200, body: { data: [control(1)], meta: meta(1) } };
      return { status: 404 };
    });
    const region = await section('Controles atrasados y en revisión');
    await within(region).findByText('Error cargando los controles');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Reintentar' }));
    expect(await within(region).findByText('1 control requiere atención')).toBeInTheDocument();
  });
});

describe('DashboardPage: my campaigns (clients, issue 37)', () => {
  it('shows each active campaign with its dates, compliance and counts in words, leading to its page', async () => {
    const router = renderPage(ROLE.CLIENTE, {
      campanas: [
        campana(7, { nombre: 'Lanzamiento Sabana' }),
        campana(8, { nombre: 'Verano', fecha_inicio: '2026-02-15', fecha_fin: '2026-04-15', cumplimiento: resumenCumplimiento({ pendiente: 6 }) }),
      ],
    });
    const region = await section('Mis campañas');
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Lanzamiento Sabana01/03/2026 – 31/03/2026Cumplimiento 75 %12 de 16 controles cumplidos · 2 atrasados · 2 en revisión',
      'Verano15/02/2026 – 15/04/2026Cumplimiento —Aún no vence ningún control',
    ]);
    expect(within(region).getByRole('link', { name: 'Ver todas mis campañas' })).toHaveAttribute('href', '/campanas');
    const call = api.calls.find((c) => c.path === '/api/v1/campanas')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ estado: 'activa', limit: '10', sortBy: 'fecha_inicio', sortOrder: 'desc' });
    expect(paths().indexOf('/api/v1/dashboard/resumen')).toBeLessThan(paths().indexOf('/api/v1/campanas'));
    expect(paths()).not.toContain('/api/v1/campanas/controles');
    expect(screen.queryByRole('region', { name: 'Controles atrasados y en revisión' })).toBeNull();
    fireEvent.click(within(items[0]).getByRole('link', { name: 'Lanzamiento Sabana' }));
    expect(await screen.findByRole('heading', { name: 'Página de campaña' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campanas/7');
  });

  it('shows the five latest of more', async () => {
    renderPage(ROLE.CLIENTE, { campanas: [1, 2, 3, 4, 5, 6, 7].map((id) => campana(id)) });
    const region = await section('Mis campañas');
    const links = (await within(region).findAllByRole('listitem')).map((i) => within(i).getByRole('link').textContent);
    expect(links).toEqual(['Campaña 1', 'Campaña 2', 'Campaña 3', 'Campaña 4', 'Campaña 5']);
  });

  it('none active: says so, and still leads to all of them', async () => {
    renderPage(ROLE.CLIENTE, { campanas: [] });
    const region = await section('Mis campañas');
    expect(await within(region).findByText('No tienes campañas activas hoy')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Ver todas mis campañas' })).toHaveAttribute('href', '/campanas');
  });
});

describe('DashboardPage: providers (issue 37)', () => {
  it('shows neither section and asks for neither', async () => {
    renderPage(ROLE.PROVEEDOR, { controles: [control(1)], campanas: [campana(1)] });
    await screen.findByRole('link', { name: '1 campaña activa' });
    await waitFor(() => expect(paths()).toContain('/api/v1/dashboard/resumen'));
    expect(screen.queryByRole('region', { name: 'Controles atrasados y en revisión' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mis campañas' })).toBeNull();
    expect(paths().filter((p) => p.startsWith('/api/v1/campanas'))).toEqual([]);
  });
});
