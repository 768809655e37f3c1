import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type Sitio, type SitioCampana, type SitioFoto, type SitioFotosPage } from 'shared/contracts';
import type { PhotoMapProps } from 'shared/map';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { renderRoutes } from 'shared/test/render-routes';
import { signInForTest } from 'shared/test/session';
import routes from '../../../routes';

// The photo map stands in as the names of its markers and of the site it draws.
jest.mock('shared/map', () => ({
  ...jest.requireActual('shared/map'),
  LazyPhotoMap: ({ markers, site }: PhotoMapProps) => (
    <ul aria-label="Mapa de prueba">
      {site && <li>{`Sitio ${site.nombre}, radio ${site.radiusM} m`}</li>}
      {markers.map((m) => (
        <li key={m.id}>{m.name}</li>
      ))}
    </ul>
  ),
}));

let api: MockApi;

const SITIO: Sitio = {
  id: 5,
  codigo: 'VAL-005',
  nombre: 'Valla Calle 26',
  tipo: 'valla',
  direccion: 'Av. Calle 26 # 68-10',
  provincia_id: 11,
  provincia: 'Bogotá, D.C.',
  localidad_id: 151,
  localidad: 'Bogotá, D.C.',
  latitud: 4.6512,
  longitud: -74.0953,
  radio_m: 150,
  proveedor_id: 7,
  proveedor: 'Vallas del Norte',
  activo: true,
  notas: null,
  foto_referencia_id: null,
  foto_referencia_url: null,
  foto_referencia_miniatura_url: null,
  campanas: 1,
  informes: 2,
  ultimo_informe: '2026-11-20',
  creado_at: '2026-11-01T10:00:00.000Z',
};

const foto = (id: number, extra: Partial<SitioFoto> = {}): SitioFoto => ({
  id,
  informe_id: 40 + id,
  informe_fecha: '2026-11-20',
  campana: 'Lanzamiento 2026',
  nombre_original: `foto-${id}.jpg`,
  tomada_at: '2026-11-20T15:30:00.000Z',
  latitud: 4.6513,
  longitud: -74.0951,
  distancia_m: 35,
  alertas_pendientes: 0,
  url: `/f/${id}`,
  miniatura_url: `/f/${id}/mini`,
  ...extra,
});

const CAMPANAS: SitioCampana[] = [
  { id: 3, nombre: 'Lanzamiento 2026', cliente: 'Bebidas Andinas', fecha_inicio: '2000-01-01', fecha_fin: '2999-12-31', cancelada: false },
];

const handler =
  (sitio: Sitio = SITIO): MockHandler =>
  ({ method, url, body }) => {
    const p = url.pathname;
    if (p === '/api/v1/sitios/5' && method === 'GET') return { status: 200, body: sitio };
    if (p === '/api/v1/sitios/5/campanas') return { status: 200, body: CAMPANAS };
    if (p === '/api/v1/sitios/5/fotos') {
      const page: SitioFotosPage = {
        data: [
          foto(2, { distancia_m: 420, alertas_pendientes: 1 }),
          foto(1, { tomada_at: null }),
          foto(3, { latitud: null, longitud: null, distancia_m: null }),
        ],
        meta: { page: 1, limit: 50, total: 3, totalPages: 1, hasNextPage: false, hasPrevPage: false },
      };
      return { status: 200, body: page };
    }
    if (p === '/api/v1/sitios/5/foto-referencia' && method === 'PUT') {
      const id = (body as { archivo_id: number }).archivo_id;
      return {
        status: 200,
        body: { ...sitio, foto_referencia_id: id, foto_referencia_url: `/f/${id}`, foto_referencia_miniatura_url: `/f/${id}/mini` },
      };
    }
    return { status: 404, body: { error: 'no_encontrado', message: 'Sitio no encontrado' } };
  };

beforeEach(() => {
  api = installMockApi(handler());
});
afterEach(() => {
  api.restore();
  clearSession();
});

describe('/sitios/:id', () => {
  it('the site’s data, its campaigns, and its photos newest first on the map (with its radius) and a timeline', async () => {
    signInForTest(ROLE.CLIENTE);
    renderRoutes(routes, '/sitios/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Valla Calle 26' })).toBeInTheDocument();
    const datos = screen.getByRole('region', { name: 'Datos' });
    expect(within(datos).getByText('4.65120, -74.09530')).toBeInTheDocument();
    expect(within(datos).getByText('150 m')).toBeInTheDocument();
    const campanas = screen.getByRole('region', { name: 'Campañas' });
    expect(await within(campanas).findByText('Lanzamiento 2026')).toBeInTheDocument();
    expect(within(campanas).getByText('Activa')).toBeInTheDocument();
    expect(within(campanas).getByText(/Bebidas Andinas · del 01\/01\/2000 al 31\/12\/2999/)).toBeInTheDocument();

    const timeline = await screen.findByRole('list', { name: 'Fotos del sitio, de la más reciente a la más antigua' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('a 420 m del sitio');
    expect(items[0]).toHaveTextContent('Fuera del radio');
    expect(items[0]).toHaveTextContent('1 alerta sin revisar');
    expect(items[1]).toHaveTextContent('20/11/2026 (fecha del informe)');
    expect(items[1]).toHaveTextContent('a 35 m del sitio');
    expect(items[1]).not.toHaveTextContent('Fuera del radio');
    expect(items[2]).toHaveTextContent('Sin ubicación');
    // Only photos with a position are on the map, under the site and its radius.
    const map = screen.getByRole('list', { name: 'Mapa de prueba' });
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Sitio Valla Calle 26, radio 150 m',
      expect.stringMatching(/^foto-2\.jpg, 20\/11\/2026/),
      'foto-1.jpg, 20/11/2026 (fecha del informe)',
    ]);
    // Not an administrator: no choosing the reference photo, no writing.
    expect(screen.queryByRole('button', { name: /como foto de referencia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByText('Este sitio aún no tiene foto de referencia.')).toBeInTheDocument();

    // A thumbnail opens the photo, with its report.
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Ver la foto foto-1.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'foto-1.jpg' });
    expect(within(viewer).getByRole('img', { name: 'foto-1.jpg' })).toHaveAttribute('src', '/f/1');
    expect(within(viewer).getByRole('link', { name: 'Ver el informe #41' })).toHaveAttribute('href', '/informes/41');
  });

  it('an administrator chooses the reference photo among those without pending flags', async () => {
    signInForTest(ROLE.ADMIN);
    renderRoutes(routes, '/sitios/5');
    const timeline = await screen.findByRole('list', { name: 'Fotos del sitio, de la más reciente a la más antigua' });
    expect(within(timeline).queryByRole('button', { name: 'Usar foto-2.jpg como foto de referencia' })).not.toBeInTheDocument();
    api.respond(handler({ ...SITIO, foto_referencia_id: 1, foto_referencia_url: '/f/1', foto_referencia_miniatura_url: '/f/1/mini' }));
    fireEvent.click(within(timeline).getByRole('button', { name: 'Usar foto-1.jpg como foto de referencia' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ archivo_id: 1 }));
    expect(await screen.findByRole('img', { name: 'Foto de referencia de Valla Calle 26' })).toHaveAttribute('src', '/f/1/mini');
    expect(within(timeline).getByText('Foto de referencia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar foto de referencia' })).toBeInTheDocument();
  });

  it('a site missing or out of reach: "Sitio no encontrado", and the way back', async () => {
    signInForTest(ROLE.PROVEEDOR);
    renderRoutes(routes, '/sitios/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitio no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a sitios' })).toHaveAttribute('href', '/sitios');
  });
});
