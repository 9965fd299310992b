import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import type { StaffBoard, StaffOutlet } from '../../contract/staff.ts';
import { settle } from '../../flows/graph/fakes.ts';
import { type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import {
  CHALLENGE,
  CODE,
  consoleModel,
  movedMeanwhile,
  SESSION,
  STAFF_MOBILE,
  signedIn,
  signedOut,
} from '../../flows/models/console.model.ts';
import { madeOffline, offline, refusal } from '../../flows/samples/failures.ts';
import {
  boardAcceptedElsewhere,
  boardOutletClosedElsewhere,
  boardWithNewOrder,
  newDelivery,
  placedDelivery,
  preparingDelivery,
  staffBoard,
  staffOrder,
} from '../../flows/samples/staffBoard.ts';
import {
  boardFailed,
  closingOutlet,
  connectionStatus,
  draftOpen,
  outletOfOrder,
} from '../../machines/console/console.selectors.ts';
import type { AskedMove } from '../../machines/console/console.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const REFRESH_DEBOUNCE_MS = 100;
/** How long after a move the board takes no other (the machine's moveSettle). */
const MOVE_SETTLE_MS = 800;

const snapshotOf = (harness: Harness) => harness.actor.getSnapshot();
const callsOf = (harness: Harness, src: string) => harness.fakes.calls.filter((call) => call.src === src).length;

/** Signed in with a saved session: the board read and the live connection open. */
async function liveBoard(board: StaffBoard = staffBoard): Promise<Harness> {
  const harness = startHarness(consoleModel, signedIn);
  harness.fakes.resolve('loadBoard', board);
  await settle();
  await perform(harness, { type: 'live.open' });
  harness.clock.increment(REFRESH_DEBOUNCE_MS);
  harness.fakes.resolve('refreshBoard', board);
  await settle();
  return harness;
}

/** On the live board, `move` asked of the order and confirmed with its form as it opens: the draft's first check. */
async function confirmedBlank(orderId: string, move: AskedMove): Promise<Harness> {
  const harness = await liveBoard();
  await perform(harness, { type: 'order.move', orderId, move });
  await perform(harness, { type: 'move.confirm' });
  return harness;
}

/** On the live board, order-2 just started preparing; another accepted order, `next`, is the card that slides up. */
async function justMoved(): Promise<{ harness: Harness; next: ReturnType<typeof staffOrder> }> {
  const next = staffOrder({ _id: 'order-7', order_id: 'WF-000107', status: 'accepted', orderType: 'take_out' });
  const harness = await liveBoard({ ...staffBoard, orders: [...staffBoard.orders, next] });
  await perform(harness, { type: 'order.move', orderId: 'order-2', move: 'order.startPreparing' });
  harness.fakes.resolve('moveOrder', undefined);
  await settle();
  return { harness, next };
}

describe('staff console machine', () => {
  itWalksEveryStateAndTransition('console', consoleModel);

  it('signs staff in with the shop’s rules for the number and the code, and keeps the session', async () => {
    const harness = startHarness(consoleModel, signedOut);
    await perform(harness, { type: 'signIn.mobileChange', value: '97000' });
    await perform(harness, { type: 'signIn.submit' });
    expect(snapshotOf(harness).context.error).toBe(MESSAGES.invalidMobile);
    expect(harness.fakes.calls).toEqual([]);

    await perform(harness, { type: 'signIn.mobileChange', value: STAFF_MOBILE });
    expect(snapshotOf(harness).context.error).toBeNull();
    await perform(harness, { type: 'signIn.submit' });
    expect(harness.fakes.inputsOf('sendCode')).toEqual([{ mobile: STAFF_MOBILE }]);
    harness.fakes.resolve('sendCode', CHALLENGE);
    await settle();
    await perform(harness, { type: 'signIn.codeChange', value: '48' });
    await perform(harness, { type: 'signIn.verify' });
    expect(snapshotOf(harness).context.error).toBe(MESSAGES.otpIncomplete);

    await perform(harness, { type: 'signIn.codeChange', value: CODE });
    expect(snapshotOf(harness).context.error).toBeNull();
    await perform(harness, { type: 'signIn.verify' });
    expect(harness.fakes.inputsOf('verifyCode')).toEqual([{ challengeToken: CHALLENGE.token, otp: CODE }]);
    harness.fakes.resolve('verifyCode', SESSION);
    await settle();
    expect(harness.effects).toContainEqual({ type: 'saveSession', params: SESSION });
    expect(harness.fakes.inputsOf('loadBoard')).toEqual([{ session: SESSION.token }]);
  });

  it('shows the server’s refusal of a wrong code and empties the field', async () => {
    const harness = startHarness(consoleModel, signedOut);
    await perform(harness, { type: 'signIn.mobileChange', value: STAFF_MOBILE });
    await perform(harness, { type: 'signIn.submit' });
    harness.fakes.resolve('sendCode', CHALLENGE);
    await settle();
    await perform(harness, { type: 'signIn.codeChange', value: CODE });
    await perform(harness, { type: 'signIn.verify' });
    harness.fakes.reject('verifyCode', refusal(401, MESSAGES.otpWrong));
    await settle();
    expect(snapshotOf(harness).context).toMatchObject({ error: MESSAGES.otpWrong, code: '' });
  });

  it('reconnects a dropped live connection, at once and then a little less often, and reads the board again once back', async () => {
    const harness = await liveBoard();
    expect(connectionStatus(snapshotOf(harness))).toBe('live');
    const boardReads = callsOf(harness, 'loadBoard');

    await perform(harness, { type: 'live.drop' });
    expect(connectionStatus(snapshotOf(harness))).toBe('reconnecting');
    harness.clock.increment(500);
    expect(callsOf(harness, 'live')).toBe(2);
    await perform(harness, { type: 'live.drop' });
    harness.clock.increment(500);
    expect(callsOf(harness, 'live')).toBe(2);
    harness.clock.increment(1000);
    expect(callsOf(harness, 'live')).toBe(3);

    // Back: an order placed while it was down rings the bell and is counted.
    await perform(harness, { type: 'live.open' });
    expect(connectionStatus(snapshotOf(harness))).toBe('live');
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    expect(callsOf(harness, 'loadBoard')).toBe(boardReads + 1);
    harness.fakes.resolve('refreshBoard', boardWithNewOrder);
    await settle();
    expect(harness.effects).toContainEqual({ type: 'ringBell', params: { count: 1 } });
    expect(snapshotOf(harness).context.unseen).toEqual(['order-4']);
    expect(snapshotOf(harness).context.announcement).toBe('New order #WF-000104');
    await perform(harness, { type: 'board.seen' });
    expect(snapshotOf(harness).context.unseen).toEqual([]);
  });

  it('keeps trying every 3 s however long the connection stays down: a restaurant must not miss orders', async () => {
    const harness = await liveBoard();
    for (let drop = 1; drop <= 10; drop += 1) {
      await perform(harness, { type: 'live.drop' });
      harness.clock.increment(3000);
      expect(callsOf(harness, 'live')).toBe(1 + drop);
    }
  });

  it('a board that could not be read again is tried again in 5 s: the order that set it off is not missed', async () => {
    const harness = await liveBoard();
    await perform(harness, { type: 'live.change' });
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    harness.fakes.reject('refreshBoard', offline);
    await settle();
    expect(snapshotOf(harness).context.board).toEqual(staffBoard);
    expect(snapshotOf(harness).context.boardError).toBe(MESSAGES.serverError);
    const reads = callsOf(harness, 'loadBoard');
    harness.clock.increment(4999);
    expect(callsOf(harness, 'loadBoard')).toBe(reads);
    harness.clock.increment(1);
    expect(callsOf(harness, 'loadBoard')).toBe(reads + 1);
    harness.fakes.resolve('refreshBoard', boardWithNewOrder);
    await settle();
    expect(harness.effects).toContainEqual({ type: 'ringBell', params: { count: 1 } });
    expect(snapshotOf(harness).context.boardError).toBeNull();
  });

  it('counts a new order until it is accepted, rejected or cancelled, here or elsewhere', async () => {
    const harness = await liveBoard();
    const refresh = async (board: typeof staffBoard) => {
      await perform(harness, { type: 'live.change' });
      harness.clock.increment(REFRESH_DEBOUNCE_MS);
      harness.fakes.resolve('refreshBoard', board);
      await settle();
    };
    await refresh(boardWithNewOrder);
    expect(snapshotOf(harness).context.unseen).toEqual([newDelivery._id]);
    const rejected = { ...newDelivery, status: 'rejected' as const };
    await refresh({ ...boardWithNewOrder, orders: [...staffBoard.orders, rejected] });
    expect(snapshotOf(harness).context.unseen).toEqual([]);
  });

  it('tells the staff in the open dialog when the board shows its order moved since, and then moves it from there', async () => {
    const harness = await liveBoard();
    await perform(harness, { type: 'order.move', orderId: placedDelivery._id, move: 'order.reject' });
    await perform(harness, { type: 'move.change', field: 'reason', value: 'Out of noodles' });
    // Accepted in another tab meanwhile: the board is read again.
    await perform(harness, { type: 'live.change' });
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    harness.fakes.resolve('refreshBoard', boardAcceptedElsewhere);
    await settle();
    expect(draftOpen(snapshotOf(harness))).toBe(true);
    expect(snapshotOf(harness).context.draftError).toBe(
      `Order ${placedDelivery.order_id} was accepted meanwhile: check it before you change it`,
    );
    expect(callsOf(harness, 'moveOrder')).toBe(0);
    // Still said as the reason is edited: it is no rule of the fields.
    await perform(harness, { type: 'move.change', field: 'reason', value: 'Out of noodles today' });
    expect(snapshotOf(harness).context.draftError).toMatch(/accepted meanwhile/);

    await perform(harness, { type: 'move.confirm' });
    expect(harness.fakes.latest('moveOrder').input).toEqual({
      session: SESSION.token,
      orderId: placedDelivery._id,
      request: { status: 'rejected', from: 'accepted', reason: 'Out of noodles today' },
    });
  });

  it('reads the board once for a burst of changes', async () => {
    const harness = await liveBoard();
    const boardReads = callsOf(harness, 'loadBoard');
    for (let change = 0; change < 3; change += 1) {
      await perform(harness, { type: 'live.change' });
      harness.clock.increment(30);
    }
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    expect(callsOf(harness, 'loadBoard')).toBe(boardReads + 1);
  });

  it('shows a refused move’s message and reads the board again', async () => {
    const harness = await liveBoard();
    const boardReads = callsOf(harness, 'loadBoard');
    await perform(harness, { type: 'order.move', orderId: 'order-2', move: 'order.startPreparing' });
    expect(harness.fakes.latest('moveOrder').input).toEqual({
      session: SESSION.token,
      orderId: 'order-2',
      request: { status: 'preparing', from: 'accepted' },
    });
    harness.fakes.reject('moveOrder', movedMeanwhile);
    await settle();
    expect(snapshotOf(harness).context.notice).toBe(movedMeanwhile.message);
    expect(callsOf(harness, 'loadBoard')).toBe(boardReads + 1);
  });

  it('takes a tap just after a move for the move, not for the next card sliding up under the finger', async () => {
    const { harness, next } = await justMoved();
    const tap = { type: 'order.move', orderId: next._id, move: 'order.startPreparing', tapped: true } as const;
    await perform(harness, tap);
    expect(callsOf(harness, 'moveOrder')).toBe(1);
    // The outlet's switches are elsewhere on the screen: they go at once.
    expect(snapshotOf(harness).can({ type: 'dish.change', outletId: 'o', productId: 'p', available: false })).toBe(
      true,
    );
    harness.clock.increment(MOVE_SETTLE_MS);
    await perform(harness, tap);
    expect(callsOf(harness, 'moveOrder')).toBe(2);
    expect(harness.fakes.latest('moveOrder').input).toMatchObject({ orderId: next._id });
  });

  it('takes a key pressed just after a move at once: the focus follows its order, no card slides under it', async () => {
    const { harness, next } = await justMoved();
    await perform(harness, { type: 'order.move', orderId: next._id, move: 'order.startPreparing', tapped: false });
    expect(callsOf(harness, 'moveOrder')).toBe(2);
  });

  it("forgets that the device was offline once the connection is back; a refusal's message stays", async () => {
    const harness = await liveBoard();
    const reconnect = async () => {
      await perform(harness, { type: 'live.drop' });
      harness.clock.increment(500);
      await perform(harness, { type: 'live.open' });
    };
    const dish = {
      type: 'dish.change',
      outletId: 'surat-adajan',
      productId: 'hakka-noodles',
      available: false,
    } as const;
    await perform(harness, dish);
    harness.fakes.reject('changeDish', madeOffline);
    await settle();
    expect(snapshotOf(harness).context.notice).toBe(MESSAGES.offlineCall);
    await reconnect();
    expect(snapshotOf(harness).context.notice).toBeNull();

    await perform(harness, dish);
    harness.fakes.reject('changeDish', movedMeanwhile);
    await settle();
    await reconnect();
    expect(snapshotOf(harness).context.notice).toBe(movedMeanwhile.message);
  });

  it('asks for the preparation minutes before accepting, with the contract’s rule', async () => {
    const harness = await confirmedBlank(placedDelivery._id, 'order.accept');
    expect(snapshotOf(harness).context.draftError).toBe('Please give the preparation time');
    await perform(harness, { type: 'move.change', field: 'prepMinutes', value: '500' });
    await perform(harness, { type: 'move.confirm' });
    expect(snapshotOf(harness).context.draftError).toBe('Preparation time must be 5 to 180 minutes');
    expect(callsOf(harness, 'moveOrder')).toBe(0);

    await perform(harness, { type: 'move.change', field: 'prepMinutes', value: '20' });
    await perform(harness, { type: 'move.confirm' });
    expect(harness.fakes.latest('moveOrder').input).toEqual({
      session: SESSION.token,
      orderId: placedDelivery._id,
      request: { status: 'accepted', from: 'placed', prepMinutes: '20' },
    });
    harness.fakes.resolve('moveOrder', undefined);
    await settle();
    expect(snapshotOf(harness).context.draft).toBeNull();
  });

  it('dispatches a delivery only with the rider’s name, each rule said under its field', async () => {
    const harness = await confirmedBlank(preparingDelivery._id, 'order.dispatch');
    const shown = () => [snapshotOf(harness).context.draftErrorField, snapshotOf(harness).context.draftError];
    expect(shown()).toEqual(['rider_name', "Please give the rider's name"]);
    await perform(harness, { type: 'move.change', field: 'rider_name', value: 'Ravi' });
    await perform(harness, { type: 'move.change', field: 'rider_phone', value: '98765' });
    await perform(harness, { type: 'move.confirm' });
    expect(shown()).toEqual(['rider_phone', "Rider's phone must be a 10-digit mobile number"]);
    await perform(harness, { type: 'move.change', field: 'rider_phone', value: '98765432' });
    expect(shown()).toEqual(['rider_phone', "Rider's phone must be a 10-digit mobile number"]);
    await perform(harness, { type: 'move.change', field: 'rider_phone', value: '9876543210' });
    expect(shown()).toEqual([null, null]);
    await perform(harness, { type: 'move.change', field: 'tracking_url', value: 'track.example.com/r/42' });
    await perform(harness, { type: 'move.confirm' });
    expect(shown()).toEqual(['tracking_url', 'Tracking link must start with http:// or https://']);
  });

  it('says a rule of the whole move (a reason given) under the field that gives it', async () => {
    const harness = await confirmedBlank(placedDelivery._id, 'order.reject');
    expect(snapshotOf(harness).context.draftErrorField).toBe('reason');
    expect(snapshotOf(harness).context.draftError).toBe('Please give a reason');
  });

  it.each([
    { move: 'order.handOver', from: 'dispatched', to: 'delivered' },
    { move: 'order.settle', from: 'delivered', to: 'settled' },
  ] as const)(
    'asks to confirm $move, which cannot be undone, and sends it only once confirmed',
    async ({ move, from, to }) => {
      const order = staffOrder({ _id: 'order-5', order_id: 'WF-000105', status: from, orderType: 'delivery' });
      const harness = await liveBoard({ ...staffBoard, orders: [...staffBoard.orders, order] });
      await perform(harness, { type: 'order.move', orderId: order._id, move });
      expect(draftOpen(snapshotOf(harness))).toBe(true);
      await perform(harness, { type: 'move.dismiss' });
      expect(draftOpen(snapshotOf(harness))).toBe(false);

      await perform(harness, { type: 'order.move', orderId: order._id, move });
      await perform(harness, { type: 'move.confirm' });
      expect(callsOf(harness, 'moveOrder')).toBe(1);
      expect(harness.fakes.latest('moveOrder').input).toEqual({
        session: SESSION.token,
        orderId: order._id,
        request: { status: to, from },
      });
    },
  );

  it('asks to confirm closing the outlet, and sends it only once confirmed; the other switches go at once', async () => {
    const harness = await liveBoard();
    const closeAdajan = { type: 'outlet.change', outletId: 'surat-adajan', change: { open: false } } as const;
    await perform(harness, closeAdajan);
    expect(closingOutlet(snapshotOf(harness))).toBe('surat-adajan');
    await perform(harness, { type: 'outlet.closeDismiss' });
    expect(closingOutlet(snapshotOf(harness))).toBeNull();
    expect(callsOf(harness, 'changeOutlet')).toBe(0);

    await perform(harness, closeAdajan);
    await perform(harness, { type: 'outlet.closeConfirm' });
    expect(harness.fakes.latest('changeOutlet').input).toEqual({
      session: SESSION.token,
      outletId: 'surat-adajan',
      change: { open: false },
    });
    harness.fakes.resolve('changeOutlet', undefined);
    await settle();
    expect(closingOutlet(snapshotOf(harness))).toBeNull();

    await perform(harness, { type: 'outlet.change', outletId: 'surat-adajan', change: { delivery: false } });
    expect(callsOf(harness, 'changeOutlet')).toBe(2);
  });

  it('drops the question when the board shows the outlet closed meanwhile, from another console', async () => {
    const harness = await liveBoard();
    await perform(harness, { type: 'outlet.change', outletId: 'surat-adajan', change: { open: false } });
    await perform(harness, { type: 'live.change' });
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    harness.fakes.resolve('refreshBoard', boardOutletClosedElsewhere);
    await settle();
    expect(closingOutlet(snapshotOf(harness))).toBeNull();
    expect(snapshotOf(harness).can({ type: 'outlet.closeConfirm' })).toBe(false);
    expect(callsOf(harness, 'changeOutlet')).toBe(0);
  });

  it('offers only the moves the order’s lifecycle allows', async () => {
    const harness = await liveBoard();
    const can = (orderId: string, move: string) =>
      snapshotOf(harness).can({ type: 'order.move', orderId, move } as never);
    expect(can(placedDelivery._id, 'order.accept')).toBe(true);
    expect(can(placedDelivery._id, 'order.settle')).toBe(false);
    expect(can(preparingDelivery._id, 'order.markReady')).toBe(false);
    expect(can('order-unknown', 'order.accept')).toBe(false);
  });

  it('says the board could not be read, and reads it again on Try again', async () => {
    const harness = startHarness(consoleModel, signedIn);
    harness.fakes.reject('loadBoard', offline);
    await settle();
    expect(boardFailed(snapshotOf(harness))).toBe(true);
    expect(snapshotOf(harness).context.boardError).toBe(MESSAGES.serverError);
    await perform(harness, { type: 'board.retry' });
    harness.fakes.resolve('loadBoard', staffBoard);
    await settle();
    expect(boardFailed(snapshotOf(harness))).toBe(false);
    expect(snapshotOf(harness).context.board).toEqual(staffBoard);
  });

  it('signs out when the server no longer takes the session', async () => {
    const harness = startHarness(consoleModel, signedIn);
    harness.fakes.reject('loadBoard', refusal(401, 'Unauthorized'));
    await settle();
    expect(snapshotOf(harness).matches('signedOut')).toBe(true);
    expect(snapshotOf(harness).context.error).toBe(MESSAGES.sessionExpired);
    expect(harness.effects).toContainEqual({ type: 'forgetSession', params: undefined });
  });

  it("names an order's outlet on its card only for staff of several outlets", async () => {
    const harness = await liveBoard();
    expect(outletOfOrder(snapshotOf(harness), placedDelivery)).toBeNull();
    const [adajan] = staffBoard.outlets;
    const vesu = { ...(adajan as StaffOutlet), id: 'surat-vesu', name: 'Wokflow Vesu' };
    const manager = { ...staffBoard, outlets: [...staffBoard.outlets, vesu] };
    const snapshot = { ...snapshotOf(harness), context: { ...snapshotOf(harness).context, board: manager } };
    expect(outletOfOrder(snapshot, placedDelivery)).toBe('Wokflow Adajan');
    expect(outletOfOrder(snapshot, { ...placedDelivery, outletId: 'surat-vesu' })).toBe('Wokflow Vesu');
  });

  it("reads out a new order's outlet only for staff of several outlets", async () => {
    const harness = await liveBoard();
    const [adajan] = staffBoard.outlets;
    const vesu = { ...(adajan as StaffOutlet), id: 'surat-vesu', name: 'Wokflow Vesu' };
    const newAtVesu = { ...newDelivery, _id: 'order-5', order_id: 'WF-000105', outletId: vesu.id };
    await perform(harness, { type: 'live.change' });
    harness.clock.increment(REFRESH_DEBOUNCE_MS);
    harness.fakes.resolve('refreshBoard', {
      ...boardWithNewOrder,
      outlets: [...staffBoard.outlets, vesu],
      orders: [...boardWithNewOrder.orders, newAtVesu],
    });
    await settle();
    expect(snapshotOf(harness).context.announcement).toBe(
      '2 new orders: #WF-000104 at Wokflow Adajan, #WF-000105 at Wokflow Vesu',
    );
  });
});
