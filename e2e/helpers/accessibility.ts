// axe-core's WCAG 2.1 AA check of one screen in every theme and viewport, and of every screen a role reaches: shared by
// the accessibility files (e2e/accessibility*.test.ts), one per role so they run side by side under `npm test`.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_CREDENTIALS, ROLE, type Role } from '../../shared/src/contracts/index.ts';
import { apiFetch, apiLogin } from './api.ts';
import { axeViolations } from './axe.ts';
import type { useBrowser } from './browser.ts';
import { loginViaUi } from './session.ts';
import { visibleMenuItems } from './screens.ts';

const THEMES = [
  { name: 'claro', isDark: false },
  { name: 'oscuro', isDark: true },
] as const;
const VIEWPORTS = [
  { name: 'escritorio', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 812 },
] as const;

/**
 * Loads `path` once per theme (on the desktop) and collects axe's findings there and again after narrowing the window
 * to the 375 px phone, labelled by where they were found. The phone's layout is the one CSS and the app's media
 * queries give at that width, as when a phone turns; a load per viewport added nothing but a second start-up of the app
 * (docs/decisions/test-time.md).
 */
export async function checkScreen(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((isDark) => localStorage.setItem('theme-storage', JSON.stringify({ state: { isDark }, version: 0 })), theme.isDark);
    for (const [i, viewport] of VIEWPORTS.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (i === 0) {
        await page.goto(path);
        await ready(page);
      }
      // The new layout settles (axe itself waits for the page's requests and its animations).
      await page.waitForTimeout(300);
      for (const v of await axeViolations(page))
        found.push(`${path} [${theme.name}, ${viewport.name}] ${v.id} (${v.impact}): ${v.help} → ${v.nodes.slice(0, 3).join(' | ')}`);
    }
  }
  return found;
}

/** The screen's own heading is on screen. */
export const heading = async (page: Page) => {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
};

const USER_OF: Record<Role, keyof typeof DEMO_CREDENTIALS> = { [ROLE.ADMIN]: 'admin', [ROLE.PROVEEDOR]: 'proveedor', [ROLE.CLIENTE]: 'cliente' };

/** One test: every screen of `role`'s menu, and a report it can see, in every theme and viewport. */
export function testEveryScreenOf(test: ReturnType<typeof useBrowser>['test'], role: Role): void {
  const name = USER_OF[role];
  test(
    `${name}: cada pantalla, en claro y oscuro, escritorio y 375 px: sin violaciones WCAG 2.1 AA`,
    async ({ page }) => {
      await loginViaUi(page, DEMO_CREDENTIALS[name]);
      // A report this role can see, for its page: the oldest, a demo one, not one another file makes and deletes meanwhile.
      const { token } = await apiLogin(DEMO_CREDENTIALS[name]);
      const list = (await (await apiFetch('/informes?limit=10&sortBy=id&sortOrder=asc', { token })).json()) as { data: Array<{ id: number }> };
      const paths = ['/', ...visibleMenuItems(role).map((i) => i.path), ...(list.data[0] ? [`/informes/${list.data[0].id}`] : [])];
      const found: string[] = [];
      for (const path of paths) found.push(...(await checkScreen(page, path, heading)));
      assert.deepEqual(found, [], `${found.length} violaciones en ${paths.length} pantallas`);
    },
    { timeout: 600_000 },
  );
}
