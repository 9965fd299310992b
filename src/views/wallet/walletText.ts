import { formatRupees } from '../../../contract/money.ts';
import { paymentOutcome, type WalletTransaction } from '../../../contract/payment.ts';
import type { ResultHeadline } from '../../ui/ResultPage.tsx';

const SETTLED = new Set(['Successful', 'Shipped']);

export interface WalletRow {
  title: string;
  /** The amount with its sign: '+ ₹500.00' credited, '− ₹250.00' spent, '₹500.00' when nothing moved. */
  amount: string;
  /** 'Success' for money that moved, else the gateway's word. */
  status: string;
  /** Credited (green), spent (plain), or a top-up that did not go through (red). */
  tone: 'credit' | 'debit' | 'failed';
}

/** A top-up that added nothing: still waiting for the bank's word (Awaited, Initiated), or not made. */
const topUpNotAdded = (status: string) =>
  paymentOutcome(status) === 'pending' ? 'Top-up waiting for the bank' : 'Top-up not added';

/**
 * A wallet transaction as its row reads (spec section 4, "Wallet rows"): a top-up that is Successful or
 * Shipped is a green Success with a plus amount, 'Added to wallet'; any other top-up red with its status, under
 * a title that says nothing was added; an order paid from the wallet is a minus amount, a refund a plus.
 */
export function walletRow(transaction: WalletTransaction): WalletRow {
  const money = formatRupees(transaction.amount);
  switch (transaction.kind) {
    case 'top_up':
      if (SETTLED.has(transaction.status)) {
        return { title: 'Added to wallet', amount: `+ ${money}`, status: 'Success', tone: 'credit' };
      }
      return { title: topUpNotAdded(transaction.status), amount: money, status: transaction.status, tone: 'failed' };
    case 'order_payment':
      return {
        title: `Paid for ${transaction.orderId ?? 'an order'}`,
        amount: `− ${money}`,
        status: 'Success',
        tone: 'debit',
      };
    case 'refund':
      return {
        title: `Refund for ${transaction.orderId ?? 'an order'}`,
        amount: `+ ${money}`,
        status: 'Success',
        tone: 'credit',
      };
  }
}

/**
 * What became of a top-up, as its result pages say it whichever of them the customer is on (spec section 2):
 * in the wallet, with its amount; still waiting for the bank, which the page checks again by itself until it
 * stops (`stoppedChecking`: then Check again is the way); or failed, 'Your Transaction {status}', nothing added.
 */
export function topUpHeadline(status: string, amount: number, stoppedChecking: boolean): ResultHeadline {
  switch (paymentOutcome(status)) {
    case 'paid':
      return {
        tone: 'success',
        heading: 'Money added to your wallet',
        note: `${formatRupees(amount)} is in your wallet now.`,
      };
    case 'pending':
      return {
        tone: 'waiting',
        heading: `Your Transaction ${status}`,
        note: stoppedChecking
          ? 'The bank has yet to confirm this payment: your wallet is credited as soon as it does. Check again in a while.'
          : 'The bank has yet to confirm this payment: your wallet is credited as soon as it does, and this page moves on by itself.',
      };
    case 'failed':
      return { tone: 'failure', heading: `Your Transaction ${status}`, note: 'Nothing was added to your wallet.' };
  }
}
