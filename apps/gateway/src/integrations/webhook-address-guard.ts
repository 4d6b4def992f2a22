import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Protection against server-side request forgery for webhook URLs: a receiver must be on a public
 * internet address. Refused: loopback, "this network", private (RFC 1918), carrier-grade NAT, link-local
 * (incl. cloud metadata at 169.254.169.254), documentation, benchmarking, multicast and reserved IPv4
 * ranges; and IPv6 unspecified, loopback, unique-local (fc00::/7), link-local, site-local, multicast,
 * documentation, discard, NAT64 and 6to4 / Teredo ranges, and every IPv4-mapped or -compatible form of
 * a refused IPv4 address. A host name is resolved and refused when ANY of its addresses is refused; at
 * delivery the connection goes to an address checked here (webhook-sender.ts), so a name that
 * re-resolves elsewhere meanwhile (DNS rebinding) cannot reach the internal network.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** the IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or -compatible (::a.b.c.d) IPv6 address */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0{1,4}:)?)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::(?:ffff:(?:0{1,4}:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return null;
}

/** true when a webhook may be delivered to this IP address */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !REFUSED.check(address, 'ipv4');
  if (family !== 6) return false;
  const unscoped = address.replace(/%.*$/, '');
  const v4 = embeddedIpv4(unscoped);
  if (v4 !== null) return isIP(v4) === 4 && !REFUSED.check(v4, 'ipv4');
  return !REFUSED.check(unscoped, 'ipv6');
}

export type AddressCheck =
  | { ok: true; addresses: { address: string; family: 4 | 6 }[] }
  | { ok: false; reason: 'not_allowed' | 'unresolvable'; detail: string };

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The addresses a webhook to `hostname` may connect to: all of them when every one is public (or
 * `allowPrivate`), else a refusal. IP literals (with or without IPv6 brackets) are not resolved.
 */
export async function checkWebhookHost(
  hostname: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<AddressCheck> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: 4 | 6 }[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      const found = await (options.resolve ?? systemResolver)(host);
      addresses = found
        .filter((entry) => entry.family === 4 || entry.family === 6)
        .map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch (error) {
      return {
        ok: false,
        reason: 'unresolvable',
        detail: `${host} could not be resolved (${(error as Error).message})`,
      };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable', detail: `${host} has no address` };
  }
  if (!options.allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      return {
        ok: false,
        reason: 'not_allowed',
        detail: `${host} resolves to ${refused.address}, which is not a public address`,
      };
  }
  return { ok: true, addresses };
}
