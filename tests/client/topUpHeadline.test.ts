import { expect, test } from 'vitest';
import { topUpHeadline } from '../../src/views/wallet/walletText.ts';

// Whichever result page the gateway sent the customer to, the headline says what the top-up is now.

test('a top-up in the wallet reads "Money added" with its amount, in the gateway vocabularies alike', () => {
  for (const status of ['Success', 'Successful', 'Shipped']) {
    expect(topUpHeadline(status, 130, false)).toEqual({
      tone: 'success',
      heading: 'Money added to your wallet',
      note: '₹130.00 is in your wallet now.',
    });
  }
});

test('a top-up the bank has yet to confirm never reads as added, nor as failed', () => {
  for (const status of ['Awaited', 'Initiated', 'Pending']) {
    const headline = topUpHeadline(status, 130, false);
    expect(headline.tone).toBe('waiting');
    expect(headline.heading).toBe(`Your Transaction ${status}`);
    expect(headline.note).toMatch(/moves on by itself/);
    expect(headline.note).not.toMatch(/Nothing was added/);
  }
  // Once the page has stopped checking by itself, it no longer says it moves on by itself.
  expect(topUpHeadline('Awaited', 130, true).note).toMatch(/Check again/);
  expect(topUpHeadline('Awaited', 130, true).note).not.toMatch(/by itself/);
});

test('a failed top-up reads its status and that nothing was added', () => {
  for (const status of ['Failure', 'Unsuccessful', 'Aborted', 'Timeout']) {
    expect(topUpHeadline(status, 130, false)).toEqual({
      tone: 'failure',
      heading: `Your Transaction ${status}`,
      note: 'Nothing was added to your wallet.',
    });
  }
});
