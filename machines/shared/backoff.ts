/** A wait that doubles with each try: `first` before the first (tries 0), twice that before the next, never over `max`. */
export const doublingWait =
  (first: number, max: number) =>
  (triesBefore: number): number =>
    Math.min(first * 2 ** triesBefore, max);

/** The first reconnection of a customer's page to its event stream after a drop waits this long; each next one twice as long. */
export const RECONNECT_FIRST_MS = 1000;
/** No wait between reconnections is longer than this. */
export const RECONNECT_MAX_MS = 30_000;

/** How long a customer's page waits before connecting to its event stream again after `drops` drops in a row (1 or more). */
export const reconnectDelay = (drops: number): number => doublingWait(RECONNECT_FIRST_MS, RECONNECT_MAX_MS)(drops - 1);

/**
 * A customer's page whose event stream dropped: it connects again to `target` after the machine's `reconnectBackoff`
 * (reconnectDelay of its drops), or at once when the device is back online (its `backOnline` guard).
 */
export const reconnecting = (target: string) =>
  ({
    description: 'Dropped: connects again after 1 s, then 2, 4, 8… at most 30 s between tries.',
    after: { reconnectBackoff: { target, description: 'Connect again' } },
    on: {
      'connection.changed': {
        guard: { type: 'backOnline', params: ({ event }: { event: { online: boolean } }) => event },
        target,
        description: 'The device is back online: connect now',
      },
    },
  }) as const;
