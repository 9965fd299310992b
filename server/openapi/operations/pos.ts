import { operationsOf } from '../operation.ts';
import { ORDER_MOVED } from './sharedCalls.ts';

export const posOperations = operationsOf('Point of sale', {
  move: {
    summary: 'Move an order, from the point of sale',
    description:
      "The path names the order by its id or its number (`WF-000123`). Signed: `X-Wokflow-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body under POS_WEBHOOK_SECRET. An `event_id` already applied changes nothing and answers 200 with the order's status now. The lifecycle's rules hold as for the console; an online order whose payment is not confirmed yet is not found (404).",
    ...ORDER_MOVED,
  },
});
