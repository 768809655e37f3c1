import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type InformeDetalle } from 'shared/contracts';
import { clearSession } from 'shared/session';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import routes from '../../../routes';
import { archivo, detalle, OPCIONES, signIn } from '../test/informes-fixtures';

let api: MockApi;
let informe: InformeDetalle;

const okHandler: MockHandler = ({ method, url, body }) => {
  if (url.pathname === '/api/v1/informes/opciones') return { status: 200, body: OPCIONES };
  if (url.pathname.startsWith('/api/v1/catalogos/localidades/'))
    return {
      status: 200,
      body: [
        { id: 5, nombre: 'Bello' },
        { id: 11, nombre: 'Envigado' },
      ],
    };
  if (url.pathname === `/api/v1/informes/${informe.id}/archivos`) return { status: 200, body: { data: [] } };
  if (url.pathname === '/api/v1/informes')
    return { status: 200, body: { data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false, hasPrevPage: false } } };
  if (url.pathname !== `/api/v1/informes/${informe.id}` && url.pathname !== `/api/v1/informes/${informe.id}/estado`) {
    return { status: 404, body: { error: 'no_encontrado', message: 'Informe no encontrado' } };
  }
  if (method === 'DELETE') return { status: 200, body: { ok: true, message: 'Informe eliminado' } };
  if (method === 'PATCH' && url.pathname.endsWith('/estado')) {
    const { estado, comentario } = body as { estado: InformeDetalle['estado']; comentario: string | null };
    informe = {
      ...informe,
      estado,
      historial: [
        ...informe.historial,
        {
          id: 99,
          usuario: 'ana',
          fecha: '2025-11-22T14:00:00.000Z',
          estado_anterior: informe.estado,
          estado_nuevo: estado,
          comentario,
          problema: null,
        },
      ],
    };
  } else if (method === 'PATCH') {
    informe = { ...informe, ...(body as Partial<InformeDetalle>) };
  }
  return { status: 200, body: informe };
};

beforeEach(() => {
  informe = detalle(12, { creado_por: 50 });
  api = installMockApi(okHandler);
});

afterEach(() => {
  api.restore();
  clearSession();
});

const header = () => screen.findByRole('heading', { level: 1, name: 'Verano' });
const actionNames = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('/informes/:id', () => {
  it('campaña, status badge, every field (price in COP, es-ES dates, author) and the empty sections', async () => {
    informe = detalle(12, { creado_por: 50, archivos_count: 0, geo_elementos_count: 0 });
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    expect(screen.getByText('Informe #12')).toBeInTheDocument();
    const datos = screen.getByRole('region', { name: 'Datos del informe' });
    expect(within(datos).getByText('Valla tradicional — $ 4.800.000')).toBeInTheDocument();
    expect(within(datos).getByText('Antioquia / Bello')).toBeInTheDocument();
    expect(within(datos).getByText('20/11/2025')).toBeInTheDocument();
    expect(within(datos).getByText('Sin recibir')).toBeInTheDocument();
    expect(within(datos).getByText('Sin incidencias')).toBeInTheDocument();
    expect(within(datos).getByText('Ana Ruiz (ana)')).toBeInTheDocument();
    expect(within(datos).getAllByText('21/11/2025, 10:00')).toHaveLength(2); // creado and actualizado, Bogotá time
    for (const name of ['Fotos', 'Mapa']) {
      expect(await within(screen.getByRole('region', { name })).findByText('Este informe no tiene imágenes')).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Historial de estados' })).getByText(/Sin cambios de estado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Volver a informes' })).toHaveAttribute('href', '/informes');
  });

  it('?foto=<id> opens that photo in the viewer (a message about a photo links there)', async () => {
    const fotos = [archivo(31), archivo(32, 12, { nombre: 'valla-norte.jpg' })];
    api.respond((call) =>
      call.url.pathname === `/api/v1/informes/${informe.id}/archivos` ? { status: 200, body: { data: fotos } } : okHandler(call),
    );
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12?foto=32');
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('heading', { name: /valla-norte\.jpg \(2 de 2\)/ })).toBeInTheDocument();
  });

  it('the buttons follow the shared rules: administrator, provider of the report, client', async () => {
    signIn(ROLE.ADMIN);
    let view = renderRoutes(routes, '/informes/12');
    await header();
    expect(actionNames()).toEqual(['Pasar a En Progreso', 'Cancelar informe', 'Editar', 'Descargar prueba (PDF)', 'Eliminar']);
    view.unmount();

    signIn(ROLE.PROVEEDOR);
    view = renderRoutes(routes, '/informes/12');
    await header();
    // Not the author: no Editar; providers never cancel.
    expect(actionNames()).toEqual(['Pasar a En Progreso', 'Descargar prueba (PDF)', 'Eliminar']);
    view.unmount();

    informe = detalle(12, { creado_por: 1, estado: 'en_progreso' });
    signIn(ROLE.PROVEEDOR);
    view = renderRoutes(routes, '/informes/12');
    await header();
    // In progress: no edit, no delete.
    expect(actionNames()).toEqual(['Marcar como Completado', 'Descargar prueba (PDF)']);
    view.unmount();

    informe = detalle(12, { creado_por: 50, estado: 'en_progreso' });
    signIn(ROLE.CLIENTE);
    view = renderRoutes(routes, '/informes/12');
    await header();
    // A client changes no status; it answers only for a completed report.
    expect(actionNames()).toEqual(['Descargar prueba (PDF)']);
    view.unmount();

    informe = detalle(12, { creado_por: 50, estado: 'completado' });
    signIn(ROLE.CLIENTE);
    view = renderRoutes(routes, '/informes/12');
    await header();
    expect(actionNames()).toEqual(['Aceptar', 'Reportar problema', 'Descargar prueba (PDF)']);
    view.unmount();

    // Another client's user would not see the report at all (the API answers 404); an accepted one has nothing left to do.
    informe = detalle(12, {
      creado_por: 50,
      estado: 'completado',
      aceptacion: { usuario: 'cliente', nombre: 'Laura Gómez', fecha: '2025-11-23T15:30:00.000Z' },
    });
    signIn(ROLE.CLIENTE);
    renderRoutes(routes, '/informes/12');
    await header();
    expect(actionNames()).toEqual(['Descargar prueba (PDF)']);
    expect(screen.getByText('Aceptado por el cliente')).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Laura Gómez (cliente) lo aceptó el 23/11/2025, 10:30.'),
    ).toBeInTheDocument();
  });

  it('the acceptance notice names a user without a full name once', async () => {
    informe = detalle(12, { estado: 'completado', aceptacion: { usuario: 'cliente', nombre: '', fecha: '2025-11-23T15:30:00.000Z' } });
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'cliente lo aceptó el 23/11/2025, 10:30.')).toBeInTheDocument();
  });

  it('the client accepts after confirming; or reports a problem about one photo, which sends it back to En Progreso', async () => {
    const foto = archivo(31, 12, { nombre: 'valla-norte.jpg' });
    const handler: MockHandler = (req) => {
      const { method, url, body } = req;
      if (url.pathname === `/api/v1/informes/${informe.id}/archivos`) return { status: 200, body: { data: [foto] } };
      if (method === 'POST' && url.pathname.endsWith('/aceptacion')) {
        informe = { ...informe, aceptacion: { usuario: 'cliente', nombre: 'Laura Gómez', fecha: '2025-11-23T15:30:00.000Z' } };
        return { status: 200, body: informe };
      }
      if (method === 'POST' && url.pathname.endsWith('/problema')) {
        const { comentario, archivo_id } = body as { comentario: string; archivo_id: number | null };
        informe = {
          ...informe,
          estado: 'en_progreso',
          historial: [
            ...informe.historial,
            {
              id: 98,
              usuario: 'cliente',
              fecha: '2025-11-23T15:30:00.000Z',
              estado_anterior: 'completado',
              estado_nuevo: 'en_progreso',
              comentario,
              problema: { archivo_id, archivo_nombre: archivo_id ? foto.nombre : null },
            },
          ],
        };
        return { status: 200, body: informe };
      }
      return okHandler(req);
    };
    api.restore();
    api = installMockApi(handler);
    informe = detalle(12, { creado_por: 50, estado: 'completado' });
    signIn(ROLE.CLIENTE);
    let view = renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    let dialog = screen.getByRole('alertdialog', { name: '¿Aceptar el informe #12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar informe' }));
    expect(await screen.findByText('Aceptado por el cliente')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/v1/informes/12/aceptacion']);
    await waitFor(() => expect(actionNames()).toEqual(['Descargar prueba (PDF)']));
    view.unmount();

    informe = detalle(12, { creado_por: 50, estado: 'completado' });
    view = renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Reportar problema' }));
    dialog = screen.getByRole('dialog', { name: 'Reportar un problema del informe #12' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reportar problema' }));
    expect(await within(dialog).findByText('Describa el problema: el comentario es requerido')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname.endsWith('/problema'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Qué problema tiene/), { target: { value: 'No se ve la valla completa' } });
    fireEvent.change(await within(dialog).findByLabelText('Foto (opcional)'), { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reportar problema' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.url.pathname.endsWith('/problema'))?.body).toEqual({ comentario: 'No se ve la valla completa', archivo_id: 31 });
    const historial = screen.getByRole('region', { name: 'Historial de estados' });
    expect(await within(historial).findByText(/Problema reportado por el cliente/)).toHaveTextContent('foto «valla-norte.jpg»');
    expect(within(historial).getByText('«No se ve la valla completa»')).toBeInTheDocument();
    view.unmount();
  });

  it('cancelling asks for a comment before calling the API, then sends it and shows the new status and history', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar informe' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Cancelar informe?' });
    expect(dialog).toHaveTextContent('El informe #12 pasará de «Pendiente» a «Cancelado».');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar informe' }));
    expect(await within(dialog).findByText('El comentario es obligatorio para cancelar el informe')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Comentario/)).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Comentario/), { target: { value: '  El cliente retiró la pauta ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar informe' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/v1/informes/12/estado');
    expect(patch?.body).toEqual({ estado: 'cancelado', comentario: 'El cliente retiró la pauta' });
    const historial = screen.getByRole('region', { name: 'Historial de estados' });
    expect(await within(historial).findByText('«El cliente retiró la pauta»')).toBeInTheDocument();
    expect(
      within(historial)
        .getAllByText(/Pendiente|Cancelado/)
        .map((e) => e.textContent),
    ).toEqual(['Pendiente', 'Cancelado']);
    expect(actionNames()).toEqual(['Reabrir informe', 'Editar', 'Descargar prueba (PDF)', 'Eliminar']);
  });

  it('moving forward needs no comment: an empty one is sent as null', async () => {
    signIn(ROLE.PROVEEDOR);
    renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Pasar a En Progreso' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Pasar a En Progreso?' });
    expect(within(dialog).getByLabelText('Comentario (opcional)')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pasar a En Progreso' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ estado: 'en_progreso', comentario: null }));
  });

  it('Editar opens the form with the report values and sends only what changed', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar informe #12' });
    expect(within(dialog).getByLabelText(/Campaña/)).toHaveValue('Verano');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Localidad/ })).toHaveValue('5'));
    const servicio = within(dialog).getByRole('combobox', { name: /Servicio/ });
    expect(
      within(servicio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione un servicio', 'Valla tradicional — $ 4.800.000', 'Pendón — $ 75.000']);
    fireEvent.change(within(dialog).getByLabelText(/Campaña/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByText('Campaña es requerida')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Campaña/), { target: { value: ' Invierno ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ campana: 'Invierno' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invierno' })).toBeInTheDocument();
  });

  it('choosing another province empties the locality; a server message lands under its field', async () => {
    signIn(ROLE.ADMIN);
    api.respond((call) =>
      call.method === 'PATCH'
        ? { status: 400, body: { error: 'localidad_fuera_de_provincia', message: 'La localidad no pertenece a la provincia seleccionada' } }
        : okHandler(call),
    );
    renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar informe #12' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Localidad/ })).toHaveValue('5'));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Provincia/ }), { target: { value: '10' } });
    expect(within(dialog).getByRole('combobox', { name: /Localidad/ })).toHaveValue('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByText('Localidad es requerida')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Localidad/ })).toBeEnabled());
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Localidad/ }), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByText('La localidad no pertenece a la provincia seleccionada')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ provincia_id: 10, localidad_id: 11 });
  });

  it('Eliminar confirms, deletes and goes back to the list', async () => {
    signIn(ROLE.ADMIN);
    renderRoutes(routes, '/informes/12');
    await header();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar informe?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(probedLocation.pathname).toBe('/informes'));
    expect(api.calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/v1/informes/12');
    expect(screen.queryByText('Informe no encontrado')).not.toBeInTheDocument();
  });

  it('a missing or foreign report (404) and a malformed id show "Informe no encontrado" with a link back', async () => {
    signIn(ROLE.ADMIN);
    let view = renderRoutes(routes, '/informes/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe no encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a informes' })).toHaveAttribute('href', '/informes');
    view.unmount();
    view = renderRoutes(routes, '/informes/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe no encontrado' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname === '/api/v1/informes/abc')).toBe(false);
  });
});
