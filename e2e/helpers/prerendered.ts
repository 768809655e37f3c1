// The prerendered first frame a page's HTML brings (docs/decisions/prerendered-login.md) and the app that replaces it:
// which copy of an element is the one on screen, and where.
import type { Page } from 'playwright-core';

export interface VisibleCopy {
  /** Its text content, null when none is visible. */
  text: string | null;
  /** Its `datetime` attribute (a <time>). */
  datetime: string | null;
  /** [x, y, width, height], rounded: the element's box, or its text's with `textBox`. */
  box: number[] | null;
  /** 'light' or 'dark' (the prerendered copy of that theme) or 'react' (the app's). */
  copy: string;
  /** How many elements match `selector` in the page, visible or not. */
  count: number;
  /** Whether a prerendered copy still holds a placeholder (`%%…%%`), in its text or an attribute. */
  placeholders: boolean;
  /** Whether the page is in the dark theme (html.dark). */
  dark: boolean;
}

/**
 * The first element matching `selector` that is on screen (laid out and visible). `textBox`: measure its text's box
 * instead of the element's (a heading's block is as wide as the page, which a scrollbar appearing with the data
 * narrows).
 */
export function visibleCopy(page: Page, selector: string, { textBox = false } = {}): Promise<VisibleCopy> {
  return page.evaluate(
    ({ selector, textBox }) => {
      const all = [...document.querySelectorAll(selector)];
      const el = all.find((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible');
      let rect: DOMRect | null = null;
      if (el && textBox) {
        const range = document.createRange();
        range.selectNodeContents(el);
        rect = range.getBoundingClientRect();
      } else if (el) rect = el.getBoundingClientRect();
      return {
        text: el?.textContent ?? null,
        datetime: el?.getAttribute('datetime') ?? null,
        box: rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null,
        copy: el?.closest('[data-prerender]')?.getAttribute('data-prerender') ?? 'react',
        count: all.length,
        placeholders: [...document.querySelectorAll('[data-prerender]')].some((copy) => copy.innerHTML.includes('%%')),
        dark: document.documentElement.classList.contains('dark'),
      };
    },
    { selector, textBox },
  );
}
