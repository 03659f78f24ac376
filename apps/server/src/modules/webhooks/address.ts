import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { es } from '@app/domain/messages/es';

type AddressKind = keyof typeof es.webhooks.addressKinds;

const RANGES: [AddressKind, string, number, 'ipv4' | 'ipv6'][] = [
  ['metadata', '169.254.169.254', 32, 'ipv4'],
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['private', 'fc00::', 7, 'ipv6'],
  ['linkLocal', '169.254.0.0', 16, 'ipv4'],
  ['linkLocal', 'fe80::', 10, 'ipv6'],
  ['sharedNat', '100.64.0.0', 10, 'ipv4'],
];

const LISTS = RANGES.map(([kind, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { kind, list };
});

/** The kind of a refused address, or `undefined` for a public one; IPv4-mapped IPv6 addresses match their IPv4 range. */
export function refusedKind(address: string): AddressKind | undefined {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return LISTS.find(({ list }) => list.check(address, family))?.kind;
}

export class RefusedAddress extends Error {}

function refuse(host: string, address: string, allowPrivate: boolean): void {
  const kind = allowPrivate ? undefined : refusedKind(address);
  if (kind) throw new RefusedAddress(es.webhooks.privateAddress(host, address, es.webhooks.addressKinds[kind]));
}

/** Every address the host resolves to, refused when one of them is not public (unless private ones are allowed). */
export async function resolvePublic(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const found = await lookup(host, { all: true, verbatim: true }).catch(() => {
    throw new RefusedAddress(es.webhooks.unresolved(host));
  });
  for (const { address } of found) refuse(host, address, allowPrivate);
  return found;
}

/**
 * The `lookup` of a delivery's connection: it connects to the very addresses it checked, so a name that resolves to
 * another address a moment later (DNS rebinding) cannot reach a private one. Sockets skip it for a literal address,
 * which `refuseLiteral` checks.
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublic(hostname, allowPrivate).then(
      (found) => (options.all ? callback(null, found) : callback(null, found[0]!.address, found[0]!.family)),
      (err: Error) => callback(err, '', 0),
    );
  };
}

/** Refuses a URL whose host is a private address literal. */
export function refuseLiteral(hostname: string, allowPrivate: boolean): void {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) refuse(host, host, allowPrivate);
}
