// axe-core's WCAG 2.1 AA rules in a real page (issue 13): e2e/accessibility.test.ts runs them on every screen, and a
// screen's own test may run them on a state only it reaches (a result shown, a dialog open).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { networkSettled } from './network.ts';

const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * axe-core in the page (through the DevTools protocol: the page's CSP does not apply to it), once the page has settled:
 * its requests done (a list dimmed while the live stream's refetch runs has colours of its own) and its finite
 * animations and transitions ended (a theme switch, a fade, a toast; a spinner's endless one does not count; after 5 s
 * axe looks anyway).
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await networkSettled(page);
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}
