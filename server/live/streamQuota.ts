/** How many public event streams one client address may hold open: a household's phones and tabs behind one router. */
export const STREAMS_PER_ADDRESS = 16;
/** How many public event streams one server holds open at most: each is a socket and a subscriber in memory. */
export const STREAMS_PER_SERVER = 5000;

export interface StreamQuota {
  /** A stream for `address` if it is within the quota: the function that gives it back when it ends; else null. */
  take(address: string): (() => void) | null;
}

/**
 * The open streams anyone may ask for without signing in, counted per client address and in all: opening
 * thousands from one machine would hold as many sockets of the server's.
 */
export function streamQuota(perAddress = STREAMS_PER_ADDRESS, perServer = STREAMS_PER_SERVER): StreamQuota {
  const open = new Map<string, number>();
  let total = 0;
  return {
    take(address) {
      const held = open.get(address) ?? 0;
      if (held >= perAddress || total >= perServer) return null;
      open.set(address, held + 1);
      total += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total -= 1;
        const left = (open.get(address) ?? 1) - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      };
    },
  };
}
