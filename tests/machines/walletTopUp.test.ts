import { describe, expect, it } from 'vitest';
import { WALLET_TOP_UP_MAX_RUPEES } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { walletTopUpModel } from '../../flows/models/walletTopUp.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { topUpForm } from '../../flows/samples/payment.ts';
import type { WalletTopUpContext } from '../../machines/walletTopUp/walletTopUp.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const start = () => startHarness(walletTopUpModel);
const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as WalletTopUpContext;
const at = (harness: Harness) => snapshot(harness).value;

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

/** ADD MONEY with `amount` typed in: where it lands, and what the panel says. */
async function submit(amount: string) {
  const harness = start();
  await steps(harness, { type: 'amount.change', amount }, { type: 'topUp.submit' });
  return { state: at(harness), error: context(harness).error, calls: harness.fakes.inputsOf('createTopUp') };
}

const tooMuch = MESSAGES.walletAmountMax('₹10,000.00');

describe('wallet top-up machine', () => {
  itWalksEveryStateAndTransition('walletTopUp', walletTopUpModel);

  it("ADD MONEY with no amount: 'please enter amount', and nothing is asked of the server", async () => {
    expect(MESSAGES.pleaseEnterAmount).toBe('please enter amount');
    for (const amount of ['', '   ']) {
      expect(await submit(amount)).toEqual({ state: 'editing', error: MESSAGES.pleaseEnterAmount, calls: [] });
    }
  });

  it('takes rupees with at most 2 decimals, more than 0 and at most ₹10,000', async () => {
    expect(WALLET_TOP_UP_MAX_RUPEES).toBe(10_000);
    for (const amount of ['abc', '12.345', '-5', '1e3', '₹500', '0', '0.00']) {
      expect(await submit(amount), amount).toEqual({
        state: 'editing',
        error: MESSAGES.walletAmountInvalid,
        calls: [],
      });
    }
    for (const amount of ['10000.01', '25000']) {
      expect(await submit(amount), amount).toEqual({ state: 'editing', error: tooMuch, calls: [] });
    }
    const accepted = [' 499.5 ', '0.01', '10000', '10000.00'];
    const calls = await Promise.all(accepted.map(async (amount) => (await submit(amount)).calls));
    expect(calls).toEqual([
      [{ amountRupees: 499.5 }],
      [{ amountRupees: 0.01 }],
      [{ amountRupees: 10_000 }],
      [{ amountRupees: 10_000 }],
    ]);
  });

  it("a valid amount: the server makes the gateway's form, the app posts it and the page leaves", async () => {
    const harness = start();
    await steps(harness, { type: 'amount.change', amount: '' }, { type: 'topUp.submit' });
    expect(context(harness).error).toBe(MESSAGES.pleaseEnterAmount);
    await steps(harness, { type: 'amount.change', amount: '500' });
    expect(context(harness).error).toBeNull();
    await steps(harness, { type: 'topUp.submit' });
    expect(at(harness)).toBe('creating');
    expect(context(harness).error).toBeNull();
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(snapshot(harness).can({ type: 'topUp.submit' })).toBe(false);
    await steps(harness, done('createTopUp', topUpForm));
    expect(at(harness)).toBe('redirecting');
    expect(snapshot(harness).status).toBe('done');
    expect(harness.effects).toEqual([{ type: 'postToGateway', params: topUpForm }]);
  });

  it("a refusal shows the server's msg and keeps the amount entered; ADD MONEY works again", async () => {
    const harness = start();
    await steps(harness, { type: 'amount.change', amount: '750.25' }, { type: 'topUp.submit' });
    await steps(harness, failed('createTopUp', refusal(401, MESSAGES.sessionExpired)));
    expect(at(harness)).toBe('editing');
    expect(context(harness)).toEqual({ amount: '750.25', error: MESSAGES.sessionExpired });
    expect(harness.effects).toEqual([]);
    await steps(harness, { type: 'topUp.submit' });
    expect(harness.fakes.inputsOf('createTopUp')).toEqual([{ amountRupees: 750.25 }, { amountRupees: 750.25 }]);
  });

  it('a network failure is logged and shows a generic message, the amount kept', async () => {
    const harness = start();
    await steps(harness, { type: 'amount.change', amount: '200' }, { type: 'topUp.submit' });
    await steps(harness, failed('createTopUp', offline));
    expect(context(harness)).toEqual({ amount: '200', error: MESSAGES.serverError });
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
  });

  it('closing the panel adds nothing, even while the server is asked', async () => {
    const editing = start();
    await steps(editing, { type: 'amount.change', amount: '300' }, { type: 'topUp.cancel' });
    expect(at(editing)).toBe('closed');
    expect(editing.fakes.calls).toEqual([]);

    const asking = start();
    await steps(asking, { type: 'amount.change', amount: '300' }, { type: 'topUp.submit' }, { type: 'topUp.cancel' });
    expect(at(asking)).toBe('closed');
    expect(snapshot(asking).status).toBe('done');
    expect(asking.effects).toEqual([]);
  });
});
