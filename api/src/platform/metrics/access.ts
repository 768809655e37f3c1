import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who may read GET /metrics (docs/decisions/metrics.md, "Access"): a scraper on this machine, or one that sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Anyone else is answered as if there were no such route.
 *
 * "This machine" is the socket's own peer on loopback, never an address a header claims, and a request that came
 * through a proxy (it carries X-Forwarded-For, Forwarded or X-Real-IP) is not local even though the proxy connects
 * from loopback: what a proxy in front passes on is the Internet's.
 */

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** True for 127.0.0.0/8, ::1 and IPv4-mapped 127.x; false for anything else (a name, an empty string). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  if (version === 0) return false;
  return loopback.check(address!, version === 6 ? 'ipv6' : 'ipv4');
}

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token of an Authorization header equals `token`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  // Both sides hashed first: equal lengths for timingSafeEqual, and no time that depends on where they differ.
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** Whether a request from the socket peer `remoteAddress` with these headers may read the metrics. */
export function metricsAllowed(remoteAddress: string | undefined, headers: IncomingHttpHeaders, token: string | null): boolean {
  if (token !== null && bearerMatches(headers.authorization, token)) return true;
  return isLoopbackAddress(remoteAddress) && PROXY_HEADERS.every((name) => headers[name] === undefined);
}
