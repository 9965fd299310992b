import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Order } from '../../../contract/order.ts';
import { fetchOrder } from '../../api/orders.ts';

/**
 * The order a result page names by `?id=`: undefined while it loads. Without one, or when it cannot be
 * found, the customer is sent home (spec sections 2 and 8).
 */
export function useOrderOfPage(): Order | undefined {
  const [params] = useSearchParams();
  const orderId = params.get('id');
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  useEffect(() => {
    if (orderId === null) {
      setOrder(null);
      return;
    }
    let current = true;
    fetchOrder(orderId).then(
      (found) => current && setOrder(found),
      (error: unknown) => {
        console.error(error);
        if (current) setOrder(null);
      },
    );
    return () => {
      current = false;
    };
  }, [orderId]);
  useEffect(() => {
    if (order === null) navigate('/', { replace: true });
  }, [order, navigate]);
  return order ?? undefined;
}
