import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { CrawlError } from './crawl-error';

// Addresses a crawler must never reach on a publisher's say-so: private networks, loopback,
// link-local (cloud metadata at 169.254.169.254), carrier NAT, multicast, documentation and
// reserved ranges. A feed or a redirect pointing there is refused before any request.
const blocked = new BlockList();
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
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  // 6to4 and Teredo tunnel to an embedded IPv4 address, which may be a private one.
  ['2002::', 16],
  ['2001::', 32],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True when the address is not on the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped and IPv4-compatible IPv6 (::ffff:10.0.0.1) hide an IPv4 address.
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const n = (parseInt(hex[1], 16) << 16) | parseInt(hex[2], 16);
    return blocked.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
}

export type AddressGuard = {
  /** Throws CrawlError('private-address') unless every address of the host is public. */
  check(hostname: string): Promise<void>;
  /** A `lookup` for the socket: re-checks at connect time, so DNS rebinding cannot slip past. */
  lookup: typeof dnsLookup;
};

export function createAddressGuard(allowPrivate: boolean): AddressGuard {
  const refuse = (host: string, address: string) =>
    new CrawlError('private-address', `refused non-public address ${address} for ${host}`);

  const check = async (hostname: string) => {
    if (allowPrivate) return;
    const host = hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      if (isNonPublicAddress(host)) throw refuse(host, host);
      return;
    }
    if (host === 'localhost' || host.endsWith('.localhost')) throw refuse(host, 'localhost');
    let addresses: LookupAddress[];
    try {
      addresses = await resolveAll(host);
    } catch (err) {
      throw new CrawlError(
        'network',
        `DNS lookup failed for ${host}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
    const bad = addresses.find((a) => isNonPublicAddress(a.address));
    if (bad) throw refuse(host, bad.address);
  };

  const lookup = ((hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isNonPublicAddress(a.address));
      if (bad) return callback(refuse(hostname, bad.address));
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new CrawlError('network', `no address for ${hostname}`));
      callback(null, first.address, first.family);
    });
  }) as unknown as typeof dnsLookup;

  return { check, lookup };
}
