import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useLocationActor } from './shopHooks.ts';
import { readStoredLocation } from './storage.ts';

/**
 * The pages' data belongs to the outlet (outletLoaders.ts): when the shop settles on an outlet other
 * than the one the loaders read (the first one found, or a new choice), the route's loaders run again.
 */
export function useOutletPagesFollow(): void {
  const outletId = useSelector(useLocationActor(), (snapshot) => snapshot.context.outlet?.id ?? null);
  const { revalidate } = useRevalidator();
  const loadedFor = useRef(readStoredLocation().outlet?.id ?? null);
  useEffect(() => {
    if (outletId === null || outletId === loadedFor.current) return;
    loadedFor.current = outletId;
    void revalidate();
  }, [outletId, revalidate]);
}
