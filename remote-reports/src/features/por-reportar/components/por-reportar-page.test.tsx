import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type ApiSchema } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { signIn } from '../../informes/test/informes-fixtures';
import { control, dia } from '../test/por-reportar-fixtures';
import type { ControlPorReportar } from '../api/por-reportar';

let api: MockApi;
let rows: ControlPorReportar[];
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const pageOf = (data: ControlPorReportar[]): ApiSchema<'ControlesCampanaPage'> => ({
  data,
  meta: { total: data.length, page: 1, limit: 500, totalPages: 1, hasNextPage: false, hasPrevPage: false },
});

const okHandler: MockHandler = ({ url }) =>
  url.pathname === '/api/v1/campanas/controles' ? { status: 200, body: pageOf(rows) } : { status: 404, body: { message: 'No' } };

/** The phone's position: at Parque de la 93. */
const AQUI = { latitude: 4.6765, longitude: -74.0477 };

beforeEach(() => {
  rows = [
    control(1, { estado: 'atrasado', desde: dia(-12), hasta: dia(-2), latitud: 4.6951, longitud: -74.0307, sitio_nombre: 'Pantalla Usaquén' }),
    control(2, { tipo: 'verificacion', numero: 2, hasta: dia(1), latitud: 4.6767, longitud: -74.0486, sitio_nombre: 'Mupi Parque 93' }),
    control(3, { desde: dia(3), hasta: dia(9), campana_id: 8, campana: 'Año Nuevo', cliente_id: 9, cliente: 'Lácteos El Nevado S.A.' }),
  ];
  api = installMockApi(okHandler);
  signIn(ROLE.PROVEEDOR);
});

afterEach(() => {
  api.restore();
  clearSession();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const table = () => screen.findByRole('table', { name: 'Controles por reportar' });
/** The rows once the list arrived (the table shows skeleton rows while it loads). */
const bodyRows = async () => {
  await screen.findAllByRole('link', { name: /^Reportar / });
  return within(await table())
    .getAllByRole('row')
    .slice(1);
};

describe('/por-reportar', () => {
  it("asks for the provider's checks due, lists them soonest first with state, campaign, client, site and window", async () => {
    renderRoutes(routes, '/por-reportar');
    expect(screen.getByRole('heading', { level: 1, name: 'Por reportar' })).toBeInTheDocument();
    const filas = await bodyRows();
    const call = api.calls.find((c) => c.path === '/api/v1/campanas/controles')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ por_reportar: 'true', limit: '500' });
    expect(
      filas.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'InstalaciónAtrasado',
        'Navidad BogotáBebidas La Sabana S.A.S.',
        'VAL-1 — Pantalla UsaquénChapinero',
        `Venció el ${ddmmyyyy(dia(-2))}`,
        'Reportar',
      ],
      [
        'Verificación 2Pendiente',
        'Navidad BogotáBebidas La Sabana S.A.S.',
        'VAL-2 — Mupi Parque 93Chapinero',
        `Hasta el ${ddmmyyyy(dia(1))}`,
        'Reportar',
      ],
      [
        'InstalaciónPendiente',
        'Año NuevoLácteos El Nevado S.A.',
        'VAL-3 — Valla 3Chapinero',
        `Del ${ddmmyyyy(dia(3))} al ${ddmmyyyy(dia(9))}`,
        'Reportar',
      ],
    ]);
    // "Atrasado" is a word with an icon, not a colour.
    expect(within(filas[0]).getByText('Atrasado').querySelector('svg')).not.toBeNull();
    expect(within(filas[1]).getByRole('link', { name: 'Reportar Verificación 2 de VAL-2 (Navidad Bogotá)' })).toHaveAttribute(
      'href',
      '/nuevo-informe?cliente_id=2&proveedor_id=3&campana_id=7&sitio_id=22&control_id=2',
    );
  });

  it('a check kept pending whose window has closed since is marked late', async () => {
    rows = [control(5, { estado: 'pendiente', desde: dia(-9), hasta: dia(-1) })];
    renderRoutes(routes, '/por-reportar');
    const [fila] = await bodyRows();
    expect(within(fila).getByText('Atrasado')).toBeInTheDocument();
    expect(within(fila).getByText(`Venció el ${ddmmyyyy(dia(-1))}`)).toBeInTheDocument();
  });

  it('"Ordenar por cercanía" asks where the phone is: the distance to each site, nearest first; back by deadline', async () => {
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: AQUI } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderRoutes(routes, '/por-reportar');
    await table();
    expect(screen.getByRole('status')).toHaveTextContent('Ordenados por plazo, el más cercano primero.');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por cercanía' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Ordenados por cercanía, según su ubicación.'));
    const sitios = (await bodyRows()).map((r) => within(r).getAllByRole('cell')[2].textContent);
    expect(sitios).toEqual([
      'VAL-2 — Mupi Parque 93Chapinero · a 102 m',
      'VAL-1 — Pantalla UsaquénChapinero · a 2,8 km',
      'VAL-3 — Valla 3Chapinero · a 3,5 km',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por plazo' }));
    expect((await bodyRows()).map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual([
      'VAL-1 — Pantalla UsaquénChapinero · a 2,8 km',
      'VAL-2 — Mupi Parque 93Chapinero · a 102 m',
      'VAL-3 — Valla 3Chapinero · a 3,5 km',
    ]);
  });

  it('nothing due: "No tiene controles por reportar"', async () => {
    rows = [];
    renderRoutes(routes, '/por-reportar');
    expect(await screen.findByText('No tiene controles por reportar')).toBeInTheDocument();
  });

  it('a failure: the error banner with "Reintentar", which asks again', async () => {
    let fail = true;
    api.restore();
    api = installMockApi((req) => (fail ? { status: 500, body: { message: 'Error interno' } } : okHandler(req)));
    renderRoutes(routes, '/por-reportar');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(retry);
    expect(await bodyRows()).toHaveLength(3);
  });
});
