import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import type { Db } from '../../server/db/db.ts';
import { LIVE_CHANNEL } from '../../server/db/queries/liveEvents.ts';
import { liveHub } from '../../server/live/liveHub.ts';
import { openEventStream } from './support/events.ts';
import { testApp } from './support/http.ts';
import { FRIDAY_EVENING } from './support/shop.ts';
import { ADAJAN_STAFF, staffSessionIn } from './support/staff.ts';
import { openTestDb } from './support/testDb.ts';

/** A database whose notifications the test sends by hand, and whose connection it can "lose". */
function fakeListening() {
  const heard: { channel: string; onMessage: (payload: string) => void; onGap?: () => void }[] = [];
  const listen: Db['listen'] = async (channel, onMessage, onGap) => {
    heard.push({ channel, onMessage, onGap });
    return async () => undefined;
  };
  return {
    listen: vi.fn(listen),
    notify: (payload: string) => {
      for (const listener of heard) listener.onMessage(payload);
    },
    loseConnection: () => {
      for (const listener of heard) listener.onGap?.();
    },
  };
}

const ORDER_EVENT = {
  kind: 'order',
  orderId: 'o-1',
  outletId: 'surat-adajan',
  status: 'placed',
  forStaff: true,
} as const;

const subscriber = () => ({ onEvent: vi.fn(), onGap: vi.fn(), onClose: vi.fn() });

describe("a server's hub of live events", () => {
  test('listens once on the live channel however many subscribe, and hands every event to each', async () => {
    const database = fakeListening();
    const hub = liveHub(database);
    const first = subscriber();
    const second = subscriber();
    const stopFirst = await hub.subscribe(first);
    await hub.subscribe(second);
    expect(database.listen).toHaveBeenCalledTimes(1);
    expect(database.listen.mock.calls[0]?.[0]).toBe(LIVE_CHANNEL);

    database.notify(JSON.stringify(ORDER_EVENT));
    database.notify('not json');
    database.notify(JSON.stringify({ kind: 'order', orderId: 'o-2' }));
    expect(first.onEvent.mock.calls).toEqual([[ORDER_EVENT]]);
    expect(second.onEvent.mock.calls).toEqual([[ORDER_EVENT]]);

    stopFirst();
    database.loseConnection();
    expect(first.onGap).not.toHaveBeenCalled();
    expect(second.onGap).toHaveBeenCalledTimes(1);
  });

  test('closed as the server stops, it closes every subscriber, and one that comes later at once', async () => {
    const database = fakeListening();
    const hub = liveHub(database);
    const open = subscriber();
    await hub.subscribe(open);
    hub.close();
    expect(open.onClose).toHaveBeenCalledTimes(1);
    database.notify(JSON.stringify(ORDER_EVENT));
    expect(open.onEvent).not.toHaveBeenCalled();
    const late = subscriber();
    await hub.subscribe(late);
    expect(late.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('an event stream after a gap in the notifications', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db?.close());

  test('tells the reader to fetch afresh: event resync', async () => {
    const database = fakeListening();
    const app = testApp(db, FRIDAY_EVENING, { live: liveHub(database) });
    const staff = await staffSessionIn(db, ADAJAN_STAFF, FRIDAY_EVENING);
    const stream = await openEventStream(app, `${STAFF_API_BASE}/events`, { Authorization: `Bearer ${staff}` });
    database.notify(JSON.stringify({ ...ORDER_EVENT, outletId: 'surat-vesu' }));
    database.loseConnection();
    // Vesu's order was not this member of staff's: the first event is the resync.
    expect(await stream.next()).toEqual({ event: 'resync', data: '{}' });
    await stream.close();
  });
});
