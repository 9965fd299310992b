import { useEffect, useState } from 'react';

/**
 * What `load` returns for the outlet `storeId`, reloaded when the outlet changes; null until it has
 * arrived, and null again at once when the outlet changes so nothing of the old outlet is shown.
 * A failure is only logged (spec section 8: network failures show the visitor nothing).
 * `load` must be stable (a module-level function).
 */
export function useStoreResource<T>(storeId: string | null, load: (storeId: string) => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ storeId: string; value: T } | null>(null);

  useEffect(() => {
    if (storeId === null) return;
    let current = true;
    load(storeId).then(
      (value) => {
        if (current) setLoaded({ storeId, value });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [storeId, load]);

  return loaded !== null && loaded.storeId === storeId ? loaded.value : null;
}
