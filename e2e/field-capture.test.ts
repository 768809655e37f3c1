// Field-proof capture (issue 24; docs/decisions/field-capture.md): the /nuevo-informe draft survives a reload and a
// closed tab; a report made without signal waits in "Pendientes de envío" and reaches the server exactly once, every
// photo byte for byte; a photo cut off mid-upload resumes; a lost answer, two tabs, an ended session and a refusal
// lose nothing and double nothing.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ArchivosInforme, InformeResumen, Paged } from '../shared/src/contracts/index.ts';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { apiFetch } from './helpers/api.ts';
import { useBrowser } from './helpers/browser.ts';
import { main } from './helpers/catalog.ts';
import { eventually, toast, waitForPath } from './helpers/expect.ts';
import { useInformesApi } from './helpers/informes.ts';
import { choosePhotos, fillForm, fixture, openNuevoInforme, pick } from './helpers/nuevo-informe.ts';
import { fillLogin, sessionToken } from './helpers/session.ts';

const { test, baseUrl } = useBrowser(import.meta.url);
const api = useInformesApi();
const RUN = Date.now().toString(36);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PHOTOS = ['gps-bogota.jpg', 'gps-medellin.jpg', 'no-gps.png'];

/** The reports whose campaign is `campana`, as the administrator sees them on the server. */
async function reportsOf(campana: string): Promise<InformeResumen[]> {
  const res = await apiFetch(`/informes?search=${encodeURIComponent(campana)}&limit=100`, { token: api.token('admin') });
  assert.equal(res.status, 200);
  return ((await res.json()) as Paged<InformeResumen>).data.filter((i) => i.campana === campana);
}

/** Exactly one report of `campana` on the server, with these photos (once they arrived), each the chosen file byte for byte. */
async function exactlyOneWith(campana: string, files: readonly string[]): Promise<number> {
  const reports = await reportsOf(campana);
  assert.equal(reports.length, 1, `one report of "${campana}", not ${reports.length}`);
  const id = reports[0].id;
  api.created.push(id);
  const data = await eventually(
    async () => {
      const { data } = (await (await apiFetch(`/informes/${id}/archivos`, { token: api.token('admin') })).json()) as ArchivosInforme;
      assert.deepEqual(data.map((a) => a.nombre).sort(), [...files].map((f) => path.basename(f)).sort());
      return data;
    },
    { timeout: 30_000 },
  );
  for (const file of files) {
    const stored = data.find((a) => a.nombre === path.basename(file));
    assert.equal(stored?.sha256, sha256(readFileSync(file)), `${file} byte for byte`);
  }
  assert.equal((await reportsOf(campana)).length, 1, 'still one report');
  return id;
}

const pendientes = (page: Page) =>
  main(page)
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** Offline, fills the form and "Crear Informe": the report waits in "Pendientes de envío". */
async function queueOffline(page: Page, campana: string, files: readonly string[], servicio?: string): Promise<void> {
  await fillForm(page, campana, servicio);
  if (files.length) await choosePhotos(page, files);
  await page.context().setOffline(true);
  await main(page)
    .getByRole('button', { name: /^Crear Informe/ })
    .click();
  await toast(page, 'Sin conexión: el informe quedó en «Pendientes de envío» y se enviará solo cuando vuelva la conexión.').waitFor();
  await waitForPath(page, '/pendientes');
  const entry = pendientes(page).getByRole('listitem').filter({ hasText: campana });
  await entry.getByText('En cola', { exact: true }).waitFor();
  await entry.getByText('Sin conexión: se enviará cuando vuelva.').waitFor();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /Pendientes de envío/ })
    .waitFor();
}

test('el borrador vuelve tras recargar y tras cerrar la pestaña, con sus fotos y ubicaciones; "Descartar borrador" lo borra', async ({
  page,
  context,
  screenshot,
}) => {
  await openNuevoInforme(page, { remember: true });
  const campana = `Borrador ${RUN}`;
  await fillForm(page, campana);
  await choosePhotos(page, PHOTOS.map(fixture));
  await page.waitForTimeout(800); // the draft is saved 300 ms after the last change

  const restoredOn = async (p: Page) => {
    const form = main(p);
    await form.getByText('Borrador restaurado').waitFor();
    assert.equal(await form.getByRole('combobox', { name: /^Campaña/ }).inputValue(), campana);
    assert.equal(
      await form
        .getByRole('combobox', { name: /^Localidad/ })
        .locator('option:checked')
        .textContent(),
      'Medellín',
    );
    const list = form.getByRole('list', { name: 'Imágenes seleccionadas' });
    await eventually(async () => assert.equal(await list.getByRole('listitem').count(), 3));
    assert.equal(await list.getByText('GPS automático').count(), 2);
    await form.getByRole('button', { name: 'Crear Informe (3 imágenes)' }).waitFor();
  };
  await page.reload();
  await restoredOn(page);
  await screenshot('borrador-restaurado');

  await page.close();
  const again = await context.newPage();
  await again.goto('/nuevo-informe');
  await restoredOn(again);

  await main(again).getByRole('button', { name: 'Descartar borrador' }).click();
  await toast(again, 'Borrador descartado').waitFor();
  assert.equal(
    await main(again)
      .getByRole('combobox', { name: /^Campaña/ })
      .inputValue(),
    '',
  );
  await main(again).getByText('0/10').waitFor();
  await again.reload();
  await main(again).getByRole('heading', { level: 1, name: 'Nuevo Informe' }).waitFor();
  await again.waitForTimeout(500);
  assert.equal(await main(again).getByText('Borrador restaurado').count(), 0);
});

test('sin señal "Crear Informe" queda en cola; con la pestaña cerrada y la señal de vuelta llega una sola vez, cada foto byte a byte', async ({
  page,
  context,
  screenshot,
}) => {
  await openNuevoInforme(page, { remember: true });
  const campana = `Sin señal ${RUN}`;
  await queueOffline(page, campana, PHOTOS.map(fixture));
  await screenshot('pendiente-en-cola');
  assert.equal((await reportsOf(campana)).length, 0, 'nothing reached the server');
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/pendientes');
  const entry = pendientes(again).getByRole('listitem').filter({ hasText: campana });
  await entry.getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
  const id = await exactlyOneWith(campana, PHOTOS.map(fixture));
  await entry.getByRole('link', { name: `Informe #${id}` }).waitFor();
});

/**
 * A TCP proxy in front of the product, as fast as a phone's link (LINK_BYTES_PER_S), that cuts the first photo upload
 * (a tus PATCH) once `cutAfter` of its bytes went through, and counts every byte the browser sent. Chromium re-sends a request cut on a reused connection
 * whole; the server refuses its stale offset at once (409, connection closed) and the upload goes on from HEAD.
 */
/** The proxy's speed, as a good 4G link: 12 MB in about 3 s. */
const LINK_BYTES_PER_S = 4 * 1024 * 1024;

async function cuttingProxy(target: string, cutAfter: number) {
  const upstream = new URL(target);
  let sent = 0;
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const remote = net.connect(Number(upstream.port), upstream.hostname);
    for (const s of [client, remote]) {
      sockets.add(s);
      s.once('close', () => sockets.delete(s));
    }
    let patchBytes = -1;
    client.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (patchBytes < 0 && chunk.subarray(0, 6).toString('latin1') === 'PATCH ') patchBytes = 0;
      if (patchBytes >= 0) patchBytes += chunk.length;
      if (cuts === 0 && patchBytes > cutAfter) {
        cuts++;
        client.destroy();
        remote.destroy();
        return;
      }
      // A phone's link, not loopback's: at most LINK_BYTES_PER_S, and what the server does not read, the browser
      // cannot send. On loopback megabytes sit in the sockets' buffers; when the link drops they are lost, and under a
      // busy CPU the server's answers come late while more of them fill (a run sent 1.85 × the photo that way).
      client.pause();
      let paced = false;
      let drained = remote.write(chunk);
      const go = () => {
        if (paced && drained && !client.destroyed) client.resume();
      };
      setTimeout(
        () => {
          paced = true;
          go();
        },
        (chunk.length / LINK_BYTES_PER_S) * 1000,
      );
      if (!drained)
        remote.once('drain', () => {
          drained = true;
          go();
        });
    });
    remote.on('data', (chunk: Buffer) => {
      if (!client.write(chunk)) remote.pause();
    });
    client.on('drain', () => remote.resume());
    client.on('error', () => remote.destroy());
    remote.on('error', () => client.destroy());
    client.on('close', () => remote.destroy());
    remote.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () => sent,
    cuts: () => cuts,
    // The signed-in page keeps its event stream open (docs/decisions/mensajes.md): end every connection, or close waits.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

test(
  'la conexión se corta a mitad de una foto de 12 MB: sigue desde donde iba, con menos de 1,5 veces sus bytes',
  async ({ page }) => {
    // A 12 MB JPEG: a real photo, then padding after its end (the server keeps the original untouched).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'informes-e2e-'));
    const big = path.join(dir, 'valla-12mb.jpg');
    const photo = readFileSync(fixture('gps-bogota.jpg'));
    writeFileSync(big, Buffer.concat([photo, Buffer.alloc(12 * 1024 * 1024 - photo.length, 0x20)]));
    const size = 12 * 1024 * 1024;
    const proxy = await cuttingProxy(baseUrl(), 7 * 1024 * 1024);
    try {
      await page.goto(`${proxy.url}/login`);
      await fillLogin(page, DEMO_CREDENTIALS.proveedor);
      await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await page.goto(`${proxy.url}/nuevo-informe`);
      const campana = `Corte ${RUN}`;
      await fillForm(page, campana);
      await choosePhotos(page, [big]);
      const before = proxy.sent();
      await main(page).getByRole('button', { name: 'Crear Informe (1 imagen)' }).click();
      await toast(page, 'Informe creado; la imagen se subió correctamente').waitFor({ timeout: 60_000 });
      const sent = proxy.sent() - before;
      assert.equal(proxy.cuts(), 1, 'the upload was cut once');
      assert.ok(sent < 1.5 * size, `bytes sent ${sent} < 1.5 × ${size}`);
      await exactlyOneWith(campana, [big]);
    } finally {
      await proxy.close();
    }
  },
  { timeout: 120_000 },
);

test('la respuesta a "Crear Informe" se pierde después de crearlo: el reintento da el mismo informe; dos pestañas, un informe', async ({
  page,
  context,
}) => {
  await openNuevoInforme(page, { remember: true });
  const campana = `Respuesta perdida ${RUN}`;
  await fillForm(page, campana);
  await choosePhotos(page, [fixture('gps-leticia.jpg')]);
  // The server creates the report; its answer never reaches the browser.
  let firstId = 0;
  await page.route('**/api/v1/informes', async (route) => {
    if (route.request().method() !== 'POST' || firstId) return route.continue();
    const answer = await route.fetch();
    firstId = ((await answer.json()) as { id: number }).id;
    await route.abort('connectionreset');
  });
  await main(page).getByRole('button', { name: 'Crear Informe (1 imagen)' }).click();
  await waitForPath(page, '/pendientes');
  const entry = pendientes(page).getByRole('listitem').filter({ hasText: campana });
  await entry.getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
  assert.ok(firstId > 0);
  assert.equal(await exactlyOneWith(campana, [fixture('gps-leticia.jpg')]), firstId, 'the retry answered the report already created');
  await page.unroute('**/api/v1/informes');

  // The same queued report in two tabs when the signal returns: one report.
  const other = await context.newPage();
  await other.goto('/pendientes');
  await main(other).getByRole('heading', { level: 1, name: 'Pendientes de envío' }).waitFor();
  await page.goto('/nuevo-informe');
  const campana2 = `Dos pestañas ${RUN}`;
  await queueOffline(page, campana2, [fixture('no-gps.jpg')]);
  await pendientes(other).getByRole('listitem').filter({ hasText: campana2 }).getByText('En cola', { exact: true }).waitFor();
  await context.setOffline(false);
  for (const p of [page, other]) {
    await pendientes(p).getByRole('listitem').filter({ hasText: campana2 }).getByText('Enviado', { exact: true }).waitFor({ timeout: 30_000 });
  }
  await exactlyOneWith(campana2, [fixture('no-gps.jpg')]);
});

test('con la sesión terminada y el informe en cola no se envía ni se pierde nada hasta volver a iniciar sesión', async ({ page }) => {
  await openNuevoInforme(page, { remember: true });
  const campana = `Sesión en cola ${RUN}`;
  await queueOffline(page, campana, [fixture('gps-medellin.jpg')]);
  // Signed out on the server (another device, an administrator) while the phone had no signal.
  assert.equal((await apiFetch('/auth/logout', { method: 'POST', token: await sessionToken(page) })).status, 200);
  await page.context().setOffline(false);
  await toast(page, 'Sesión expirada').waitFor({ timeout: 30_000 });
  await waitForPath(page, '/login');
  await page.waitForTimeout(1000);
  assert.equal((await reportsOf(campana)).length, 0, 'nothing sent without a session');

  await fillLogin(page, DEMO_CREDENTIALS.proveedor);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await eventually(async () => assert.equal((await reportsOf(campana)).length, 1), { timeout: 30_000 });
  await exactlyOneWith(campana, [fixture('gps-medellin.jpg')]);
});

test('un informe que el servidor rechaza queda en pendientes con su motivo; se corrige y se envía', async ({ page }) => {
  // A service that exists when the report is queued and is deactivated before it is sent.
  const nombre = `Valla rechazo ${RUN}`;
  const created = await apiFetch('/servicios', {
    method: 'POST',
    token: api.token('admin'),
    body: JSON.stringify({ nombre, precio: 1000, activo: true, categoria: 'Vallas' }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const servicio = (await created.json()) as { id: number };
  try {
    await openNuevoInforme(page, { remember: true });
    const campana = `Rechazo ${RUN}`;
    const label = await main(page)
      .getByRole('combobox', { name: /^Servicio/ })
      .locator('option', { hasText: nombre })
      .textContent();
    await queueOffline(page, campana, [fixture('no-gps.jpg')], label ?? undefined);
    const off = await apiFetch(`/servicios/${servicio.id}`, { method: 'PUT', token: api.token('admin'), body: JSON.stringify({ activo: false }) });
    assert.equal(off.status, 200, await off.clone().text());
    await page.context().setOffline(false);
    const entry = pendientes(page).getByRole('listitem').filter({ hasText: campana });
    await entry.getByText('Error', { exact: true }).waitFor({ timeout: 30_000 });
    await entry.getByText('El servicio seleccionado no está activo').waitFor();
    assert.equal((await reportsOf(campana)).length, 0);

    await entry.getByRole('button', { name: 'Editar' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Corregir informe pendiente' }).waitFor();
    await main(page).getByText('El servicio seleccionado no está activo').waitFor();
    await pick(page, 'Servicio');
    await main(page).getByRole('button', { name: 'Guardar y enviar' }).click();
    await eventually(() => assert.match(new URL(page.url()).pathname, /^\/informes\/\d+$/), { timeout: 30_000 });
    await exactlyOneWith(campana, [fixture('no-gps.jpg')]);
  } finally {
    await apiFetch(`/servicios/${servicio.id}`, { method: 'DELETE', token: api.token('admin') });
  }
});
