import type { ReactNode } from 'react';

/** http(s) addresses in plain text; the rest of the text stays text (React escapes it: no HTML ever renders). */
const URL_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/giu;

/**
 * A message's text with its web addresses as links (docs/decisions/mensajes.md, "Links"): only http and https
 * (never javascript:, data:), opened in a new tab without access to this page (`noopener noreferrer`).
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    let href: string | null = null;
    try {
      const url = new URL(match[0]);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    parts.push(
      href ? (
        <a key={at} href={href} target="_blank" rel="noopener noreferrer">
          {match[0]}
        </a>
      ) : (
        match[0]
      ),
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
