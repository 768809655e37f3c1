import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY as a trust function for Fastify (docs/decisions/login-limits.md, "Behind a proxy").
 *
 * Fastify ≥ 5.12 treats a numeric `trustProxy` as "trust no hop" (a hop count cannot tell a proxy from a
 * client that sends its own X-Forwarded-For), so the API never hands Fastify a number. It hands it this
 * function, which proxy-addr calls for each address of the chain, nearest first: `i = 0` is the socket's
 * peer, `i = 1` the last X-Forwarded-For entry, and so on; the first address not trusted is the client.
 *
 * - A hop count `n`: the peer is believed only when it is a loopback or private address (where reverse
 *   proxies of one deployment live); then the n - 1 hops behind it are believed too. A client that reaches
 *   the server directly from a public address cannot choose its address, and a client behind the proxy can
 *   only add entries beyond the n trusted hops, which are never read.
 * - A list of addresses / CIDR ranges: each hop is believed while it is one of them (proxy-addr's rule).
 */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Loopback, private (RFC 1918, RFC 4193) and link-local ranges, IPv4 and IPv6 (IPv4-mapped included). */
const PRIVATE_RANGES: ReadonlyArray<[string, number]> = [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
];

function blockList(entries: ReadonlyArray<[string, number | undefined]>): BlockList {
  const list = new BlockList();
  for (const [address, bits] of entries) {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return list;
}

function contains(list: BlockList, address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

const privateAddresses = blockList(PRIVATE_RANGES);

/** True for loopback, private and link-local addresses (v4, v6 and IPv4-mapped v6). */
export function isPrivateAddress(address: string): boolean {
  return contains(privateAddresses, address);
}

/** The trust function for a parsed TRUST_PROXY (config.ts), or false when no proxy is trusted. */
export function trustProxyFunction(setting: number | readonly string[] | false): TrustFunction | false {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    const hops = setting;
    return (address, hop) => (hop === 0 ? isPrivateAddress(address) : hop < hops);
  }
  const named = blockList(
    setting.map((entry) => {
      const [address, bits] = entry.split('/');
      return [address, bits === undefined ? undefined : Number(bits)];
    }),
  );
  return (address) => contains(named, address);
}
