import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { ROLE, type ApiSchema } from 'shared/contracts';
import type { SitesMapProps } from 'shared/map';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { OPCIONES, signIn } from '../../informes/test/informes-fixtures';
import { detalle, linea } from '../test/campanas-fixtures';

// The sites map stands in as one button per site.
jest.mock('shared/map', () => ({
  ...jest.requireActual('shared/map'),
  LazySitesMap: ({ sites, onSiteClick }: SitesMapProps) => (
    <ul aria-label="Mapa de prueba">
      {sites.map((s) => (
        <li key={s.id}>
          <button type="button" onClick={() => onSiteClick?.(s.id)}>{`${s.codigo} en el mapa`}</button>
        </li>
      ))}
    </ul>
  ),
}));

let api: MockApi;
let current: ApiSchema<'CampanaDetalle'>;
const empty = { data: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0, hasNextPage: false, hasPrevPage: false } };

const handler: MockHandler = ({ method, url, body }) => {
  const p = url.pathname;
  if (p === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
  if (p === '/api/v1/informes') return { status: 200, body: empty };
  if (p === '/api/v1/campanas/5' && method === 'GET') return { status: 200, body: current };
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
    const controles = within(table).getByRole('list', { name: 'Controles de VAL-1' });
    expect(
      within(controles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Instalación: 22/02/2026 – 04/03/2026', 'Verificación 1: 05/03/2026 – 11/03/2026']);
    expect(within(table).getAllByText('Instalación hasta 3 días tras el inicio · verificación cada 7 días')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'VAL-2 en el mapa' })).toBeInTheDocument();
    expect(await screen.findByText('Ningún informe prueba esta campaña todavía.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/informes')?.url.searchParams.get('campana_id')).toBe('5');
    for (const name of ['Editar', 'Cancelar campaña', 'Eliminar', 'Agregar sitios'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  });

  it('a site clicked on the map is named under it, with a link to its page', async () => {
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/campanas/5');
    fireEvent.click(await screen.findByRole('button', { name: 'VAL-2 en el mapa' }));
    expect(screen.getByRole('link', { name: 'Ver el sitio VAL-2 Valla 2 (Valla)' })).toHaveAttribute('href', '/sitios/102');
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
