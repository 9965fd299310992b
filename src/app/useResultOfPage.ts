import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * What a result page names by `?id=` (an order, a wallet top-up), read with `load`: undefined while it
 * loads. Without an id, or when nothing is found, the customer is sent home (spec sections 2 and 8).
 */
export function useResultOfPage<T>(load: (id: string) => Promise<T | null>): T | undefined {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const [result, setResult] = useState<T | null | undefined>(undefined);
  const read = useEffectEvent(load);
  useEffect(() => {
    if (id === null) {
      setResult(null);
      return;
    }
    let current = true;
    read(id).then(
      (found) => current && setResult(found),
      (error: unknown) => {
        console.error(error);
        if (current) setResult(null);
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  useEffect(() => {
    if (result === null) navigate('/', { replace: true });
  }, [result, navigate]);
  return result ?? undefined;
}
