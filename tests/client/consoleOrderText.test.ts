import { describe, expect, it } from 'vitest';
import { placedDelivery } from '../../flows/samples/staffBoard.ts';
import { stopText } from '../../src/console/orderText.ts';

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
