import { useEffect, useState } from 'react';
import { onServerClock, serverNow } from './serverClock.ts';

/** The server's time now, updated every `everyMs` and whenever the server's clock is heard: orders' ages. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, everyMs);
    const unfollow = onServerClock(tick);
    return () => {
      clearInterval(timer);
      unfollow();
    };
  }, [everyMs]);
  return now;
}
