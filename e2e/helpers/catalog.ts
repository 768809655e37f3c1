// The catalog screens (servicios, jefes, proveedores, clientes): records made through the API for one test
// file (deleted after it), signing in and opening a screen, and reading its table.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, type LoginResponse } from '../../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './api.ts';
import { eventually } from './expect.ts';
import { holdServer } from './server.ts';
import { openScreen } from './session.ts';

export type DemoUser = keyof typeof DEMO_CREDENTIALS;

/**
 * The API of `resource` (e.g. 'jefes-equipo') for one test file: signs in admin and `users` before the tests;
 * after them, deletes (as admin) what `create` made and the ids pushed to `created`.
 */
export function useCatalogApi<T extends { id: number }>(resource: string, users: readonly DemoUser[] = []) {
  const sessions = new Map<DemoUser, LoginResponse>();
  const created: number[] = [];

  let release: () => Promise<void> = async () => {};
  before(async () => {
    release = holdServer();
    for (const user of new Set<DemoUser>(['admin', ...users])) sessions.set(user, await apiLogin(DEMO_CREDENTIALS[user]));
  });
  after(async () => {
    try {
      for (const id of created) await apiFetch(`/${resource}/${id}`, { method: 'DELETE', token: session('admin').token });
    } finally {
      await release();
    }
  });

  function session(user: DemoUser = 'admin'): LoginResponse {
    const found = sessions.get(user);
    assert.ok(found, `${user} no inició sesión: pásalo a useCatalogApi`);
    return found;
  }

  return {
    session,
    created,
    /** GET /<resource>?<query> as `user`, expecting 200. */
    async list<R>(query = '', user: DemoUser = 'admin'): Promise<R> {
      const res = await apiFetch(`/${resource}${query ? `?${query}` : ''}`, { token: session(user).token });
      assert.equal(res.status, 200, `GET /${resource}?${query}`);
      return (await res.json()) as R;
    },
    /** POST /<resource> as admin, expecting 201; the record is deleted after the file. */
    async create(body: Record<string, unknown>): Promise<T> {
      const res = await apiFetch(`/${resource}`, { method: 'POST', token: session('admin').token, body: JSON.stringify(body) });
      assert.equal(res.status, 201, await res.clone().text());
      const record = (await res.json()) as T;
      created.push(record.id);
      return record;
    },
  };
}

const SCREENS = {
  servicios: { link: 'Servicios', heading: 'Gestor de Servicios' },
  jefes: { link: 'Jefes de Equipo', heading: 'Jefes de Equipo' },
  proveedores: { link: 'Proveedores', heading: 'Proveedores' },
  clientes: { link: 'Clientes', heading: 'Clientes' },
} as const;

/**
 * Sign in as `user` and open /<screen>: through the sidebar link, or, given a `query` (even ''), by going to
 * the URL. Resolves when the screen's heading shows.
 */
export async function openCatalog(page: Page, screen: keyof typeof SCREENS, user: DemoUser = 'admin', query?: string): Promise<void> {
  const { link, heading } = SCREENS[screen];
  await openScreen(page, DEMO_CREDENTIALS[user], { path: `/${screen}`, link, query });
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

export const main = (page: Page) => page.getByRole('main');
export const rows = (page: Page) => main(page).getByRole('table').locator('tbody tr');
/** The table row that shows `text` in one of its elements. */
export const row = (page: Page, text: string) => rows(page).filter({ has: page.getByText(text, { exact: true }) });
/** Trimmed texts of the table's column `index` (0-based), or of the `inner` element in each of its cells. */
export const column = async (page: Page, index: number, inner = '') =>
  (
    await rows(page)
      .locator(`td:nth-child(${index + 1}) ${inner}`.trim())
      .allInnerTexts()
  ).map((t) => t.trim());
/** The bold first line of the first column (a provider's or client's name). */
export const names = (page: Page) => column(page, 0, 'strong');
export const columnHeaders = async (page: Page) =>
  (await main(page).getByRole('table').getByRole('columnheader').allInnerTexts()).map((t) => t.trim().toLowerCase());
/** "Mostrando x a y de z resultados" under the list. */
export const summary = (page: Page) => main(page).getByText(/^Mostrando \d+ a \d+ de \d+ resultados$/);
export const searchBox = (page: Page) => main(page).getByLabel('Buscar', { exact: true });
/** Type `text` into the list's search and wait until the search is committed (debounced) to the URL. */
export async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('search'), text));
}
