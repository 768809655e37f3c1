import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { resumenCumplimiento, ROLE, type ApiSchema } from 'shared/contracts';
import type { SitesMapProps } from 'shared/map';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { OPCIONES, resumen, signIn } from '../../informes/test/informes-fixtures';
import { control, detalle, linea } from '../test/campanas-fixtures';

// The sites map stands in as one button per site, with the state it was given.
jest.mock('shared/map', () => ({
  ...jest.requireActual('shared/map'),
  LazySitesMap: ({ sites, onSiteClick }: SitesMapProps) => (
    <ul aria-label="Mapa de prueba">
      {sites.map((s) => (
        <li key={s.id}>
          <button type="button" data-estado={s.estado} onClick={() => onSiteClick?.(s.id)}>{`${s.codigo} en el mapa`}</button>
        </li>
      ))}
    </ul>
  ),
}));

/** Site 102 (VAL-2) with its reference photo, and the newest photo taken there: 240 m away (radius 150), one flag unreviewed. */
const SITIO_102 = {
  id: 102,
  codigo: 'VAL-2',
  nombre: 'Valla 2',
  foto_referencia_id: 77,
  foto_referencia_url: '/api/v1/archivos/77?firma=a',
  foto_referencia_miniatura_url: '/api/v1/archivos/77/miniatura?firma=a',
} as Partial<ApiSchema<'Sitio'>>;
const FOTO_102: ApiSchema<'SitioFoto'> = {
  id: 90,
  informe_id: 31,
  informe_fecha: '2026-03-06',
  campana: 'Campaña de prueba',
  nombre_original: 'valla.jpg',
  tomada_at: '2026-03-06T19:05:00Z',
  latitud: 4.6,
  longitud: -74.08,
  distancia_m: 240,
  alertas_pendientes: 1,
  url: '/api/v1/archivos/90?firma=b',
  miniatura_url: '/api/v1/archivos/90/miniatura?firma=b',
};

let api: MockApi;
let current: ApiSchema<'CampanaDetalle'>;
const empty = { data: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0, hasNextPage: false, hasPrevPage: false } };

const handler: MockHandler = ({ method, url, body }) => {
  const p = url.pathname;
  if (p === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
  if (p === '/api/v1/informes' && url.searchParams.get('sitio_id') === '102') {
    const de = (id: number, extra: Parameters<typeof resumen>[1]) => resumen(id, { campana_id: 5, sitio_id: 102, ...extra });
    return {
      status: 200,
      body: {
        data: [
          de(31, { fecha: '2026-03-06', control_tipo: 'verificacion', control_numero: 1, archivos_count: 2, alertas_count: 1, estado: 'pendiente' }),
          de(30, { fecha: '2026-02-27', control_tipo: 'instalacion', control_numero: 1, archivos_count: 1, alertas_count: 0, estado: 'completado' }),
        ],
        meta: { ...empty.meta, total: 2 },
      },
    };
  }
  if (p === '/api/v1/informes') return { status: 200, body: empty };
  if (p === '/api/v1/sitios/102') return { status: 200, body: SITIO_102 };
  if (p === '/api/v1/sitios/102/fotos') return { status: 200, body: { data: [FOTO_102], meta: { ...empty.meta, total: 1 } } };
  if (p === '/api/v1/campanas/5' && method === 'GET') return { status: 200, body: current };
  if (p === '/api/v1/campanas/5/prueba') return { status: 200, body: '%PDF-1.7' };
  if (p === '/api/v1/campanas/controles/export') return { status: 200, body: 'campaña;sitio' };
  if (p === '/api/v1/campanas/5/lineas' && method === 'POST') {
    current = { ...current, lineas: [...current.lineas, linea(3)] };
    return { status: 200, body: { agregadas: 1, rechazadas: [{ sitio: 'NOPE', motivo: 'No existe un sitio con ese código' }], campana: current } };
  }
  if (p === '/api/v1/campanas/5/cancelacion') {
    current = { ...current, estado: 'cancelada', cancelada_at: '2026-03-10T15:00:00.000Z', motivo_cancelacion: (body as { motivo: string }).motivo };
    return { status: 200, body: current };
  }
  if (p === '/api/v1/sitios/mapa')
    return {
      status: 200,
      body: { total: 1, data: [{ id: 301, codigo: 'MUP-9', nombre: 'Mupi 9', tipo: 'mupi', latitud: 4.6, longitud: -74.1, activo: true }] },
    };
  if (p === '/api/v1/sitios') return { status: 200, body: { ...empty, meta: { ...empty.meta, limit: 10 } } };
  return { status: 404, body: { error: 'no_encontrado', message: 'Campaña no encontrada' } };
};

beforeEach(() => {
  current = detalle();
  api = installMockApi(handler);
});
afterEach(() => {
  api.restore();
  clearSession();
});

describe('/campanas/:id', () => {
  it('shows the lines with the site’s link, provider, service and the checks’ windows as dd/mm/aaaa; no actions for a provider', async () => {
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/campanas/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lanzamiento 5' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sitios de la campaña' });
    expect(within(table).getByRole('link', { name: 'VAL-1: ver el sitio Valla 1' })).toHaveAttribute('href', '/sitios/101');
    // The checks on demand: each one's name, window, state in words and the day it was met.
    expect(within(table).queryByRole('list', { name: 'Controles de VAL-1' })).not.toBeInTheDocument();
    const ver = within(table).getByRole('button', { name: 'Ver controles de VAL-1 (2)' });
    expect(ver).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(ver);
    expect(ver).toHaveAttribute('aria-expanded', 'true');
    const controles = within(table).getByRole('list', { name: 'Controles de VAL-1' });
    expect(
      within(controles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Instalación22/02/2026 – 04/03/2026Cumplidocumplido el 02/03/2026', 'Verificación 105/03/2026 – 11/03/2026Pendiente']);
    expect(within(table).getAllByText('Instalación hasta 3 días tras el inicio · verificación cada 7 días')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'VAL-2 en el mapa' })).toBeInTheDocument();
    expect(await screen.findByText('Ningún informe prueba esta campaña todavía.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/informes')?.url.searchParams.get('campana_id')).toBe('5');
    for (const name of ['Editar', 'Cancelar campaña', 'Eliminar', 'Agregar sitios'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  });

  it('a site clicked on the map is named under it with its state and checks, and a link to its page', async () => {
    current = detalle({ lineas: [linea(1), linea(2, { controles: [control(21, 'atrasado', { hasta: '2026-03-04' }), control(22, 'cumplido')] })] });
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    const pin = await screen.findByRole('button', { name: 'VAL-2 en el mapa' });
    expect(pin).toHaveAttribute('data-estado', 'atrasado');
    expect(screen.getByRole('button', { name: 'VAL-1 en el mapa' })).toHaveAttribute('data-estado', 'pendiente');
    fireEvent.click(pin);
    expect(screen.getByRole('link', { name: 'Ver el sitio VAL-2 Valla 2 (Valla)' })).toHaveAttribute('href', '/sitios/102');
    const elegido = screen.getByTestId('sitio-elegido');
    expect(within(elegido).getAllByText('Atrasado')).toHaveLength(2); // the line's state and its late check's
    const checks = within(elegido).getByRole('list', { name: 'Controles de VAL-2 (sitio elegido en el mapa)' });
    expect(within(checks).getAllByRole('listitem')[1]).toHaveTextContent('Verificación 2205/03/2026 – 11/03/2026Cumplidocumplido el 06/03/2026');
    // Its reports in this campaign, newest first: check, state, photos and their flags, each a link to its page.
    const informesSitio = await within(elegido).findByRole('list', { name: 'Informes de VAL-2' });
    const items = within(informesSitio).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Informe #31' })).toHaveAttribute('href', '/informes/31');
    expect(items[0]).toHaveTextContent('06/03/2026 · Verificación 1');
    expect(items[0]).toHaveTextContent('2 fotos · 1 alerta sin revisar');
    expect(items[1]).toHaveTextContent('27/02/2026 · Instalación');
    expect(items[1]).toHaveTextContent('1 foto, verificada');
    const call = api.calls.find((c) => c.url.pathname === '/api/v1/informes' && c.url.searchParams.get('sitio_id') === '102');
    expect(call?.url.searchParams.get('campana_id')).toBe('5');
    expect(call?.url.searchParams.get('limit')).toBe('10'); // a page size the API accepts
    // The reference photo beside the newest one, each opening the full photo; when, how far, its flag and its report.
    const fotos = await within(elegido).findByRole('region', { name: 'Fotos de VAL-2' });
    expect(await within(fotos).findByRole('img', { name: 'Foto de referencia de VAL-2 (abre la foto completa)' })).toHaveAttribute(
      'src',
      '/api/v1/archivos/77/miniatura?firma=a',
    );
    const ultima = within(fotos).getByRole('img', { name: 'Última foto de VAL-2, 06/03/2026, 14:05 (abre la foto completa)' });
    expect(ultima.closest('a')).toHaveAttribute('href', '/api/v1/archivos/90?firma=b');
    const caption = ultima.closest('figure')!;
    expect(caption).toHaveTextContent('a 240 m del sitio');
    expect(within(caption).getByText('Fuera del radio')).toBeInTheDocument();
    expect(within(caption).getByText('1 alerta sin revisar')).toBeInTheDocument();
    expect(within(caption).getByRole('link', { name: 'Informe #31' })).toHaveAttribute('href', '/informes/31');
  });

  it('opens with the compliance: percentage, what is due said in words, the counts; one provider, no table per provider', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    const seccion = await screen.findByRole('region', { name: 'Cumplimiento' });
    expect(within(seccion).getByText('75 %', { selector: 'strong' })).toBeInTheDocument();
    expect(within(seccion).getByText('3 de 4 controles debidos cumplidos')).toBeInTheDocument();
    const counts = within(seccion).getByLabelText('Controles por estado');
    expect(Array.from(counts.querySelectorAll('div')).map((d) => d.textContent)).toEqual(['Cumplidos3', 'En revisión0', 'Atrasados1', 'Pendientes2']);
    expect(within(seccion).queryByRole('table')).not.toBeInTheDocument();
  });

  it('with nothing due yet the percentage is a dash; several providers get a table each; "No aplica" when some check is', async () => {
    current = detalle({
      cumplimiento: resumenCumplimiento({ pendiente: 4, no_aplica: 2 }),
      por_proveedor: [
        { proveedor_id: 3, proveedor: 'Andina', ...resumenCumplimiento({ cumplido: 1, atrasado: 1, pendiente: 1 }) },
        { proveedor_id: 9, proveedor: 'LED Visión', ...resumenCumplimiento({ pendiente: 3 }) },
      ],
    });
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/campanas/5');
    const seccion = await screen.findByRole('region', { name: 'Cumplimiento' });
    expect(within(seccion).getByText('—', { selector: 'strong' })).toBeInTheDocument();
    expect(within(seccion).getByText('Ningún control vencido todavía')).toBeInTheDocument();
    expect(within(seccion).getByText('No aplica').nextSibling).toHaveTextContent('2');
    const table = within(seccion).getByRole('table', { name: 'Cumplimiento por proveedor' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Andina', '50 %', '1 de 2', '0', '1', '1'],
      ['LED Visión', '—', '0 de 0', '0', '0', '3'],
    ]);
  });

  it('each line shows its most urgent state and next due day, and sorts by state (ties by due day) or by due day', async () => {
    current = detalle({
      lineas: [
        linea(1, { controles: [control(11, 'cumplido'), control(12, 'pendiente', { hasta: '2026-03-20' })] }),
        linea(2, { controles: [control(21, 'cumplido'), control(22, 'cumplido')] }),
        linea(3, { controles: [control(31, 'en_revision'), control(32, 'pendiente', { hasta: '2026-03-14' })] }),
        linea(4, { controles: [control(41, 'atrasado', { hasta: '2026-03-25' }), control(42, 'pendiente', { hasta: '2026-03-30' })] }),
        linea(5, { cancelada: true, controles: [control(51, 'no_aplica')] }),
      ],
    });
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/campanas/5');
    const table = await screen.findByRole('table', { name: 'Sitios de la campaña' });
    const column = (name: string) => {
      const i = within(table)
        .getAllByRole('columnheader')
        .findIndex((h) => h.textContent === name);
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[i].textContent);
    };
    expect(column('Estado')).toEqual([
      'PendienteVence el 20/03/2026',
      'Cumplido',
      'En revisiónVence el 14/03/2026',
      'AtrasadoVenció el 25/03/2026',
      'No aplicaLínea cancelada',
    ]);
    const ordenar = screen.getByRole('combobox', { name: 'Ordenar por' });
    fireEvent.change(ordenar, { target: { value: 'estado' } });
    expect(column('Sitio').map((t) => t?.slice(0, 5))).toEqual(['VAL-4', 'VAL-3', 'VAL-1', 'VAL-2', 'VAL-5']);
    fireEvent.change(ordenar, { target: { value: 'vencimiento' } });
    expect(column('Sitio').map((t) => t?.slice(0, 5))).toEqual(['VAL-3', 'VAL-1', 'VAL-4', 'VAL-2', 'VAL-5']);
  });

  it('a campaign of many sites shows its lines 25 at a time; a new order starts again at the first page', async () => {
    // Line 30 is the only late one: by site it is on page 2, by state first.
    current = detalle({
      lineas: Array.from({ length: 30 }, (_, i) =>
        linea(i + 1, { controles: [control(1000 + i, i === 29 ? 'atrasado' : 'cumplido', { hasta: '2026-03-20' })] }),
      ),
    });
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    const table = await screen.findByRole('table', { name: 'Sitios de la campaña' });
    const sitios = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('link')[0].textContent);
    expect(sitios()).toHaveLength(25);
    expect(sitios()[0]).toBe('VAL-1');
    expect(screen.getByText('Mostrando 1 a 25 de 30 resultados')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(sitios()).toEqual(['VAL-26', 'VAL-27', 'VAL-28', 'VAL-29', 'VAL-30']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'estado' } });
    expect(sitios()).toHaveLength(25);
    expect(sitios()[0]).toBe('VAL-30');
  });

  it('"Exportar cumplimiento" downloads the campaign’s checks as CSV', async () => {
    // The CSV is saved through a link: jsdom cannot follow it.
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar cumplimiento' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    const call = api.calls.find((c) => c.url.pathname === '/api/v1/campanas/controles/export');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ campana_id: '5' });
  });

  it('"Descargar prueba (PDF)" downloads the campaign’s proof pack, for every role', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/campanas/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar prueba (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(api.calls.some((c) => c.url.pathname === '/api/v1/campanas/5/prueba')).toBe(true);
  });

  it('a client user reports a problem at a site with reports, and is told what keeps it from accepting the campaign', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    const table = await screen.findByRole('table', { name: 'Sitios de la campaña' });
    // VAL-2 has a report, VAL-1 none.
    expect(within(table).getByRole('button', { name: 'Reportar problema VAL-2 Valla 2' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Reportar problema VAL-1/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aceptar campaña' })).toBeDisabled();
    expect(screen.getByText('Podrá aceptarla cuando todos sus controles estén cumplidos: faltan 3.')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: 'Reportar problema VAL-2 Valla 2' }));
    expect(await screen.findByRole('dialog', { name: 'Reportar un problema en el sitio VAL-2' })).toBeInTheDocument();
  });

  it('an administrator is offered neither acceptance nor problems', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/campanas/5');
    await screen.findByRole('table', { name: 'Sitios de la campaña' });
    expect(screen.queryByRole('button', { name: 'Aceptar campaña' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reportar problema/ })).toBeNull();
  });

  it('an unknown campaign, or one out of reach, says so', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/77');
    expect(await screen.findByText('La campaña no existe o no tienes acceso a ella.')).toBeInTheDocument();
  });

  it('an administrator adds sites by pasted codes and from the map: what the server refused stays listed with its reason', async () => {
    signIn(ROLE.ADMIN);
    render(<ToastContainer />);
    renderRoutes(routes, '/campanas/5');
    // A line a report proves cannot be removed (only cancelled); a free one can.
    expect(await screen.findByRole('button', { name: 'Quitar VAL-1 Valla 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar VAL-2 Valla 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar VAL-2 Valla 2' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Agregar sitios/ }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar sitios' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar sitios' }));
    expect(await within(dialog).findByText('Elige al menos un sitio (de la lista, del mapa o por código)')).toBeInTheDocument();
    expect(within(dialog).getByText('El proveedor es obligatorio')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /Mapa/ }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'MUP-9 en el mapa' }));
    expect(within(dialog).getByRole('button', { name: 'Quitar MUP-9 Mupi 9' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Pegar códigos/ }));
    fireEvent.change(within(dialog).getByLabelText(/Códigos de sitio/), { target: { value: 'VAL-3\nNOPE; val-3' } });
    expect(within(dialog).getByText(/2 códigos\./)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'LED Visión' })).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText(/Proveedor/), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText(/Servicio/), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText(/Retiro/), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar sitios' }));

    expect(await within(dialog).findByRole('list', { name: 'Sitios no agregados' })).toHaveTextContent('NOPE: No existe un sitio con ese código');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      sitio_ids: [301],
      codigos: ['VAL-3', 'NOPE'],
      proveedor_id: 9,
      servicio_id: 7,
      instalacion_dias: 3,
      verificacion_cada_dias: null,
      retiro_dias: 2,
    });
    expect(within(dialog).getByLabelText(/Códigos de sitio/)).toHaveValue('NOPE');
    await waitFor(() => expect(within(dialog).getByLabelText(/Códigos de sitio/)).toHaveFocus());
    expect(await screen.findByText('1 sitio agregado')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'VAL-3: ver el sitio Valla 3' })).toBeInTheDocument());
  });

  it('an administrator cancels the campaign with a reason, required', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/campanas/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar campaña' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar campaña?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar campaña' }));
    expect(await within(dialog).findByText('Indica el motivo de la cancelación')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'El cliente la anuló' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar campaña' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ motivo: 'El cliente la anuló' });
    expect(await screen.findByText('El cliente la anuló')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar sitios/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar campaña' })).not.toBeInTheDocument();
  });
});
