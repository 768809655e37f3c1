// Reading numbers that the UI shows next to a label.
import type { Locator } from 'playwright-core';

/**
 * Text of the smallest element around `label` that holds more than the label itself (a card, a status row),
 * e.g. the card of the title "Informes".
 */
export function textAround(label: Locator): Promise<string> {
  return label.evaluate((el) => {
    const own = (el.textContent ?? '').trim();
    let node: HTMLElement | null = el as HTMLElement;
    while (node && (node.innerText ?? '').trim().length <= own.length) node = node.parentElement;
    return (node?.innerText ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Integers in a text, reading es-CO thousands separators ("1.234" → 1234). */
export function integersIn(text: string): number[] {
  return (text.match(/\d{1,3}(?:\.\d{3})+|\d+/g) ?? []).map((n) => Number(n.replace(/\./g, '')));
}
