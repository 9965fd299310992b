import { fromPromise } from 'xstate';
import type { GatewayFormReply, TopUp } from '../../contract/payment.ts';
import type { GatewayForm, PaymentActionParams, PaymentActorIO } from '../../machines/payment/payment.types.ts';
import type { WalletTopUpActionParams, WalletTopUpActorIO } from '../../machines/walletTopUp/walletTopUp.types.ts';
import { fetchOrder } from '../api/orders.ts';
import { fetchTopUp, payOrderNow, topUpWallet } from '../api/payments.ts';

type PaymentIO<Name extends keyof PaymentActorIO> = PaymentActorIO[Name];
type TopUpIO<Name extends keyof WalletTopUpActorIO> = WalletTopUpActorIO[Name];

/** The server's answer as the machines name it: the id the result page reads, and the form to post. */
export const gatewayForm = (reply: GatewayFormReply): GatewayForm => ({
  orderId: reply._id,
  gatewayUrl: reply.gatewayUrl,
  encRequest: reply.encRequest,
  accessCode: reply.accessCode,
});

/**
 * The browser's Back from the gateway's page may show the page left for it as it was (the back-forward cache):
 * the cart the order has since emptied, a payment that has ended, PLACE ORDER or ADD MONEY stuck on their way out.
 * Such a page loads again instead, and reads the orders, the cart and the wallet as they now are.
 */
function loadAgainWhenRestored(): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}

/**
 * Leaves the app for the card gateway the way its integration asks: a hidden form posting `encRequest`
 * and `access_code` to the gateway's page (spec section 4). The gateway sends the customer back, through
 * the server, to a result page.
 */
export function postToGateway(_: unknown, { gatewayUrl, encRequest, accessCode }: GatewayForm): void {
  loadAgainWhenRestored();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = gatewayUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries({ encRequest, access_code: accessCode })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const logFailure = (_: unknown, { error }: { error: unknown }) => console.error(error);

/** Add Wallet: `add_to_wallet`, then the gateway. */
export const walletTopUpEffects = {
  actors: {
    createTopUp: fromPromise<TopUpIO<'createTopUp'>['output'], TopUpIO<'createTopUp'>['input']>(async ({ input }) =>
      gatewayForm(await topUpWallet(input.amountRupees.toFixed(2))),
    ),
  },
  actions: {
    postToGateway: postToGateway as (_: unknown, params: WalletTopUpActionParams['postToGateway']) => void,
    logFailure: logFailure as (_: unknown, params: WalletTopUpActionParams['logFailure']) => void,
  },
};

/** The order-now payment and the result pages' reading of the order; `goHome` when there is none. */
export function paymentEffects(goHome: () => void) {
  return {
    actors: {
      createPayment: fromPromise<PaymentIO<'createPayment'>['output'], PaymentIO<'createPayment'>['input']>(
        async ({ input }) => gatewayForm(await payOrderNow(input.orderId)),
      ),
      readOrder: fromPromise<PaymentIO<'readOrder'>['output'], PaymentIO<'readOrder'>['input']>(({ input }) =>
        fetchOrder(input.orderId),
      ),
    },
    actions: {
      postToGateway: postToGateway as (_: unknown, params: PaymentActionParams['postToGateway']) => void,
      goHome,
      logFailure,
    },
  };
}

type TopUpReadIO = PaymentActorIO<TopUp>['readOrder'];

/**
 * A wallet top-up's result pages reading the top-up (`latestPayment/{id}`) until its payment settles;
 * `goHome` when there is none. The first answer is the route loader's read, already on its way.
 */
export function topUpResultEffects(goHome: () => void, loaded: Promise<TopUp | null>) {
  let first: Promise<TopUp | null> | null = loaded;
  return {
    actors: {
      readOrder: fromPromise<TopUpReadIO['output'], TopUpReadIO['input']>(({ input }) => {
        const read = first ?? fetchTopUp(input.orderId);
        first = null;
        return read;
      }),
    },
    actions: { goHome, logFailure },
  };
}
