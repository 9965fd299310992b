import type { StaffBoard, StaffOrder } from '../../contract/staff.ts';

const PLACED_AT = '2026-11-20T14:05:00.000Z';

type OrderFacts = Pick<StaffOrder, '_id' | 'order_id' | 'status' | 'orderType'> & Partial<StaffOrder>;

export function staffOrder(facts: OrderFacts): StaffOrder {
  const delivery = facts.orderType === 'delivery';
  return {
    outletId: 'surat-adajan',
    createdAt: PLACED_AT,
    updatedAt: PLACED_AT,
    items: [
      { name: 'Hakka Noodles', quantity: 2, isJain: true, isNonVeg: false, addons: ['Extra Veggies'] },
      { name: 'Veg Manchurian Dry', quantity: 1, isJain: false, isNonVeg: false, addons: [] },
    ],
    instructions: 'Less spicy, please',
    customer: {
      name: 'Meera Shah',
      mobile: '9876543210',
      address: delivery ? { address1: '12, Riverside Residency', address2: 'Near Star Bazaar', city: 'Surat' } : null,
    },
    payment: { type: 'COD', status: 'pending', amount: 598 },
    prepMinutes: null,
    eta: null,
    rider_name: null,
    rider_phone: null,
    tracking_url: null,
    timeline: [{ status: 'placed', at: PLACED_AT, by: 'customer', reason: null }],
    ...facts,
  };
}

/** A delivery waiting to be accepted: accept, reject or cancel. */
export const placedDelivery = staffOrder({
  _id: 'order-1',
  order_id: 'WF-000101',
  status: 'placed',
  orderType: 'delivery',
});
/** A take-away order accepted: next, the kitchen starts on it. */
export const acceptedTakeAway = staffOrder({
  _id: 'order-2',
  order_id: 'WF-000102',
  status: 'accepted',
  orderType: 'take_out',
  prepMinutes: 20,
  eta: '2026-11-20T14:30:00.000Z',
  payment: { type: 'ONLINE', status: 'paid', amount: 420 },
});
/** A delivery in the kitchen: it goes out with a rider. */
export const preparingDelivery = staffOrder({
  _id: 'order-3',
  order_id: 'WF-000103',
  status: 'preparing',
  orderType: 'delivery',
  prepMinutes: 25,
  eta: '2026-11-20T14:35:00.000Z',
});
/** Placed while the board was shown. */
export const newDelivery = staffOrder({
  _id: 'order-4',
  order_id: 'WF-000104',
  status: 'placed',
  orderType: 'delivery',
  createdAt: '2026-11-20T14:09:00.000Z',
});

export const staffBoard: StaffBoard = {
  staff: { mobile_number: '9700000001', name: 'Adajan kitchen' },
  outlets: [
    {
      id: 'surat-adajan',
      name: 'Wokflow Adajan',
      city: 'Surat',
      fromTime: '11:00 AM',
      toTime: '11:00 PM',
      isOpen: true,
      openOverride: null,
      delivery: true,
      pickup: true,
      dishes: [
        { id: 'hakka-noodles', name: 'Hakka Noodles', category: 'Noodles', available: true },
        { id: 'veg-manchurian-dry', name: 'Veg Manchurian Dry', category: 'Starters', available: false },
      ],
    },
  ],
  orders: [placedDelivery, acceptedTakeAway, preparingDelivery],
  serverTime: '2026-11-20T14:10:00.000Z',
};

/** The same board once a new order came in. */
export const boardWithNewOrder: StaffBoard = { ...staffBoard, orders: [...staffBoard.orders, newDelivery] };

/** The same board once the delivery waiting to be accepted was accepted elsewhere (another tab, the point of sale). */
export const boardAcceptedElsewhere: StaffBoard = {
  ...staffBoard,
  orders: [{ ...placedDelivery, status: 'accepted', prepMinutes: 20 }, acceptedTakeAway, preparingDelivery],
};

/** The same board once the outlet was closed elsewhere (another member of staff's console). */
export const boardOutletClosedElsewhere: StaffBoard = {
  ...staffBoard,
  outlets: staffBoard.outlets.map((outlet) => ({ ...outlet, isOpen: false, openOverride: false })),
};
