import { API_BASE } from '../../contract/constants.ts';
import { readCustomerSession } from '../app/storage.ts';
import { ApiError, storedSessionRefused } from './client.ts';
import { readEventStream } from './liveEvents.ts';
import { orderPath } from './orders.ts';

// Apart from the order calls: the stream's reader and its parser load with the page that follows an order, not
// with the cart's checkout, which places one.

/**
 * Follows the order's event stream: `onOpen` once connected, `onChange` for each move of the order (or a
 * `resync`, after which the order must be read again too). Resolves when the server ends the stream.
 */
export function watchOrder(
  orderId: string,
  { onOpen, onChange }: { onOpen: () => void; onChange: () => void },
  signal: AbortSignal,
) {
  return readEventStream(
    `${API_BASE}/${orderPath(orderId, 'events')}`,
    readCustomerSession(),
    {
      onOpen,
      onEvent: (name) => {
        if (name === 'order' || name === 'resync') onChange();
      },
    },
    signal,
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) storedSessionRefused();
    throw error;
  });
}
