import { expect, test } from 'vitest';
import type { WalletTransaction } from '../../contract/payment.ts';
import { walletRow } from '../../src/views/wallet/walletText.ts';

const topUp = (status: string): WalletTransaction => ({
  _id: 'p1',
  createdAt: '2026-11-20T14:00:00.000Z',
  tracking_id: '',
  amount: 10_000,
  status,
  kind: 'top_up',
});

test('a top-up that went through is added to the wallet, green, with a plus amount grouped the Indian way', () => {
  for (const status of ['Successful', 'Shipped']) {
    expect(walletRow(topUp(status))).toEqual({
      title: 'Added to wallet',
      amount: '+ ₹10,000.00',
      status: 'Success',
      tone: 'credit',
    });
  }
});

test('a top-up that added nothing never reads "Added to wallet": red, with its status and no sign', () => {
  for (const status of ['Awaited', 'Initiated', 'Pending']) {
    expect(walletRow(topUp(status))).toEqual({
      title: 'Top-up waiting for the bank',
      amount: '₹10,000.00',
      status,
      tone: 'failed',
    });
  }
  for (const status of ['Failure', 'Aborted', 'Timeout']) {
    expect(walletRow(topUp(status))).toMatchObject({ title: 'Top-up not added', status, tone: 'failed' });
  }
});
