import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useLocationActor } from './shopHooks.ts';
import { readStoredLocation } from './storage.ts';

/**
 * The pages' data belongs to the outlet (outletLoaders.ts): when the shop settles on an outlet other
 * than the one the loaders read (the first one found, or a new choice), the route's loaders run again.
 * They run as the outlet settles (it is stored by then), not after the page has rendered it: a new
 * visitor's menu is asked for as soon as their nearest outlet is known.
 */
export function useOutletPagesFollow(): void {
  const location = useLocationActor();
  const { revalidate } = useRevalidator();
  const loadedFor = useRef(readStoredLocation().outlet?.id ?? null);
  useEffect(() => {
    const follow = (outletId: string | null) => {
      if (outletId === null || outletId === loadedFor.current) return;
      loadedFor.current = outletId;
      void revalidate();
    };
    follow(location.getSnapshot().context.outlet?.id ?? null);
    const subscription = location.subscribe((snapshot) => follow(snapshot.context.outlet?.id ?? null));
    return () => subscription.unsubscribe();
  }, [location, revalidate]);
}
