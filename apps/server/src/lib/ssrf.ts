import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Outgoing requests to addresses an operator types in (webhook URLs) must never reach inside our
 * own network: loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT,
 * multicast and every other special-purpose range are refused, at registration and again right
 * before connecting (a name may resolve elsewhere by then: DNS rebinding).
 */

/** Finds the addresses of a host name (injected by tests to play a name that changes its answer). */
export type Resolver = (host: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** IANA special-purpose ranges (RFC 6890 and successors) plus multicast and the future-use block. */
const special = new BlockList();
for (const [net, bits] of [
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
  special.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  special.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:a.b.c.d), if any. */
function embeddedIpv4(address: string): string | undefined {
  const m = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export interface AddressPolicy {
  /** Development and tests: loopback addresses (and http) are admitted; no other special range. */
  allowLoopback: boolean;
}

/** Whether an outgoing request may connect to `address` (an IP literal). */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  if (v4 !== undefined) {
    if (loopback.check(v4, 'ipv4')) return policy.allowLoopback;
    return !special.check(v4, 'ipv4');
  }
  if (loopback.check(address, 'ipv6')) return policy.allowLoopback;
  // Only global unicast (2000::/3) is public; everything else is special-purpose or unassigned.
  const first = parseInt(address.split(':')[0] || '0', 16);
  if ((first & 0xe000) !== 0x2000) return false;
  return !special.check(address, 'ipv6');
}

export const SSRF_MESSAGES = {
  scheme: 'URL must use https',
  credentials: 'URL must not contain a user name or password',
  unresolved: 'URL host could not be resolved',
  reserved: 'URL must not point to a loopback, private, link-local or otherwise reserved address',
} as const;

export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

/**
 * Checks `url` against the policy and returns the one address to connect to: the first of the
 * host's addresses, all of which must be allowed (a name that also resolves inward is refused).
 * http is admitted only with allowLoopback and only to a loopback address. Throws
 * RefusedAddressError with a message fit for the url field.
 */
export async function checkOutgoingUrl(
  url: string,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && policy.allowLoopback)) throw new RefusedAddressError(SSRF_MESSAGES.scheme);
  if (parsed.username || parsed.password) throw new RefusedAddressError(SSRF_MESSAGES.credentials);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  let addresses: { address: string; family: 4 | 6 }[];
  if (family) addresses = [{ address: host, family: family === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new RefusedAddressError(SSRF_MESSAGES.unresolved);
    }
  }
  if (!addresses.length) throw new RefusedAddressError(SSRF_MESSAGES.unresolved);
  if (!addresses.every((a) => isAllowedAddress(a.address, policy))) throw new RefusedAddressError(SSRF_MESSAGES.reserved);
  if (
    parsed.protocol === 'http:' &&
    !addresses.every((a) => isAllowedAddress(a.address, { allowLoopback: true }) && !isAllowedAddress(a.address, { allowLoopback: false }))
  ) {
    throw new RefusedAddressError(SSRF_MESSAGES.scheme);
  }
  const [chosen] = addresses as [{ address: string; family: 4 | 6 }];
  return { url: parsed, ...chosen };
}
