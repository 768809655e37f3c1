// Keyboard paths: a FormModal keeps Tab and Shift+Tab inside itself and gives focus back to the button that opened
// it (Escape or Cancelar); every toolbar button and row action of a list screen is reached by Tab alone.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_CREDENTIALS } from '../shared/src/contracts/index.ts';
import { useBrowser } from './helpers/browser.ts';
import { main, openCatalog, rows } from './helpers/catalog.ts';
import { waitForPath } from './helpers/expect.ts';
import { loginViaUi } from './helpers/session.ts';
import { networkSettled } from './helpers/network.ts';

const { test } = useBrowser(import.meta.url);

/** Marks the visible, enabled buttons and links inside `scope` with data-kb and returns how many there are. */
async function markFocusables(scope: Locator): Promise<number> {
  return scope.evaluate((root) => {
    const all = [...root.querySelectorAll<HTMLElement>('button, a[href]')].filter(
      (el) => el.checkVisibility() && !(el as HTMLButtonElement).disabled && el.tabIndex >= 0,
    );
    all.forEach((el, i) => el.setAttribute('data-kb', String(i)));
    return all.length;
  });
}

/** Presses Tab (or Shift+Tab) `times` times; returns, for each press, data-kb of the focused element and whether it is inside `within`. */
async function tabThrough(page: Page, times: number, within: string, key = 'Tab'): Promise<{ kb: string | null; inside: boolean }[]> {
  const seen: { kb: string | null; inside: boolean }[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    seen.push(
      await page.evaluate((selector) => {
        const el = document.activeElement;
        return { kb: el?.getAttribute('data-kb') ?? null, inside: !!el && !!document.querySelector(selector)?.contains(el) };
      }, within),
    );
  }
  return seen;
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');
}

async function assertTrapsFocus(page: Page, dialogName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  const count = await markFocusables(dialog);
  assert.ok(count >= 2, `el diálogo tiene botones (${count})`);
  await dialog.evaluate((el) => el.setAttribute('data-kb-dialog', ''));
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = await tabThrough(page, count + 12, '[data-kb-dialog]', key);
    assert.ok(
      seen.every((s) => s.inside),
      `${key} no sale del diálogo`,
    );
    const reached = new Set(seen.map((s) => s.kb).filter((kb) => kb !== null));
    assert.equal(reached.size, count, `${key} recorre los ${count} botones del diálogo`);
  }
}

test('FormModal: Tab y Shift+Tab quedan dentro; Escape y Cancelar devuelven el foco al botón que lo abrió', async ({ page }) => {
  await openCatalog(page, 'servicios');
  await rows(page).first().waitFor();

  const nuevo = main(page).getByRole('button', { name: 'Nuevo Servicio' });
  await nuevo.focus();
  await page.keyboard.press('Enter');
  await assertTrapsFocus(page, 'Nuevo Servicio');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.equal(await focusedName(page), 'Nuevo Servicio');

  const editar = rows(page)
    .first()
    .getByRole('button', { name: /^Editar/ });
  await editar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Editar Servicio' });
  await assertTrapsFocus(page, 'Editar Servicio');
  await dialog.getByRole('button', { name: 'Cancelar' }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await editar.evaluate((el) => el === document.activeElement), true, 'el foco vuelve a "Editar" de la misma fila');
});

async function assertAllReachable(page: Page): Promise<void> {
  await rows(page).first().waitFor();
  // Real rows, not the loading skeletons: their actions are there.
  await main(page)
    .getByRole('button', { name: /^Editar/ })
    .first()
    .waitFor();
  await networkSettled(page);
  const count = await markFocusables(main(page));
  assert.ok(count > 5, `hay botones en la pantalla (${count})`);
  await main(page).evaluate((el) => el.setAttribute('data-kb-main', ''));
  // Start just before the screen's content: focus the first focusable of main, then walk with Tab.
  await main(page).locator('[data-kb="0"]').focus();
  const seen = await tabThrough(page, count * 2 + 20, '[data-kb-main]');
  const reached = new Set(['0', ...seen.map((s) => s.kb).filter((kb): kb is string => kb !== null)]);
  const missing = await main(page).evaluate(
    (root, got) =>
      [...root.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter((el) => !got.includes(el.getAttribute('data-kb') ?? ''))
        .map((el) => el.getAttribute('aria-label') ?? el.innerText.trim()),
    [...reached],
  );
  assert.deepEqual(missing, [], 'cada botón y acción de fila se alcanza con Tab');
}

test('/servicios: cada botón de la barra y cada acción de fila se alcanza con Tab', async ({ page }) => {
  await openCatalog(page, 'servicios');
  await assertAllReachable(page);
});

test('/administradores: cada botón de la barra y cada acción de fila se alcanza con Tab', async ({ page }) => {
  await loginViaUi(page, DEMO_CREDENTIALS.admin);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Administradores' }).click();
  await waitForPath(page, '/administradores');
  await page.getByRole('heading', { name: 'Administradores', exact: true }).waitFor();
  await assertAllReachable(page);
});
