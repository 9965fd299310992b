import * as MESSAGES from '../../../contract/messages.ts';
import { GatewayFormReplySchema, TopUpListSchema, WalletTransactionListSchema } from '../../../contract/payment.ts';
import { operationsOf } from '../operation.ts';

const wallet = operationsOf('Wallet');

export const walletOperations = {
  topUp: wallet({
    summary: 'Start topping the wallet up',
    description: "Both ids of the reply are the payment's; the wallet is credited once the gateway confirms.",
    data: GatewayFormReplySchema,
    msg: [MESSAGES.paymentStarted],
  }),
  topUpResult: wallet({
    summary: 'A top-up, in a list of one',
    description: 'A top-up still waiting is asked about first, so its page moves on once the gateway knows.',
    data: TopUpListSchema,
    refusals: { 404: [MESSAGES.paymentNotFound] },
  }),
  transactions: wallet({
    summary: "The wallet's transactions, newest first",
    description: "The path names the customer's own id: no other wallet is readable.",
    data: WalletTransactionListSchema,
    refusals: { 404: [MESSAGES.notFound] },
  }),
};
