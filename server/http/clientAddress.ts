import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';

/** The block of IPv6 addresses one line is given (a home's, a phone's): its host may take any address in it. */
const IPV6_LINE_PREFIX = 64;

/**
 * What a client is counted by in the per-client limits: an IPv4 address as it is (also written as IPv6,
 * '::ffff:203.0.113.7'), an IPv6 address by its line's block ('2001:db8:1:2::/64'), or else, unread, what was given.
 * Counted by the whole IPv6 address, one host could take a new one for each request and pass every limit.
 */
export function countedAs(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const line = ipaddr.IPv6.networkAddressFromCIDR(`${ip.toNormalizedString()}/${IPV6_LINE_PREFIX}`);
  return `${line.toString()}/${IPV6_LINE_PREFIX}`;
}

/** The socket's peer: without a trusted proxy no header is believed, a client could write any address there. */
export function socketAddress(c: Context): string {
  try {
    return countedAs(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** Behind a reverse proxy: the last X-Forwarded-For entry, the one the proxy itself appended. */
export function forwardedAddress(c: Context): string {
  const hops = c.req.header('X-Forwarded-For')?.split(',') ?? [];
  const appended = hops.at(-1)?.trim();
  return appended ? countedAs(appended) : socketAddress(c);
}
