export interface OfferRow {
  code: string;
  title: string;
  description: string;
  terms: string;
  image: string;
  kind: 'percent' | 'flat';
  value: number;
  min_order_paise: number;
  max_discount_paise: number | null;
  valid_from: string;
  valid_to: string;
  take_away_only: boolean;
  /** Only for a customer without an order that went through (neither rejected nor cancelled). */
  first_order_only: boolean;
  uses_per_customer: number;
  sort_order: number;
}

const ALWAYS = { valid_from: '2024-01-01T00:00:00+05:30', valid_to: '2030-12-31T23:59:59+05:30' };

/** The chain's offer codes (WOKFIRST20 is also the home page's popup). */
export const offers: readonly OfferRow[] = [
  {
    code: 'WOKFIRST20',
    title: 'Flat 20% off on your first order',
    description: 'Use code WOKFIRST20 at checkout on your first order of ₹299 or more, for delivery or take-away.',
    terms: 'Once per customer. Orders of ₹299 or more before tax. Up to ₹150 off. Not with other offers.',
    image: '/images/offers/first-order.svg',
    kind: 'percent',
    value: 20,
    min_order_paise: 29_900,
    max_discount_paise: 15_000,
    ...ALWAYS,
    take_away_only: false,
    first_order_only: true,
    uses_per_customer: 1,
    sort_order: 1,
  },
  {
    code: 'TAKEAWAY50',
    title: '₹50 off when you pick it up',
    description: 'Collect your order from the outlet and save ₹50 on take-away orders of ₹499 or more.',
    terms: 'Take-away orders only. Orders of ₹499 or more before tax. Up to 5 orders per customer.',
    image: '/images/offers/take-away.svg',
    kind: 'flat',
    value: 5_000,
    min_order_paise: 49_900,
    max_discount_paise: null,
    ...ALWAYS,
    take_away_only: true,
    first_order_only: false,
    uses_per_customer: 5,
    sort_order: 2,
  },
  {
    code: 'FEAST100',
    title: '₹100 off a feast',
    description: 'Ordering for the whole family? Take ₹100 off orders of ₹999 or more.',
    terms: 'Orders of ₹999 or more before tax, delivery or take-away. Up to 3 orders per customer.',
    image: '/images/offers/feast.svg',
    kind: 'flat',
    value: 10_000,
    min_order_paise: 99_900,
    max_discount_paise: null,
    ...ALWAYS,
    take_away_only: false,
    first_order_only: false,
    uses_per_customer: 3,
    sort_order: 3,
  },
];
