import { describe, expect, it } from 'vitest';
import { placedDelivery } from '../../flows/samples/staffBoard.ts';
import { etaText, paymentText, stopText, unsettledText } from '../../src/console/orderText.ts';

const AT = '2026-11-20T14:10:00.000Z';

describe("a stopped order's card", () => {
  it('says who rejected or cancelled it, and why', () => {
    const rejected = {
      ...placedDelivery,
      status: 'rejected' as const,
      timeline: [
        ...placedDelivery.timeline,
        { status: 'rejected' as const, at: AT, by: 'staff' as const, reason: 'Out of paneer' },
      ],
    };
    expect(stopText(rejected)).toBe('Rejected by the outlet: Out of paneer');
    const cancelled = {
      ...placedDelivery,
      status: 'cancelled' as const,
      timeline: [
        ...placedDelivery.timeline,
        { status: 'cancelled' as const, at: AT, by: 'customer' as const, reason: null },
      ],
    };
    expect(stopText(cancelled)).toBe('Cancelled by the customer');
  });

  it('says nothing of an order still under way', () => {
    expect(stopText(placedDelivery)).toBeNull();
  });
});

describe("a delivered order's card", () => {
  const delivered = (updatedAt: string, orderType: 'delivery' | 'take_out' = 'delivery') => ({
    ...placedDelivery,
    orderType,
    status: 'delivered' as const,
    updatedAt,
  });
  const now = Date.parse('2026-11-20T14:10:00.000Z'); // 7:40 pm at the outlet

  it('handed over on an earlier day at the outlet and not settled: says since when', () => {
    // 11:50 pm on the 19th at the outlet, though the 19th's evening in UTC too.
    expect(unsettledText(delivered('2026-11-19T18:20:00.000Z'), now)).toBe('Delivered 19 Nov 2026, not settled yet');
    expect(unsettledText(delivered('2026-11-18T08:00:00.000Z', 'take_out'), now)).toBe(
      'Collected 18 Nov 2026, not settled yet',
    );
  });

  it('handed over today at the outlet, or not delivered: says nothing', () => {
    // 12:10 am on the 20th at the outlet, still the 19th in UTC.
    expect(unsettledText(delivered('2026-11-19T18:40:00.000Z'), now)).toBeNull();
    expect(unsettledText({ ...placedDelivery, updatedAt: '2026-11-18T08:00:00.000Z' }, now)).toBeNull();
  });
});

describe("an order card's promised time and payment", () => {
  const eta = '2026-11-20T14:27:00.000Z';
  it('says when the order is due while it still lies ahead, and nothing once it is handed over or stopped', () => {
    expect(etaText({ ...placedDelivery, status: 'preparing', eta })).toBe('At the door by 7:57 pm');
    expect(etaText({ ...placedDelivery, orderType: 'take_out', status: 'ready', eta })).toMatch(/^Ready by /);
    for (const status of ['delivered', 'settled', 'rejected', 'cancelled'] as const) {
      expect(etaText({ ...placedDelivery, status, eta }), status).toBeNull();
    }
  });

  it('says a stopped cash order has nothing to collect, and shows any other payment as it stands', () => {
    const cash = { ...placedDelivery.payment, type: 'COD' as const, status: 'Pending' };
    expect(paymentText({ payment: cash, status: 'cancelled' })).toBe('Cash · nothing to collect');
    expect(paymentText({ payment: cash, status: 'preparing' })).toBe('Cash · Pending');
    const online = { ...placedDelivery.payment, type: 'ONLINE' as const, status: 'Success' };
    expect(paymentText({ payment: online, status: 'rejected' })).toBe('Online · Success');
  });
});
