import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { paymentMachine, RECHECK_MAX_MS } from '../../machines/payment/payment.machine.ts';
import type {
  PaymentActionParams,
  PaymentActorIO,
  PaymentContext,
  PaymentInput,
} from '../../machines/payment/payment.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { failedOrder, orderForm, paidOrder, pendingOrder } from '../samples/payment.ts';

/** The order-now page's proceed-to-pay. */
export const startingPayment: PaymentInput = { mode: 'start', source: 'orderNow', orderId: orderForm.orderId };
/** A result page back from the gateway, `?id=` the order. */
export const returning: PaymentInput = { mode: 'return', orderId: orderForm.orderId };

export const paymentModel: MachineModel = {
  // The walk moves its clock by a delay's number, and the backoff is a function of the re-reads done:
  // the walk waits the longest (the cap) every time. The tests run the real backoff.
  machine: paymentMachine.provide({ delays: { recheckBackoff: RECHECK_MAX_MS } }),
  starts: [
    { name: 'paying an order', input: startingPayment },
    { name: 'back from the gateway', input: returning },
  ],
  actors: Object.keys({ createPayment: true, readOrder: true } satisfies Record<keyof PaymentActorIO, true>),
  actions: Object.keys({ postToGateway: true, goHome: true, logFailure: true } satisfies Record<
    keyof PaymentActionParams,
    true
  >),
  // What the guards read: which half, and how many re-reads were done (the limit).
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as PaymentContext;
    return [context.mode, context.rechecks];
  },
  events: () => [
    { type: 'payment.retry' },
    { type: 'check.again' },
    done('createPayment', orderForm),
    failed('createPayment', refusal(404, MESSAGES.noOrderAwaitingPayment)),
    failed('createPayment', offline),
    done('readOrder', paidOrder),
    done('readOrder', pendingOrder),
    done('readOrder', failedOrder),
    done('readOrder', null),
    failed('readOrder', refusal(401, MESSAGES.sessionExpired)),
    failed('readOrder', offline),
  ],
};
