import type { GatewayForm } from '../payment/payment.types.ts';

export interface WalletTopUpContext {
  /** The amount as typed, in rupees. */
  amount: string;
  /** The rule the amount breaks, or why the top-up did not start. */
  error: string | null;
}

export type WalletTopUpEvent =
  | { type: 'amount.change'; amount: string }
  /** ADD MONEY. */
  | { type: 'topUp.submit' }
  /** Closing the Add Wallet panel. */
  | { type: 'topUp.cancel' };

/** What the app's actors receive and resolve with (`walletTopUpMachine.provide({ actors })`). */
export interface WalletTopUpActorIO {
  /** `add_to_wallet`: resolves with the gateway's form, `orderId` being the top-up's payment id. */
  createTopUp: { input: { amountRupees: number }; output: GatewayForm };
}

/** The actions the app supplies, and the params each receives. */
export interface WalletTopUpActionParams {
  /** Posts the hidden form to the card gateway: the page leaves the app. */
  postToGateway: GatewayForm;
  /** A network failure: logged; the customer reads a generic message. */
  logFailure: { error: unknown };
}
