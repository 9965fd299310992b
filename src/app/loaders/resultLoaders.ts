import { type LoaderFunctionArgs, redirect } from 'react-router';
import { fetchOrder } from '../../api/orders.ts';
import { fetchTopUp } from '../../api/payments.ts';
import { orNothing } from './orNothing.ts';

/**
 * A result page's subject, named by `?id=` (an order, a wallet top-up) and read with `read`. Without
 * an id the customer is sent home (spec sections 2 and 8); the page does the same when none is found.
 */
const resultOf =
  <T>(read: (id: string) => Promise<T | null>) =>
  ({ request }: LoaderFunctionArgs) => {
    const id = new URL(request.url).searchParams.get('id');
    if (!id) throw redirect('/');
    return { result: orNothing(read(id)) };
  };

export const orderResultLoader = resultOf(fetchOrder);

export const topUpResultLoader = resultOf(fetchTopUp);
