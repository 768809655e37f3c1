import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLE, type AdminUsuario, type AdminUsuariosStats, type Paged } from 'shared/contracts';
import { installMockApi, type MockApi, type MockHandler } from 'shared/test/mock-api';
import { probedLocation, renderRoutes } from 'shared/test/render-routes';
import { clearSession } from 'shared/session';
import { signInForTest } from 'shared/test/session';
import routes from '../../../routes';

let api: MockApi;

function usuario(id: number, extra: Partial<AdminUsuario> = {}): AdminUsuario {
  return {
    id,
    usuario: `user${id}`,
    correo: `user${id}@example.co`,
    primer_nombre: 'Ana',
    segundo_nombre: null,
    primer_apellido: 'Ruiz',
    segundo_apellido: 'Gil',
    nombre_completo: 'Ana Ruiz Gil',
    tipo: 1,
    tipo_nombre: 'Proveedor',
    proveedor_id: 3,
    proveedor_nombre: 'Vallas del Norte',
    cliente_id: null,
    cliente_nombre: null,
    sexo: 'F',
    telefono: null,
    activo: true,
    creado_at: '2025-11-21T15:00:00Z',
    informes_creados: 0,
    acceso_bloqueado: false,
    ...extra,
  };
}

const STATS: AdminUsuariosStats = { total: 23, administradores: 2, proveedores: 12, clientes: 9, activos: 20, inactivos: 3 };
// The signed-in administrator is user 1 (shared/test/session).
const SELF = usuario(1, { usuario: 'ana', tipo: 0, tipo_nombre: 'Administrador', proveedor_id: null, proveedor_nombre: null });
const OTHER = usuario(2, { informes_creados: 3 });

function page(rows: AdminUsuario[], total: number, p = 1): Paged<AdminUsuario> {
  const totalPages = Math.ceil(total / 10);
  return { data: rows, meta: { total, page: p, limit: 10, totalPages, hasNextPage: p < totalPages, hasPrevPage: p > 1 } };
}

const okHandler: MockHandler = ({ method, path }) => {
  if (path === '/api/v1/admin/usuarios/stats') return { status: 200, body: STATS };
  if (path === '/api/v1/admin/usuarios' && method === 'GET') return { status: 200, body: page([OTHER, SELF], 23) };
  if (path === '/api/v1/proveedores')
    return {
      status: 200,
      body: [
        { id: 3, nombre: 'Vallas del Norte' },
        { id: 4, nombre: 'Andes Media' },
      ],
    };
  if (path === '/api/v1/clientes') return { status: 200, body: [{ id: 8, razon_social: 'Bebidas SAS' }] };
  if (path.endsWith('/toggle-status')) return { status: 200, body: { ...OTHER, activo: false } };
  return { status: 200, body: { ok: true, message: 'ok' } };
};

beforeEach(() => {
  api = installMockApi(okHandler);
  signInForTest(ROLE.ADMIN);
});
afterEach(() => {
  api.restore();
  clearSession();
});

const renderAt = (url = '/administradores') => renderRoutes(routes, url);
const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;
const lastList = () => api.calls.filter((c) => c.path === '/api/v1/admin/usuarios' && c.method === 'GET').at(-1)!.url;

describe('Administradores', () => {
  it('shows the six cards, the spec columns and the users of the page', async () => {
    renderAt();
    const table = await screen.findByRole('table');
    await screen.findByText('user2');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Usuario', 'Nombre', 'Tipo', 'Proveedor / Cliente', 'Estado', 'Creado', 'Acciones']);
    const cells = within(rowOf('user2'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['user2user2@example.co', 'Ana Ruiz Gil', 'Proveedor', 'Vallas del Norte', 'Activo', '21/11/2025']);
    const stats = screen.getByRole('region', { name: 'Estadísticas de usuarios' });
    for (const [title, value] of [
      ['Total', '23'],
      ['Admins', '2'],
      ['Proveedores', '12'],
      ['Clientes', '9'],
      ['Activos', '20'],
      ['Inactivos', '3'],
    ]) {
      expect(within(stats).getByRole('heading', { name: title }).parentElement).toHaveTextContent(value);
    }
    expect(screen.getByText('Mostrando 1 a 10 de 23 resultados')).toBeInTheDocument();
  });

  it('filters and sort go to the URL and the query, back to page 1', async () => {
    renderAt('/administradores?page=2');
    await screen.findByText('user2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: '2' } });
    await waitFor(() => expect(probedLocation.search).toBe('?tipo=2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'inactivos' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'nombre-asc' } });
    await waitFor(() =>
      expect(Object.fromEntries(lastList().searchParams)).toEqual({
        page: '1',
        limit: '10',
        sortBy: 'nombre',
        sortOrder: 'ASC',
        tipo: '2',
        activo: 'false',
      }),
    );
  });

  it('the own row offers Editar and Reset Pass only; another user also Desactivar and Eliminar', async () => {
    renderAt();
    await screen.findByText('user2');
    const own = within(rowOf('ana'));
    expect(own.getByText('Tú')).toBeInTheDocument();
    expect(own.getAllByRole('button').map((b) => b.textContent)).toEqual(['Editar', 'Reset Pass']);
    expect(
      within(rowOf('user2'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Editar user2', 'Reset Pass user2', 'Desactivar user2', 'Eliminar user2']);
  });

  it('Desactivar sends the new state to toggle-status', async () => {
    renderAt();
    await screen.findByText('user2');
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar user2' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/v1/admin/usuarios/2/toggle-status')).toBe(true));
    const call = api.calls.find((c) => c.path.endsWith('/toggle-status'));
    expect(call?.method).toBe('PATCH');
    expect(call?.body).toEqual({ activo: false });
  });

  it('a locked account shows "Acceso bloqueado" and Desbloquear, which POSTs desbloquear and refetches', async () => {
    const locked = usuario(3, { usuario: 'bloqueada', acceso_bloqueado: true });
    api.respond((call) =>
      call.path === '/api/v1/admin/usuarios' && call.method === 'GET' ? { status: 200, body: page([OTHER, locked], 2) } : okHandler(call),
    );
    renderAt();
    await screen.findByText('bloqueada');
    expect(within(rowOf('bloqueada')).getByText('Acceso bloqueado')).toBeInTheDocument();
    expect(within(rowOf('user2')).queryByText('Acceso bloqueado')).not.toBeInTheDocument();
    expect(within(rowOf('user2')).queryByRole('button', { name: /Desbloquear/ })).not.toBeInTheDocument();
    const lists = api.calls.filter((c) => c.path === '/api/v1/admin/usuarios').length;
    fireEvent.click(within(rowOf('bloqueada')).getByRole('button', { name: 'Desbloquear bloqueada' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/admin/usuarios/3/desbloquear')).toBe(true));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/v1/admin/usuarios').length).toBeGreaterThan(lists));
  });

  it('Eliminar asks with the spec text and says the reports are kept', async () => {
    renderAt();
    await screen.findByText('user2');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar user2' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar usuario?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(dialog).toHaveTextContent('Sus 3 informes se conservan, sin autor.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/admin/usuarios/2')).toBe(true));
  });

  it('Nuevo Usuario: spec messages, the provider select only for tipo Proveedor, the password sent as typed', async () => {
    renderAt();
    await screen.findByText('user2');
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo Usuario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo Usuario' });
    const d = within(dialog);
    expect(d.queryByRole('combobox', { name: /Proveedor/ })).not.toBeInTheDocument();
    expect(d.getByLabelText(/Contraseña/)).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    fireEvent.click(d.getByRole('button', { name: 'Crear Usuario' }));
    expect(await d.findByText('Campos requeridos: usuario, correo, primer nombre, primer apellido')).toBeInTheDocument();
    expect(d.getByText('Contraseña requerida para nuevos usuarios')).toBeInTheDocument();

    fireEvent.change(d.getByLabelText(/^Usuario/), { target: { value: 'nuevo' } });
    fireEvent.change(d.getByLabelText(/^Correo/), { target: { value: 'nuevo@example.co' } });
    fireEvent.change(d.getByLabelText(/^Primer nombre/), { target: { value: 'Nuevo' } });
    fireEvent.change(d.getByLabelText(/^Primer apellido/), { target: { value: 'Usuario' } });
    fireEvent.change(d.getByRole('combobox', { name: /Tipo/ }), { target: { value: '1' } });
    fireEvent.change(d.getByLabelText(/Contraseña/), { target: { value: 'abc' } });
    fireEvent.click(d.getByRole('button', { name: 'Crear Usuario' }));
    expect(await d.findByText('Proveedor requerido para usuarios de tipo Proveedor')).toBeInTheDocument();
    expect(d.getByText('Contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();

    const proveedor = d.getByRole('combobox', { name: /Proveedor/ });
    await waitFor(() =>
      expect(
        within(proveedor)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione un proveedor', 'Andes Media', 'Vallas del Norte']),
    );
    fireEvent.change(proveedor, { target: { value: '4' } });
    fireEvent.change(d.getByLabelText(/Contraseña/), { target: { value: ' clave 1 ' } });
    fireEvent.click(d.getByRole('button', { name: 'Crear Usuario' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/admin/usuarios')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      usuario: 'nuevo',
      tipo: 1,
      proveedor_id: 4,
      cliente_id: null,
      password: ' clave 1 ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 409 lands under the field the API names', async () => {
    renderAt();
    await screen.findByText('user2');
    api.respond((call) =>
      call.method === 'PATCH'
        ? { status: 409, body: { error: 'usuario_o_correo_existente', message: 'El usuario o correo ya existe', campo: 'correo' } }
        : okHandler(call),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Editar user2' }));
    const d = within(screen.getByRole('dialog', { name: 'Editar Usuario' }));
    expect(d.queryByLabelText(/Contraseña/)).not.toBeInTheDocument();
    fireEvent.click(d.getByRole('button', { name: 'Guardar cambios' }));
    const correo = d.getByLabelText(/^Correo/);
    await waitFor(() => expect(correo).toHaveAttribute('aria-invalid', 'true'));
    expect(correo).toHaveAccessibleDescription('El usuario o correo ya existe');
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
  });

  it('editing oneself: the tipo cannot change', async () => {
    renderAt();
    await screen.findByText('user2');
    fireEvent.click(screen.getByRole('button', { name: 'Editar ana' }));
    const d = within(screen.getByRole('dialog', { name: 'Editar Usuario' }));
    expect(d.getByRole('combobox', { name: /Tipo/ })).toBeDisabled();
    expect(d.getByText('No puedes cambiar tu propio tipo de usuario')).toBeInTheDocument();
  });

  it('Reset Pass: "Cambiar Contraseña", the 6-character rule, then POST reset-password', async () => {
    renderAt();
    await screen.findByText('user2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Pass user2' }));
    const d = within(screen.getByRole('dialog', { name: 'Cambiar Contraseña' }));
    const input = d.getByLabelText(/Nueva contraseña/);
    expect(input).toHaveAttribute('placeholder', 'Mínimo 6 caracteres');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(d.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await d.findByText('Contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'nueva-clave' } });
    fireEvent.click(d.getByRole('button', { name: 'Cambiar Contraseña' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/v1/admin/usuarios/2/reset-password')?.body).toEqual({ password: 'nueva-clave' }),
    );
  });
});
