import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The socket's peer address: without a trusted proxy no header is believed, a client could write any address there. */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Behind a reverse proxy: the last X-Forwarded-For entry, the one the proxy itself appended. */
export function forwardedAddress(c: Context): string {
  const hops = c.req.header('X-Forwarded-For')?.split(',') ?? [];
  return hops.at(-1)?.trim() || socketAddress(c);
}
