/** Business constants of spec section 9, shared by the app, the machines and the server. */

export const ORDER_TYPES = ['delivery', 'take_out'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const DEFAULT_ORDER_TYPE: OrderType = 'take_out';

export const OUTLET_FLAGS = ['Enabled', 'Disabled'] as const;
export type OutletFlag = (typeof OUTLET_FLAGS)[number];

/** Sort options of the menu: 1 Popularity (default), 2 Rating high to low, 3 Cost low to high, 4 Cost high to low. */
export const SORT_OPTIONS = [
  { value: '1', label: 'Popularity' },
  { value: '2', label: 'Rating high to low' },
  { value: '3', label: 'Cost low to high' },
  { value: '4', label: 'Cost high to low' },
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortBy = '1';

export const MOBILE_DIGITS = 10;
export const OTP_DIGITS = 4;
export const PINCODE_MAX_DIGITS = 6;
export const HOUSE_NUMBER_MIN = 4;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 50;
/** The longest first or last name an account takes; the forms stop there as the customer types. */
export const NAME_MAX = 60;
/** Saved delivery addresses a customer may keep (the spec is silent; ours). */
export const MAX_SAVED_ADDRESSES = 20;

export const TOAST_DURATION_MS = 3000;
export const DISH_SEARCH_DEBOUNCE_MS = 300;
export const CART_DEBOUNCE_MS = 300;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const OTP_AUTOSUBMIT_MS = 100;
export const RELOAD_AFTER_AUTH_MS = 500;
export const LOCATION_RECHECK_MS = 1000;
export const SEARCH_PANEL_HEIGHT_PX = 350;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CATEGORY_SCROLL_STEP_PX = 200;
export const DESCRIPTION_WORDS = 20;
export const WIDE_LAYOUT_PX = 992;

/** One-time codes and sessions (issue 3): limits the server enforces and the OTP panel shows. */
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
export const OTP_PER_NUMBER_PER_HOUR = 5;
/** With 5 tries a code, at most 50 guesses a day at a number's 4-digit codes, however many addresses ask. */
export const OTP_PER_NUMBER_PER_DAY = 10;
export const OTP_PER_CLIENT_PER_HOUR = 30;
/** How long a verified new number may take to fill in the sign-up form (issue 18). */
export const SIGNUP_TICKET_SECONDS = 10 * 60;
/** Accounts created from one client address in an hour: a shared connection (an office, a counter) fits. */
export const SIGNUPS_PER_CLIENT_PER_HOUR = 20;
export const SESSION_IDLE_DAYS = 30;

/** Delivery (the spec's FAQ): only this close to the outlet, and from this subtotal. */
export const DELIVERY_RADIUS_KM = 6;
/** Where every outlet is: its hours, ETAs and order times are India's time, wherever the reader is. */
export const OUTLET_TIME_ZONE = 'Asia/Kolkata';
/** How far the map pin may fine-tune a saved address from where its text is found on the map. */
export const PIN_TOLERANCE_KM = 1;
export const DELIVERY_MINIMUM_RUPEES = 600;

/** The address-confirmation map (spec section 7). */
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;

export const PAYMENT_METHODS = ['COD', 'Online_Payment', 'Wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The most one wallet top-up may add, in rupees (the spec is silent; ours). */
export const WALLET_TOP_UP_MAX_RUPEES = 10_000;
/** The only currency the card gateway is asked for and accepted in. */
export const PAYMENT_CURRENCY = 'INR';

/** Outlets farther than this from the device are not offered as "nearest". */
export const NEAREST_OUTLET_MAX_KM = 30;

/** Browser storage keys (spec section 3). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  otpToken: 'otpToken',
  location: 'location',
  letlong: 'letlong',
  orderType: 'orderType',
  recentLocation: 'recent_location',
  page: 'page',
  code: 'code',
  offerPopupSeen: 'offerPopupSeen',
  vegOnly: 'vegOnly',
  /** The checkout's address and cooking instructions, kept in the tab (sessionStorage) until the order is placed. */
  checkoutDraft: 'checkoutDraft',
  /** The staff console's session: apart from the customer's `authToken`, so one device may hold both. */
  staffSession: 'staffSession',
  /** The outlet a manager's console board was last narrowed to; none for all its outlets. */
  consoleOutlet: 'consoleOutlet',
} as const;

export const API_BASE = '/api/v1/user';

/** The longest reason a move of an order may carry (a rejection, a cancel): the customer reads it. */
export const REASON_MAX = 200;
