import { useEffect, useState } from 'react';

/**
 * What `load` returns for `key` (an outlet id, say), read again when the key changes; null until it
 * has arrived, null again at once when the key changes so nothing of the old key is shown, and null
 * while the key is null (nothing to read). A failure is only logged (spec section 8: network failures
 * show the customer nothing). `load` must be stable (a module-level function).
 */
export function useResource<T>(key: string | null, load: (key: string) => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (value) => {
        if (current) setLoaded({ key, value });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [key, load]);

  return loaded !== null && loaded.key === key ? loaded.value : null;
}
