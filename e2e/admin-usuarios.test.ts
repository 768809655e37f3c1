// Administrators screen (/administradores, remote-admin): a user of each tipo created through the modal signs in
// with its rights; edit; Reset Pass (new password works, old fails); deactivation sends the user's open tab to
// /login with "Sesión expirada" on its next action; delete; the cards layout at 375 px.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, ROLE, type AdminUsuario, type AdminUsuariosStats, type Paged, type Role } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main, row, useCatalogApi } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { fillLogin, loginViaUi, openScreen } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';

const { test, newContext } = useBrowser(import.meta.url);
/** Users made through the API are deleted after the file; the ones made in the UI are pushed to `created`. */
const api = useCatalogApi<AdminUsuario>('admin/usuarios');
const RUN = Date.now().toString(36);
let seq = 0;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openAdministradores(page: Page, query = '') {
  await openScreen(page, DEMO_CREDENTIALS.admin, { path: '/administradores', link: 'Administradores', query: query || undefined });
  await page.getByRole('heading', { name: 'Administradores', exact: true }).waitFor();
}

async function apiUsuarios(query: string): Promise<Paged<AdminUsuario>> {
  return api.list<Paged<AdminUsuario>>(query);
}

/** A user made through the API (tipo 1 of the first provider, unless told). */
async function apiUser(extra: Record<string, unknown> = {}) {
  seq++;
  const usuario = `e2e${RUN}a${seq}`;
  const proveedorId = ((await (await apiFetch('/proveedores', { token: api.session().token })).json()) as Array<{ id: number }>)[0].id;
  const created = await api.create({
    usuario,
    correo: `${usuario}@ejemplo.co`,
    primer_nombre: 'Eva',
    primer_apellido: 'Prueba',
    tipo: 1,
    proveedor_id: proveedorId,
    password: 'clave-e2e-1',
    ...extra,
  });
  return { ...created, password: 'clave-e2e-1' };
}

/** Fill the "Nuevo Usuario" modal and save it; resolves with the created user (from the API). */
async function createInModal(page: Page, tipo: Role, password: string): Promise<AdminUsuario> {
  seq++;
  const usuario = `e2e${RUN}u${seq}`;
  await main(page).getByRole('button', { name: 'Nuevo Usuario' }).click();
  const modal = dialog(page, 'Nuevo Usuario');
  await modal.getByRole('textbox', { name: /^Usuario/ }).fill(usuario);
  await modal.getByLabel('Correo').fill(`${usuario}@ejemplo.co`);
  await modal.getByLabel('Primer nombre').fill('Nora');
  await modal.getByLabel('Primer apellido').fill(`Tipo${tipo}`);
  await modal.getByLabel('Tipo').selectOption(String(tipo));
  if (tipo === ROLE.PROVEEDOR) await selectFirst(modal.getByLabel('Proveedor'));
  if (tipo === ROLE.CLIENTE) await selectFirst(modal.getByLabel('Cliente'));
  await modal.getByLabel('Contraseña').fill(password);
  // The previous creation's toast may still be on screen: wait for a new one.
  const created = toast(page, 'Usuario creado');
  const toastIds = () => created.evaluateAll((els) => els.map((el) => el.closest('[role="alert"]')?.id ?? ''));
  const before = await toastIds();
  await modal.getByRole('button', { name: 'Crear Usuario' }).click();
  await eventually(async () =>
    assert.ok(
      (await toastIds()).some((id) => !before.includes(id)),
      'no apareció el aviso "Usuario creado"',
    ),
  );
  await modal.waitFor({ state: 'detached' });
  const found = (await apiUsuarios(`search=${usuario}`)).data;
  assert.equal(found.length, 1);
  api.created.push(found[0].id);
  return found[0];
}

/** Picks the first real option of a select once its options have loaded. */
async function selectFirst(select: ReturnType<Page['getByLabel']>) {
  await eventually(async () => assert.ok((await select.locator('option').count()) > 1));
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value);
}

async function loginFails(page: Page, usuario: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, { usuario, password });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await toast(page, 'Credenciales incorrectas').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
}

test('tarjetas con las cifras de la API, columnas del spec y el propio usuario sin Desactivar ni Eliminar', async ({ page, screenshot }) => {
  await openAdministradores(page);
  await main(page).getByRole('table').locator('tbody tr').first().waitFor();
  const stats = (await (await apiFetch('/admin/usuarios/stats', { token: api.session().token })).json()) as AdminUsuariosStats;
  await eventually(async () => {
    for (const [title, value] of [
      ['Total', stats.total],
      ['Admins', stats.administradores],
      ['Proveedores', stats.proveedores],
      ['Clientes', stats.clientes],
      ['Activos', stats.activos],
      ['Inactivos', stats.inactivos],
    ] as const) {
      assert.deepEqual(integersIn(await textAround(main(page).getByRole('heading', { name: title, exact: true }))), [value], title);
    }
  });
  const headers = (await main(page).getByRole('table').getByRole('columnheader').allTextContents()).map((t) => t.trim());
  assert.deepEqual(headers, ['Usuario', 'Nombre', 'Tipo', 'Proveedor / Cliente', 'Estado', 'Creado', 'Acciones']);
  await main(page).getByLabel('Buscar', { exact: true }).fill('admin@informescampanas');
  const own = row(page, 'admin');
  await own.waitFor();
  assert.deepEqual(
    (await own.getByRole('button').allInnerTexts()).map((t) => t.trim()),
    ['Editar', 'Reset Pass'],
  );
  await screenshot('administradores');
});

test('crear un usuario de cada tipo en el modal; cada uno entra con su contraseña y sus permisos', async ({ page }) => {
  await openAdministradores(page);
  const made: AdminUsuario[] = [];
  for (const tipo of [ROLE.ADMIN, ROLE.PROVEEDOR, ROLE.CLIENTE]) made.push(await createInModal(page, tipo, `clave-${tipo}-${RUN}`));
  assert.deepEqual(
    made.map((u) => u.tipo_nombre),
    ['Administrador', 'Proveedor', 'Cliente'],
  );
  assert.ok(made[1].proveedor_nombre && made[2].cliente_nombre);

  for (const u of made) {
    const context = await newContext();
    const other = await context.newPage();
    await loginViaUi(other, { usuario: u.usuario, password: `clave-${u.tipo}-${RUN}` });
    await other.getByText(u.tipo_nombre, { exact: true }).first().waitFor();
    const menu = other.getByRole('navigation', { name: 'Menú principal' });
    assert.equal(await menu.getByRole('link', { name: 'Administradores' }).count(), u.tipo === ROLE.ADMIN ? 1 : 0, u.usuario);
    assert.equal(await menu.getByRole('link', { name: 'Proveedores' }).count(), u.tipo === ROLE.CLIENTE ? 0 : 1, u.usuario);
    await context.close();
  }
});

test('validación del modal: campos requeridos, proveedor para el tipo Proveedor, 409 bajo el campo correo', async ({ page }) => {
  const existing = await apiUser();
  await openAdministradores(page);
  await main(page).getByRole('button', { name: 'Nuevo Usuario' }).click();
  const modal = dialog(page, 'Nuevo Usuario');
  await modal.getByRole('button', { name: 'Crear Usuario' }).click();
  await modal.getByText('Campos requeridos: usuario, correo, primer nombre, primer apellido', { exact: true }).waitFor();
  await modal.getByText('Contraseña requerida para nuevos usuarios', { exact: true }).waitFor();
  await modal.getByLabel('Tipo').selectOption(String(ROLE.PROVEEDOR));
  await modal.getByRole('button', { name: 'Crear Usuario' }).click();
  await modal.getByText('Proveedor requerido para usuarios de tipo Proveedor', { exact: true }).waitFor();
  assert.equal(await modal.getByLabel('Cliente').count(), 0, 'el cliente solo aparece para el tipo Cliente');

  await modal.getByRole('textbox', { name: /^Usuario/ }).fill(`e2e${RUN}dup`);
  await modal.getByLabel('Correo').fill(existing.correo.toUpperCase());
  await modal.getByLabel('Primer nombre').fill('Dup');
  await modal.getByLabel('Primer apellido').fill('Licado');
  await selectFirst(modal.getByLabel('Proveedor'));
  await modal.getByLabel('Contraseña').fill('clave-dup-1');
  await modal.getByRole('button', { name: 'Crear Usuario' }).click();
  const correo = modal.getByLabel('Correo');
  await eventually(async () => assert.equal(await correo.getAttribute('aria-invalid'), 'true'));
  const describedBy = (await correo.getAttribute('aria-describedby')) ?? '';
  assert.match(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText(), /El usuario o correo ya existe/);
  assert.equal((await apiUsuarios(`search=e2e${RUN}dup`)).meta.total, 0);
});

test('editar cambia el nombre en la lista', async ({ page }) => {
  const u = await apiUser();
  await openAdministradores(page, `?search=${u.usuario}`);
  await row(page, u.usuario)
    .getByRole('button', { name: `Editar ${u.usuario}` })
    .click();
  const modal = dialog(page, 'Editar Usuario');
  assert.equal(await modal.getByLabel('Contraseña').count(), 0, 'sin contraseña al editar');
  await modal.getByLabel('Segundo nombre').fill('Lucía');
  await modal.getByRole('button', { name: 'Guardar cambios' }).click();
  await toast(page, 'Usuario actualizado').waitFor();
  await eventually(async () => assert.match(await row(page, u.usuario).innerText(), /Eva Lucía Prueba/));
});

test('Reset Pass: la contraseña nueva entra, la anterior ya no', async ({ page }) => {
  const u = await apiUser();
  await openAdministradores(page, `?search=${u.usuario}`);
  await row(page, u.usuario)
    .getByRole('button', { name: `Reset Pass ${u.usuario}` })
    .click();
  const modal = dialog(page, 'Cambiar Contraseña');
  const input = modal.getByLabel(/Nueva contraseña/);
  assert.equal(await input.getAttribute('placeholder'), 'Mínimo 6 caracteres');
  await input.fill('abc');
  await modal.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await modal.getByText('Contraseña debe tener al menos 6 caracteres', { exact: true }).waitFor();
  await input.fill('nueva-clave-e2e');
  await modal.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await toast(page, 'Contraseña actualizada').waitFor();

  const context = await newContext();
  const other = await context.newPage();
  await loginFails(other, u.usuario, u.password);
  await loginViaUi(other, { usuario: u.usuario, password: 'nueva-clave-e2e' });
  await context.close();
});

test('Desactivar: la pestaña abierta del usuario vuelve a /login con "Sesión expirada" en su siguiente acción; Activar lo deja entrar', async ({
  page,
  screenshot,
}) => {
  const u = await apiUser();
  const context = await newContext();
  const victim = await context.newPage();
  await loginViaUi(victim, { usuario: u.usuario, password: u.password });

  // Watched from before the deactivation: the page may meet the 401 on a request of its own (the offline warm-up a few
  // seconds after sign-in) before the click below.
  const expirada = toast(victim, 'Sesión expirada')
    .waitFor({ timeout: 60_000 })
    .then(
      () => null,
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
  await openAdministradores(page, `?search=${u.usuario}`);
  await row(page, u.usuario)
    .getByRole('button', { name: `Desactivar ${u.usuario}` })
    .click();
  await toast(page, 'Estado actualizado').waitFor();
  await eventually(async () => assert.match(await row(page, u.usuario).innerText(), /Inactivo/));
  await screenshot('administradores-inactivo');

  // Its next action that reaches the API: opening its event log (unless a request of its own got there first).
  await victim
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Registro de Eventos' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const failed = await expirada;
  if (failed) throw failed;
  await waitForPath(victim, '/login');
  await loginFails(victim, u.usuario, u.password);

  await row(page, u.usuario)
    .getByRole('button', { name: `Activar ${u.usuario}` })
    .click();
  await eventually(async () => assert.match(await row(page, u.usuario).innerText(), /Activo/));
  await loginViaUi(victim, { usuario: u.usuario, password: u.password });
  await context.close();
});

test('Eliminar pide "¿Eliminar usuario?" con "Esta acción no se puede deshacer." y lo borra', async ({ page }) => {
  const u = await apiUser();
  await openAdministradores(page, `?search=${u.usuario}`);
  await row(page, u.usuario)
    .getByRole('button', { name: `Eliminar ${u.usuario}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar usuario?' });
  assert.match(await confirm.innerText(), /Esta acción no se puede deshacer\./);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await toast(page, 'Usuario eliminado').waitFor();
  await main(page).getByText('No se encontraron usuarios con los filtros aplicados').waitFor();
  assert.equal((await apiUsuarios(`search=${u.usuario}`)).meta.total, 0);
});

test('en el móvil (375 px) cada usuario es una tarjeta con sus acciones', async ({ page, screenshot }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdministradores(page, '?tipo=2');
  const cards = main(page).getByRole('list', { name: 'Usuarios del sistema' }).getByRole('listitem');
  const expected = await apiUsuarios('tipo=2&page=1&limit=10');
  await eventually(async () => assert.equal(await cards.count(), expected.data.length));
  assert.equal(await main(page).getByRole('table').count(), 0);
  const first = expected.data[0];
  const text = (await cards.first().innerText()).replace(/\s+/g, ' ');
  for (const value of [first.usuario, first.nombre_completo, 'Cliente', first.cliente_nombre ?? ''])
    assert.ok(text.includes(value), `${value} en ${text}`);
  await cards
    .first()
    .getByRole('button', { name: `Reset Pass ${first.usuario}` })
    .waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `sin desplazamiento horizontal (${width} px)`);
  await screenshot('administradores-movil');
});
