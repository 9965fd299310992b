/**
 * The server's clock, as the console last heard it: a tablet's own clock may be minutes (or, in a demo whose
 * server runs from CLOCK_START, days) away from the server's, which stamps every order, so an order's age is
 * counted from the server's time. The device's own until the first board arrives.
 */
let offsetMs = 0;
const followers = new Set<() => void>();

/** Takes the server's time from a reply just received (`serverTime`, ISO 8601); an unreadable one is ignored. */
export function followServerClock(serverTime: string): void {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return;
  offsetMs = server - Date.now();
  for (const follower of followers) follower();
}

/** The server's time now, in milliseconds since the epoch. */
export const serverNow = (): number => Date.now() + offsetMs;

/** Calls `follower` each time the server's time is heard again; returns the unsubscribe. */
export function onServerClock(follower: () => void): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}
