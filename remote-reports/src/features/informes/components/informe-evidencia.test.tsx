import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { ROLE, type AlertaFoto, type ArchivoInforme, type InformeDetalle } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { archivo, detalle, signIn } from '../test/informes-fixtures';

// The map (MapLibre, WebGL) is not what these tests are about.
jest.mock('shared/map', () => ({ LazyPhotoMap: () => null }));

let api: MockApi;
let informe: InformeDetalle;
let fotos: ArchivoInforme[];

const lejos: AlertaFoto = {
  id: 31,
  tipo: 'lejos_del_municipio',
  motivo: 'A 612 km de Bello, Antioquia (se esperan menos de 25 km)',
  informe_relacionado_id: null,
  revision: null,
};
const repetida: AlertaFoto = {
  id: 32,
  tipo: 'duplicada',
  motivo: 'La misma foto (mismos bytes) está también en el informe #7',
  informe_relacionado_id: 7,
  revision: { usuario: 'ana', fecha: '2026-03-04T14:30:00.000Z', comentario: 'Es la misma valla, dos informes del mes' },
};

const okHandler: MockHandler = ({ method, url, body }) => {
  if (url.pathname === `/api/v1/informes/${informe.id}`) return { status: 200, body: informe };
  if (url.pathname === `/api/v1/informes/${informe.id}/archivos`) return { status: 200, body: { data: fotos } };
  const revision = /^\/api\/v1\/archivos\/(\d+)\/alertas\/(\d+)\/revision$/.exec(url.pathname);
  if (method === 'POST' && revision) {
    const { comentario } = body as { comentario: string };
    fotos = fotos.map((f) =>
      f.id === Number(revision[1])
        ? {
            ...f,
            alertas: f.alertas.map((a) =>
              a.id === Number(revision[2]) ? { ...a, revision: { usuario: 'admin', fecha: '2026-03-05T13:00:00.000Z', comentario } } : a,
            ),
          }
        : f,
    );
    informe = { ...informe, alertas_count: informe.alertas_count - 1, alertas_revisadas_count: informe.alertas_revisadas_count + 1 };
    return { status: 200, body: fotos.find((f) => f.id === Number(revision[1])) };
  }
  return { status: 404, body: { error: 'no_encontrado', message: 'Informe no encontrado' } };
};

beforeEach(() => {
  informe = detalle(12, { archivos_count: 2, alertas_count: 1, alertas_revisadas_count: 1 });
  fotos = [archivo(41, 12, { alertas: [repetida, lejos] }), archivo(42, 12)];
  api = installMockApi(okHandler);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const header = () => screen.findByRole('heading', { level: 1, name: 'Verano' });
const headerEl = () => screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
const gallery = () => screen.findByRole('list', { name: 'Galería de imágenes' });
const openViewer = async (name: RegExp) => {
  fireEvent.click(within(await gallery()).getByRole('button', { name }));
  return screen.getByRole('dialog', { name: /valla-41\.jpg/ });
};

describe('/informes/:id — photo evidence', () => {
  it('each flag is a badge with an icon and its label; the reasons describe the thumbnail; the capture is read from the file', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/informes/12');
    await header();
    const tile = within(await gallery()).getByRole('button', { name: /valla-41\.jpg/ });
    expect(within(tile).getByText('Lejos del municipio')).toBeInTheDocument();
    expect(within(tile).getByText('Foto repetida · Revisada')).toBeInTheDocument();
    expect(within(tile).getByText('Lejos del municipio').querySelector('svg')).not.toBeNull();
    expect(within(tile).getByText('Tomada el 3 de marzo de 2026, 10:15, con Apple iPhone 13')).toBeInTheDocument();
    expect(tile).toHaveAccessibleDescription(
      'Foto repetida (revisada): La misma foto (mismos bytes) está también en el informe #7. ' +
        'Lejos del municipio: A 612 km de Bello, Antioquia (se esperan menos de 25 km).',
    );
    // A photo without flags has no description.
    expect(within(await gallery()).getByRole('button', { name: /valla-42\.jpg/ })).not.toHaveAttribute('aria-describedby');
  });

  it('the viewer shows "Tomada el … con …", every reason as text and the review (who, when, comment); a client gets no Revisar', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/informes/12');
    await header();
    const dialog = await openViewer(/valla-41\.jpg/);
    expect(within(dialog).getByText('Tomada el 3 de marzo de 2026, 10:15, con Apple iPhone 13')).toBeInTheDocument();
    const flags = within(dialog).getByRole('list', { name: 'Alertas de la foto' });
    expect(within(flags).getByText('A 612 km de Bello, Antioquia (se esperan menos de 25 km)')).toBeInTheDocument();
    expect(within(flags).getByText(/La misma foto \(mismos bytes\) está también en el informe #7/)).toBeInTheDocument();
    expect(within(flags).getByText('Revisada por ana el 04/03/2026, 09:30: «Es la misma valla, dos informes del mes»')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Revisar/ })).not.toBeInTheDocument();
    // Only administrators get the link to report #7: the reason stays, without a link, and the API is not asked.
    expect(within(dialog).queryByRole('link', { name: 'Ver informe #7' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname === '/api/v1/informes/7')).toBe(false);
  });

  it('a provider gets no Revisar either, and no link to the related report: no request probes it', async () => {
    signIn(ROLE.PROVEEDOR);
    api.respond((call) => (call.url.pathname === '/api/v1/informes/7' ? { status: 200, body: detalle(7) } : okHandler(call)));
    renderRoutes(routes, '/informes/12');
    await header();
    const dialog = await openViewer(/valla-41\.jpg/);
    const flags = within(dialog).getByRole('list', { name: 'Alertas de la foto' });
    expect(within(flags).getByText(/La misma foto \(mismos bytes\) está también en el informe #7/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Ver informe #7' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Revisar/ })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/v1/informes/12/archivos')).toBe(true));
    expect(api.calls.filter((c) => /^\/api\/v1\/informes\/\d+$/.test(c.url.pathname)).map((c) => c.url.pathname)).toEqual(['/api/v1/informes/12']);
  });

  it('an administrator reviews an open flag with a required comment: toast, the photo updated from the answer, "Revisada"', async () => {
    signIn(ROLE.ADMIN);
    render(<ToastContainer />);
    renderRoutes(routes, '/informes/12');
    await header();
    expect(within(headerEl()).getByText('1 alerta')).toBeInTheDocument();
    expect(within(headerEl()).getByText('1 revisada')).toBeInTheDocument();
    const viewer = await openViewer(/valla-41\.jpg/);
    // An administrator opens any report: the link is there without asking the API.
    expect(within(viewer).getByRole('link', { name: 'Ver informe #7' })).toHaveAttribute('href', '/informes/7');
    expect(within(viewer).getAllByRole('button', { name: /^Revisar/ })).toHaveLength(1);
    const revisar = within(viewer).getByRole('button', { name: /^Revisar/ });
    revisar.focus();
    fireEvent.click(revisar);

    const dialog = screen.getByRole('dialog', { name: 'Revisar alerta: Lejos del municipio' });
    expect(dialog).toHaveTextContent('A 612 km de Bello, Antioquia (se esperan menos de 25 km)');
    const comentario = within(dialog).getByLabelText(/Comentario/);
    expect(comentario).toHaveAttribute('maxlength', '500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como revisada' }));
    expect(await within(dialog).findByText('El comentario es obligatorio')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    const archivosBefore = api.calls.filter((c) => c.url.pathname === '/api/v1/informes/12/archivos').length;
    fireEvent.change(comentario, { target: { value: '  Valla itinerante, ruta aprobada por el cliente ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como revisada' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Revisar alerta/ })).not.toBeInTheDocument());
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/archivos/41/alertas/31/revision');
    expect(post?.body).toEqual({ comentario: 'Valla itinerante, ruta aprobada por el cliente' });
    expect(await screen.findByText('Alerta marcada como revisada')).toBeInTheDocument();
    // The POST's answer replaces the photo in the cached list: the photos are not fetched again.
    expect(api.calls.filter((c) => c.url.pathname === '/api/v1/informes/12/archivos').length).toBe(archivosBefore);
    const flags = within(screen.getByRole('dialog', { name: /valla-41\.jpg/ })).getByRole('list', { name: 'Alertas de la foto' });
    expect(await within(flags).findByText('Lejos del municipio · Revisada')).toBeInTheDocument();
    expect(within(flags).getByText(/^Revisada por admin el 05\/03\/2026, 08:00: «Valla itinerante/)).toBeInTheDocument();
    expect(within(flags).queryByRole('button', { name: /^Revisar/ })).not.toBeInTheDocument();
    // The button that opened the dialog is gone: focus goes to the viewer, not to <body>.
    expect(screen.getByRole('dialog', { name: /valla-41\.jpg/ })).toHaveFocus();
    // The report's own state follows: no open flag left.
    expect(await within(headerEl()).findByText('Verificado')).toBeInTheDocument();
    expect(within(headerEl()).getByText('2 revisadas')).toBeInTheDocument();
  });

  it("a refused review shows the server's Spanish message in the dialog, which stays open", async () => {
    signIn(ROLE.ADMIN);
    api.respond((call) =>
      call.method === 'POST' ? { status: 409, body: { error: 'alerta_ya_revisada', message: 'La alerta ya fue revisada' } } : okHandler(call),
    );
    renderRoutes(routes, '/informes/12');
    await header();
    const viewer = await openViewer(/valla-41\.jpg/);
    fireEvent.click(within(viewer).getByRole('button', { name: /^Revisar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revisar alerta: Lejos del municipio' });
    fireEvent.change(within(dialog).getByLabelText(/Comentario/), { target: { value: 'Revisada en campo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como revisada' }));
    expect(await within(dialog).findByText('La alerta ya fue revisada')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Revisar alerta: Lejos del municipio' })).toBeInTheDocument();
  });

  it('the report\'s state: "Verificado" with photos and no open flag, "N alertas", "Sin fotos"', async () => {
    signIn(ROLE.CLIENTE);
    informe = detalle(12, { archivos_count: 2, alertas_count: 0, alertas_revisadas_count: 0 });
    let view = renderRoutes(routes, '/informes/12');
    await header();
    expect(within(headerEl()).getByText('Verificado')).toBeInTheDocument();
    expect(within(headerEl()).queryByText(/revisada/)).not.toBeInTheDocument();
    view.unmount();

    informe = detalle(12, { archivos_count: 2, alertas_count: 3, alertas_revisadas_count: 2 });
    view = renderRoutes(routes, '/informes/12');
    await header();
    expect(within(headerEl()).getByText('3 alertas')).toBeInTheDocument();
    expect(within(headerEl()).getByText('2 revisadas')).toBeInTheDocument();
    expect(within(headerEl()).queryByText('Verificado')).not.toBeInTheDocument();
    view.unmount();

    informe = detalle(12, { archivos_count: 0, geo_elementos_count: 0 });
    fotos = [];
    renderRoutes(routes, '/informes/12');
    await header();
    expect(within(headerEl()).getByText('Sin fotos')).toBeInTheDocument();
  });

  it('the capture text shows what the file has: the date alone, the camera alone, or "Sin fecha de captura en el archivo"', async () => {
    const sinNada = {
      tomada_local: null,
      tomada_offset: null,
      tomada_at: null,
      camara_marca: null,
      camara_modelo: null,
      gps_latitud: null,
      gps_longitud: null,
    };
    fotos = [
      archivo(41, 12, { evidencia: { ...archivo(41).evidencia, camara_marca: null, camara_modelo: null } }),
      archivo(42, 12, { evidencia: { ...sinNada, camara_marca: 'Canon', camara_modelo: 'Canon EOS R6' } }),
      archivo(43, 12, { evidencia: sinNada }),
    ];
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/informes/12');
    const list = await gallery();
    expect(within(list).getByText('Tomada el 3 de marzo de 2026, 10:15')).toBeInTheDocument();
    expect(within(list).getByText('Tomada con Canon EOS R6. Sin fecha de captura en el archivo')).toBeInTheDocument();
    expect(within(list).getByText('Sin fecha de captura en el archivo')).toBeInTheDocument();
  });

  it('an API older than issue 25 (no counts, no evidence, no flags): the page works and claims nothing', async () => {
    const { alertas_count: _a, alertas_revisadas_count: _r, ...viejo } = detalle(12, { archivos_count: 1 });
    informe = viejo as InformeDetalle;
    const { evidencia: _e, alertas: _f, ...foto } = archivo(41);
    fotos = [foto as ArchivoInforme];
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    const tile = within(await gallery()).getByRole('button', { name: /valla-41\.jpg/ });
    expect(tile).not.toHaveAttribute('aria-describedby');
    expect(within(headerEl()).queryByText(/Verificado|alerta|Sin fotos/)).not.toBeInTheDocument();
    fireEvent.click(tile);
    expect(screen.getByRole('dialog', { name: /valla-41\.jpg/ })).not.toHaveTextContent(/Tomada|Sin alertas/);
  });
});
