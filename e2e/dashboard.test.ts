// Dashboard: the cards show the API's figures for the signed-in user, the active campaigns' line leads to that list
// (issue 36), quick access navigates, refresh refetches. Compliance (issue 37): an administrator sees a check whose
// window closed without a report as "Atrasado" with its site, leading to its campaign; the client sees its campaign
// with its percentage; each role's section is in the first frame from the HTML; axe light and dark, 1280 and 375 px.
// Own product under npm test: its cards must equal /dashboard/resumen, which the reports, downloads and messages of
// other files move, and its late checks' total must equal the API's.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  DEMO_CREDENTIALS,
  type ApiSchema,
  type InformesOpciones,
  type Localidad,
  type Provincia,
  type Sitio,
} from '../shared/src/contracts/index.ts';
import { checkScreen } from './helpers/accessibility.ts';
import { apiDashboard, apiFetch, apiLogin } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { countRequests, eventually, waitForPath } from './helpers/expect.ts';
import { visibleCopy } from './helpers/prerendered.ts';
import { loginViaUi, sessionToken } from './helpers/session.ts';
import { integersIn, textAround } from './helpers/text.ts';
import { networkSettled } from './helpers/network.ts';

const { test } = useBrowser(import.meta.url);

async function cardValue(page: Page, title: string): Promise<number> {
  const text = await textAround(page.getByRole('main').getByText(title, { exact: true }).first());
  const numbers = integersIn(text);
  assert.equal(numbers.length, 1, `la tarjeta "${title}" muestra un número: ${text}`);
  return numbers[0];
}

for (const who of ['admin', 'proveedor', 'cliente'] as const) {
  test(`las tarjetas de ${who} muestran las cifras de /dashboard/resumen`, async ({ page, screenshot }) => {
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    const summary = await apiDashboard(await sessionToken(page));
    await eventually(async () => {
      assert.deepEqual(
        {
          informes: await cardValue(page, 'Informes'),
          recibidos: await cardValue(page, 'Recibidos'),
          descargados: await cardValue(page, 'Descargados'),
          mensajes: await cardValue(page, 'Mensajes'),
        },
        { informes: summary.informes, recibidos: summary.recibidos, descargados: summary.descargados, mensajes: summary.mensajes },
      );
    });
    await page.getByText('Actividad Reciente', { exact: true }).waitFor();
    // The sidebar badge of "Informes" carries the same count.
    const link = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Informes/ });
    assert.deepEqual(integersIn(await link.innerText()), [summary.informes]);
    if (who === 'admin') await screenshot('dashboard-admin');
  });
}

/** The number the greeting's campaign line says: "N campañas activas", "1 campaña activa", "Sin campañas activas". */
function campanasActivasIn(text: string): number {
  if (text === 'Sin campañas activas') return 0;
  const n = integersIn(text);
  assert.ok(n.length === 1 && /^[\d.]+ campañas? activas?$/.test(text), `la línea de campañas dice un número: ${text}`);
  return n[0];
}

for (const who of ['admin', 'cliente', 'proveedor'] as const) {
  test(`la línea de campañas activas de ${who} dice la cifra de /dashboard/resumen y lleva a /campanas?estado=activa`, async ({ page }) => {
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    const token = await sessionToken(page);
    const link = page.getByRole('main').getByRole('link', { name: /campañas? activas?$/ });
    // Other files create campaigns meanwhile: refresh the summary until the page and the API agree.
    await eventually(
      async () => {
        const { campanasActivas } = await apiDashboard(token);
        if (campanasActivasIn((await link.innerText()).trim()) !== campanasActivas) {
          await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
          await networkSettled(page);
        }
        assert.equal(campanasActivasIn((await link.innerText()).trim()), campanasActivas);
      },
      { timeout: 30_000 },
    );
    await link.click();
    await waitForPath(page, '/campanas');
    assert.equal(new URL(page.url()).searchParams.get('estado'), 'activa');
    await eventually(async () => assert.equal(await page.getByRole('main').getByLabel('Estado', { exact: true }).inputValue(), 'activa'));
  });
}

test('los accesos rápidos llevan a /nuevo-informe y /informes', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByRole('button', { name: 'Nuevo Informe' }).click();
  await waitForPath(page, '/nuevo-informe');
  await page.goBack();
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Ver Informes' }).click();
  await waitForPath(page, '/informes');
});

test('"Actualizar estadísticas" vuelve a pedir el resumen', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByText('Actividad Reciente', { exact: true }).waitFor();
  await networkSettled(page);
  const calls = countRequests(page, /\/api\/v1\/dashboard\/resumen$/);
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 1));
  await page.getByRole('button', { name: 'Actualizar estadísticas' }).click();
  await eventually(() => assert.equal(calls.count, 2));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/ se pinta desde el HTML con el usuario de la sesión (tema ${scheme === 'dark' ? 'oscuro' : 'claro'}) y la app lo reemplaza en el mismo sitio`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginViaUi(page, DEMO_CREDENTIALS.proveedor);
    // Without the app's scripts (only the inline scripts run): what the HTML alone paints for this session.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    const html = await visibleCopy(page, 'h1');
    assert.equal(html.text, `Bienvenido, ${DEMO_CREDENTIALS.proveedor.usuario}`);
    assert.equal(html.copy, scheme, 'the copy of the current theme is the one shown');
    assert.equal(html.placeholders, false, 'no placeholder left in the page');
    const header = await page.locator('[data-prerender]:visible [data-testid="header-usuario"]').innerText();
    assert.equal(header, DEMO_CREDENTIALS.proveedor.usuario);
    // The menu depends on the role and on the remotes' screens: not painted until the app knows them.
    const menu = page.locator('[data-prerender]:visible nav a');
    assert.ok((await menu.count()) > 0, 'the menu is laid out');
    assert.equal(await menu.first().isVisible(), false);
    // With the app: it takes over, one heading remains, where the HTML painted it.
    await page.unroute(/\.js(\?.*)?$/);
    await page.goto('/');
    await page.getByRole('heading', { name: `Bienvenido, ${DEMO_CREDENTIALS.proveedor.usuario}` }).waitFor();
    await eventually(async () => assert.equal((await visibleCopy(page, 'h1')).copy, 'react'));
    const app = await visibleCopy(page, 'h1');
    assert.equal(app.count, 1);
    assert.deepEqual(app.box, html.box, 'the greeting is painted where the HTML painted it');
  });
}

test('/ sin sesión no pinta el marco de otra persona: la página queda vacía hasta que la app lleva a /login', async ({ page }) => {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/');
  assert.equal(await page.locator('[data-prerender]').count(), 0);
  assert.equal(await page.getByText(/Bienvenido/).count(), 0);
  await page.unroute(/\.js(\?.*)?$/);
  await page.goto('/');
  await waitForPath(page, '/login');
});

// ── Compliance (issue 37) ──────────────────────────────────────────────────────────────────────────────────────────

const RUN = `E2ED${Date.now().toString(36).toUpperCase()}`;
/** Bogotá's calendar day `days` from now ('YYYY-MM-DD'). */
const bogotaDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** dd/mm/aaaa, as the UI writes a day. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const CONTROLES = 'Controles atrasados y en revisión';
const MIS_CAMPANAS = 'Mis campañas';

/** Forget the stored session (and theme), so the next loginViaUi signs someone else in. */
async function signOut(page: Page) {
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
}

/** The dashboard's section named `name` once its data is shown. */
async function loadedSection(page: Page, name: string) {
  const region = page.getByRole('main').getByRole('region', { name });
  await region.and(page.locator(':not([aria-busy])')).waitFor({ timeout: 15_000 });
  return region;
}

interface Compliance {
  token: string;
  sitio: Sitio;
  proveedor: string;
  /** Started 400 days ago, its installation due that day: the soonest late check, the administrator's first row. */
  antigua: { id: number; nombre: string; inicio: string };
  /** Started yesterday, its installation due yesterday: the client's latest active campaign. */
  reciente: { id: number; nombre: string; inicio: string };
  cleanUp: () => Promise<void>;
}

/** An administrator makes, through the API, a site and two campaigns of the demo client each with a line whose installation window closed without a report. */
async function makeCompliance(): Promise<Compliance> {
  const { token } = await apiLogin(DEMO_CREDENTIALS.admin);
  const post = async <T>(pathname: string, body: unknown, expected = 201): Promise<T> => {
    const res = await apiFetch(pathname, { method: 'POST', token, body: JSON.stringify(body) });
    assert.equal(res.status, expected, await res.clone().text());
    return (await res.json()) as T;
  };
  const clienteId = (await apiLogin(DEMO_CREDENTIALS.cliente)).usuario.cliente_id!;
  const proveedorId = (await apiLogin(DEMO_CREDENTIALS.proveedor)).usuario.proveedor_id!;
  const opciones = (await (await apiFetch('/informes/opciones', { token })).json()) as InformesOpciones;
  const proveedor = opciones.proveedores.find((p) => p.id === proveedorId)!.nombre;
  const servicioId = opciones.servicios.find((s) => s.activo)!.id;
  const provincias = (await (await apiFetch('/catalogos/provincias', { token })).json()) as Provincia[];
  const bogota = provincias.find((p) => p.nombre === 'Bogotá, D.C.')!;
  const localidades = (await (await apiFetch(`/catalogos/localidades/${bogota.id}`, { token })).json()) as Localidad[];
  const localidadId = localidades.find((l) => l.nombre === 'Bogotá, D.C.')!.id;
  const made: { campanas: number[]; sitios: number[] } = { campanas: [], sitios: [] };
  const cleanUp = async () => {
    for (const id of made.campanas) await apiFetch(`/campanas/${id}`, { method: 'DELETE', token });
    for (const id of made.sitios) await apiFetch(`/sitios/${id}`, { method: 'DELETE', token });
  };
  try {
    const sitio = await post<Sitio>('/sitios', {
      codigo: `${RUN}-1`,
      nombre: `Valla atrasada ${RUN}`,
      tipo: 'valla',
      provincia_id: bogota.id,
      localidad_id: localidadId,
      latitud: 4.6512,
      longitud: -74.0953,
    });
    made.sitios.push(sitio.id);
    const campana = async (nombre: string, inicio: string) => {
      const { id } = await post<{ id: number }>('/campanas', { cliente_id: clienteId, nombre, fecha_inicio: inicio, fecha_fin: bogotaDay(30) });
      made.campanas.push(id);
      // Installation by the start day itself; no verification, no removal: one check, late since the day after.
      await post(`/campanas/${id}/lineas`, { sitio_ids: [sitio.id], proveedor_id: proveedorId, servicio_id: servicioId, instalacion_dias: 0 }, 200);
      return { id, nombre, inicio };
    };
    const antigua = await campana(`Campaña ${RUN} antigua`, bogotaDay(-400));
    const reciente = await campana(`Campaña ${RUN} reciente`, bogotaDay(-1));
    return { token, sitio, proveedor, antigua, reciente, cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Screenshots of `/` once `section` has its data, light and dark, 1280 and 375 px, and axe's findings there. */
async function lookAtDashboard(page: Page, section: string, who: string, screenshot: (name: string) => Promise<void>): Promise<string[]> {
  for (const isDark of [false, true]) {
    await page.evaluate((isDark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark }, version: 0 })), isDark);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto('/');
      await loadedSection(page, section);
      await networkSettled(page);
      await screenshot(`cumplimiento-${who}-${isDark ? 'oscuro' : 'claro'}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return checkScreen(page, '/', async (p) => void (await loadedSection(p, section)));
}

test('el administrador ve un control atrasado con su sitio y llega a su campaña; el cliente ve su campaña con su porcentaje', async ({
  page,
  screenshot,
}) => {
  const c = await makeCompliance();
  try {
    // The total is the API's: this file has a product of its own.
    const api = (await (
      await apiFetch('/campanas/controles?estado=atrasado&estado=en_revision&limit=10', { token: c.token })
    ).json()) as ApiSchema<'ControlesCampanaPage'>;
    assert.equal(api.data[0].campana_id, c.antigua.id, 'the soonest deadline leads');

    await loginViaUi(page, DEMO_CREDENTIALS.admin);
    const controles = await loadedSection(page, CONTROLES);
    await controles.getByText(`${api.meta.total} controles requieren atención`, { exact: true }).waitFor();
    const fila = controles.getByRole('row').filter({ has: page.getByRole('link', { name: c.antigua.nombre, exact: true }) });
    const cells = (await fila.getByRole('cell').allInnerTexts()).map((t) => t.trim().replace(/\s+/g, ' '));
    assert.deepEqual(cells, [
      'Atrasado',
      'Instalación',
      `${c.sitio.codigo} · ${c.sitio.nombre}`,
      c.antigua.nombre,
      ddmmyyyy(c.antigua.inicio),
      c.proveedor,
    ]);
    assert.equal(
      await fila.getByRole('link', { name: c.proveedor, exact: true }).getAttribute('href'),
      `/proveedores?${new URLSearchParams({ search: c.proveedor })}`,
    );
    assert.equal(await page.getByRole('main').getByRole('region', { name: MIS_CAMPANAS }).count(), 0);
    await fila.getByRole('link', { name: c.antigua.nombre, exact: true }).click();
    await waitForPath(page, `/campanas/${c.antigua.id}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: c.antigua.nombre }).waitFor();

    const adminFound = await lookAtDashboard(page, CONTROLES, 'admin', screenshot);
    assert.deepEqual(adminFound, []);

    // The client: its latest active campaign first, with its compliance.
    await signOut(page);
    await loginViaUi(page, DEMO_CREDENTIALS.cliente);
    const mias = await loadedSection(page, MIS_CAMPANAS);
    const item = mias.getByRole('listitem').first();
    const link = item.getByRole('link', { name: c.reciente.nombre, exact: true });
    assert.equal(await link.getAttribute('href'), `/campanas/${c.reciente.id}`);
    const text = (await item.innerText()).replace(/\s+/g, ' ');
    assert.match(text, new RegExp(`${ddmmyyyy(c.reciente.inicio)} – ${ddmmyyyy(bogotaDay(30))}`));
    assert.match(text, /Cumplimiento 0 %/);
    assert.match(text, /0 de 1 control cumplido · 1 atrasado/);
    assert.equal(await page.getByRole('main').getByRole('region', { name: CONTROLES }).count(), 0);
    assert.equal(await mias.getByRole('link', { name: 'Ver todas mis campañas' }).getAttribute('href'), '/campanas');
    await link.click();
    await waitForPath(page, `/campanas/${c.reciente.id}`);

    const clienteFound = await lookAtDashboard(page, MIS_CAMPANAS, 'cliente', screenshot);
    assert.deepEqual(clienteFound, []);
  } finally {
    await c.cleanUp();
  }
});

test('la sección de cumplimiento de cada rol se pinta desde el HTML donde la app la pone, y la de ninguno para un proveedor', async ({ page }) => {
  for (const [who, shown, id] of [
    ['admin', CONTROLES, 'controles-atencion'],
    ['cliente', MIS_CAMPANAS, 'mis-campanas'],
    ['proveedor', null, null],
  ] as const) {
    await page.unroute(/\.js(\?.*)?$/);
    await signOut(page);
    await loginViaUi(page, DEMO_CREDENTIALS[who]);
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    const painted = await page.locator('[data-prerender]:visible h2').allInnerTexts();
    for (const title of [CONTROLES, MIS_CAMPANAS]) assert.equal(painted.includes(title), title === shown, `${who}: ${title} ${painted.join(' | ')}`);
    if (!id) continue;
    const html = await visibleCopy(page, `#${id}`, { textBox: true });
    assert.notEqual(html.copy, 'react');
    // With the app: its section's heading where the HTML painted it, its data in or not.
    await page.unroute(/\.js(\?.*)?$/);
    await page.goto('/');
    await loadedSection(page, shown);
    const app = await visibleCopy(page, `#${id}`, { textBox: true });
    assert.equal(app.copy, 'react');
    assert.deepEqual(app.box!.slice(0, 2), html.box!.slice(0, 2), `${who}: the heading stays where it was painted`);
  }
});
