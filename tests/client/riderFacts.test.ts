import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '../../contract/order.ts';
import { orderAt } from '../../flows/samples/tracking.ts';
import { riderFacts } from '../../src/ui/orderText.ts';

const withRider = (status: OrderStatus): Order => ({
  ...orderAt(status),
  tabType: 'delivery',
  rider_name: 'Ravi',
  rider_phone: '9812345678',
  tracking_url: 'https://track.example.com/r/42',
});

describe("the order page's rider", () => {
  it('on the way: the name, the phone to call and the tracking page', () => {
    expect(riderFacts(withRider('dispatched'))).toEqual({
      name: 'Ravi',
      phone: '9812345678',
      trackingUrl: 'https://track.example.com/r/42',
    });
  });

  it.each(['delivered', 'settled'] as const)('%s: the name only, nothing left to call or track', (status) => {
    expect(riderFacts(withRider(status))).toEqual({ name: 'Ravi', phone: null, trackingUrl: null });
  });

  it('no rider: nothing', () => {
    expect(riderFacts(orderAt('preparing'))).toBeNull();
  });
});
