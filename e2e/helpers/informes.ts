// The report screens (/informes, /informes/:id, remote-reports): reports made through the API for one test file
// (deleted after it), what each demo user may choose, and signing in to open a screen.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import {
  DEMO_CREDENTIALS,
  type InformeDetalle,
  type InformeInput,
  type InformeResumen,
  type InformesOpciones,
  type LoginResponse,
  type Paged,
} from '../../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './api.ts';
import { bogotaDay } from './campanas.ts';
import { main } from './catalog.ts';
import { holdServer } from './server.ts';
import { openScreen, signIn } from './session.ts';

export type DemoUser = keyof typeof DEMO_CREDENTIALS;

/**
 * The reports API for one test file: signs in the three demo users before the tests; after them deletes (as admin)
 * every report `crear` made. `body(user, overrides)` is a valid create body within that user's scope.
 */
export function useInformesApi() {
  const sessions = new Map<DemoUser, LoginResponse>();
  const opciones = new Map<DemoUser, InformesOpciones>();
  const created: number[] = [];

  // The clean-up below runs after useBrowser's `after`, which stops a server this file started: without the hold,
  // its apiFetch started a new server that nothing stopped, and a file run alone never ended.
  let release: () => Promise<void> = async () => {};
  before(async () => {
    release = holdServer();
    for (const user of ['admin', 'proveedor', 'cliente'] as const) {
      const session = await apiLogin(DEMO_CREDENTIALS[user]);
      sessions.set(user, session);
      const res = await apiFetch('/informes/opciones', { token: session.token });
      assert.equal(res.status, 200);
      opciones.set(user, (await res.json()) as InformesOpciones);
    }
  });
  after(async () => {
    try {
      for (const id of created) await apiFetch(`/informes/${id}`, { method: 'DELETE', token: token('admin') });
    } finally {
      await release();
    }
  });

  const token = (user: DemoUser = 'admin') => {
    const s = sessions.get(user);
    assert.ok(s, `${user} no inició sesión`);
    return s.token;
  };

  /** A valid body: the provider user's provider and a client assigned to it (what every role may register as admin). */
  function body(overrides: Partial<InformeInput> = {}, user: DemoUser = 'proveedor'): InformeInput {
    const o = opciones.get(user);
    const p = opciones.get('proveedor');
    assert.ok(o && p);
    const servicio = o.servicios.find((s) => s.activo);
    assert.ok(servicio);
    const asignacion = user === 'cliente' ? o.asignaciones[0] : p.asignaciones[0];
    return {
      servicio_id: servicio.id,
      cliente_id: asignacion.cliente_id,
      proveedor_id: asignacion.proveedor_id,
      provincia_id: 0,
      localidad_id: 0,
      campana: 'Campaña E2E',
      fecha: bogotaDay(-2),
      fecha_recepcion: null,
      informe_incidencias: null,
      ...overrides,
    };
  }

  /** POST /informes as `user` (admin by default) in Bello (Antioquia) unless the body says otherwise; deleted after the file. */
  async function crear(overrides: Partial<InformeInput> = {}, user: DemoUser = 'admin'): Promise<InformeDetalle> {
    const lugar = await bello();
    const res = await apiFetch('/informes', {
      method: 'POST',
      token: token(user),
      body: JSON.stringify({ ...body({}, user === 'admin' ? 'proveedor' : user), ...lugar, ...overrides }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    const informe = (await res.json()) as InformeDetalle;
    created.push(informe.id);
    return informe;
  }

  let belloCache: { provincia_id: number; localidad_id: number } | undefined;
  async function bello() {
    if (belloCache) return belloCache;
    const provincias = opciones.get('admin')?.provincias ?? [];
    const antioquia = provincias.find((p) => p.nombre === 'Antioquia');
    assert.ok(antioquia);
    const res = await apiFetch(`/catalogos/localidades/${antioquia.id}`, { token: token() });
    const localidad = ((await res.json()) as Array<{ id: number; nombre: string }>).find((l) => l.nombre === 'Bello');
    assert.ok(localidad);
    belloCache = { provincia_id: antioquia.id, localidad_id: localidad.id };
    return belloCache;
  }

  async function list(query: string, user: DemoUser = 'admin'): Promise<Paged<InformeResumen>> {
    const res = await apiFetch(`/informes${query ? `?${query}` : ''}`, { token: token(user) });
    assert.equal(res.status, 200, `GET /informes?${query}`);
    return (await res.json()) as Paged<InformeResumen>;
  }

  async function get(id: number, user: DemoUser = 'admin'): Promise<{ status: number; informe: InformeDetalle }> {
    const res = await apiFetch(`/informes/${id}`, { token: token(user) });
    return { status: res.status, informe: (await res.json()) as InformeDetalle };
  }

  async function cambiarEstado(id: number, estado: string, comentario?: string, user: DemoUser = 'admin') {
    const res = await apiFetch(`/informes/${id}/estado`, { method: 'PATCH', token: token(user), body: JSON.stringify({ estado, comentario }) });
    assert.equal(res.status, 200, await res.clone().text());
  }

  return { token, body, crear, list, get, cambiarEstado, created, opciones: (user: DemoUser) => opciones.get(user)! };
}

/** Sign in as `user` and open /informes through the sidebar, or with a `query` (even '?') by its URL. */
export async function openInformes(page: Page, user: DemoUser = 'admin', query = ''): Promise<void> {
  // The sidebar's link carries the count of reports: "Informes 60".
  await openScreen(page, DEMO_CREDENTIALS[user], { path: '/informes', link: /^Informes/, query: query === '' ? undefined : query });
  await main(page).getByRole('heading', { name: 'Informes', exact: true }).waitFor();
}

/** Sign in as `user` and open the report page of `id`; resolves when its heading shows. */
export async function openInforme(page: Page, id: number, user: DemoUser = 'admin'): Promise<void> {
  await signIn(page, DEMO_CREDENTIALS[user], { at: `/informes/${id}` });
  await main(page).getByText(`Informe #${id}`).waitFor();
}

/** The buttons of the report page's header (status changes, Editar, Eliminar). */
export async function headerActions(page: Page): Promise<string[]> {
  const header = main(page)
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  return (await header.getByRole('button').allInnerTexts()).map((t) => t.trim());
}
