import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Web addresses (http, https) and the product's own paths ("/administradores?search=ana", after a space or at the
 * start) in plain text. The rest stays text (React escapes it: no HTML ever renders).
 */
const LINK_RE = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]|(?<=^|\s)\/[a-z][\w-]*(?:\/[\w-]+)*(?:\?[^\s<>"']*[^\s<>"'.,;:!?)\]])?/giu;

/**
 * A message's text with its links (docs/decisions/mensajes.md, "Links"): web addresses only with http or https
 * (never javascript:, data:), opened in a new tab without access to this page (`noopener noreferrer`); the product's
 * own paths as links inside the app (the administrators' notice of a forgotten password points at the user).
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_RE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const found = match[0];
    if (found.startsWith('/')) {
      parts.push(
        <Link key={at} to={found}>
          {found}
        </Link>,
      );
    } else {
      let href: string | null = null;
      try {
        const url = new URL(found);
        if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
      } catch {
        href = null;
      }
      parts.push(
        href ? (
          <a key={at} href={href} target="_blank" rel="noopener noreferrer">
            {found}
          </a>
        ) : (
          found
        ),
      );
    }
    last = at + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
