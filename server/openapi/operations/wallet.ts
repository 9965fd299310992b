import * as MESSAGES from '../../../contract/messages.ts';
import { TopUpListSchema, WalletTransactionListSchema } from '../../../contract/payment.ts';
import { operationsOf } from '../operation.ts';
import { notFound, PAYMENT_STARTED, PAYMENTS_LIMITED } from './sharedCalls.ts';

export const walletOperations = operationsOf('Wallet', {
  topUp: {
    summary: 'Start topping the wallet up',
    description: "Both ids of the reply are the payment's; the wallet is credited once the gateway confirms.",
    ...PAYMENT_STARTED,
    refusals: PAYMENTS_LIMITED,
  },
  topUpResult: {
    summary: 'A top-up, in a list of one',
    description: 'A top-up still waiting is asked about first, so its page moves on once the gateway knows.',
    data: TopUpListSchema,
    refusals: notFound(MESSAGES.paymentNotFound),
  },
  transactions: {
    summary: "The wallet's transactions, newest first",
    description: "The path names the customer's own id: no other wallet is readable.",
    data: WalletTransactionListSchema,
    refusals: notFound(MESSAGES.notFound),
  },
});
