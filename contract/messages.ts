import type { OrderType } from './constants.ts';

/**
 * Every text a customer reads that the spec fixes, in one place (spec sections 2, 5 and 8). Import the
 * module as a namespace (`import * as MESSAGES from`): each text is its own export, so a bundle carries
 * only the texts its code shows, and the first page does not carry every refusal the server can send. The
 * shop's build writes each fixed text into the chunk that shows it (vite.config.ts, inlineConst); the texts
 * made by a function stay in the chunk this module lands in. The first page's own such texts, about outlets and
 * order types, live in outletMessages.ts, so that this module, with every other page's texts, stays off it.
 */
export const locationSelected = 'Location selected';
export const pleaseSelectDeliveryType = 'please select delivery type';
export const pleaseSelectCity = 'please select city';
export const pleaseSelectArea = 'please select area';
export const pleaseEnterArea = 'Please enter area / city';
/** An area search that matches no delivery outlet (the spec is silent; ours). */
export const noAreaFound = 'No delivery area found: try another area, locality or city';
/** 'Locate me' when the device refuses or cannot tell its position (the spec is silent; ours). */
export const locationUnavailable = 'Could not get your location, please search your area';
export const noProducts = 'No Products Available';
/** The menu with veg-only on, when every dish of the list is non-veg. */
export const noVegProducts = 'No veg dishes here. Turn off Veg only to see every dish.';
export const notAvailable = 'Not Available';
export const cartEmptyTitle = 'Your cart is empty';
export const cartEmptyHint = 'Please add some items from the menu.';
export const pleaseLoginFirst = 'Please Login first';
export const codeCopied = 'Code Copied';
export const routerError = 'Unexpected Application Error!';
// Sign-in, sign-up and profile (spec section 5); the server checks the same rules with the same texts.
export const pleaseEnterMobile = 'Please enter a mobile number';
export const invalidMobile = 'Please enter valid mobile number';
export const pleaseEnterName = 'Please enter a Name';
export const signupMobile = 'Please enter 10 digit mobile number';
export const pleaseEnterEmailAddress = 'Please enter Email Address';
export const invalidEmailAddress = 'Please enter a valid email address.';
export const otpIncomplete = 'Please enter 4 digit otp';
export const pleaseEnterFirstName = 'Please enter a first name';
export const pleaseEnterLastName = 'Please enter a last name';
export const pleaseEnterProfileEmail = 'Please enter a email';
export const invalidProfileEmail = 'Please enter a valid email';
// Sign-in texts the spec leaves to us.
export const otpSent = 'OTP sent to your mobile number';
export const otpWrong = 'Incorrect OTP, please try again';
export const otpExpired = 'This OTP has expired, please request a new one';
export const otpUsedUp = 'Too many wrong tries: please request a new OTP';
export const otpResendWait = (seconds: number) => `Please wait ${seconds} seconds before asking for a new OTP`;
export const otpNumberLimit = 'Too many OTPs for this number: please try again in an hour';
export const otpNumberDayLimit = 'Too many OTPs for this number today: please try again in 24 hours';
export const otpClientLimit = 'Too many OTP requests from this device: please try again in an hour';
export const numberVerified = 'Number verified: tell us your name and email to finish signing up';
export const signedUp = 'Account created: you are signed in';
export const signupExpired = 'This sign-up has expired: please ask for a new OTP';
export const signupClientLimit = 'Too many sign-ups from this device: please try again in an hour';
export const signedIn = 'Signed in';
export const signedOut = 'Signed out';
export const profileUpdated = 'Profile updated';
export const outletSaved = 'Outlet saved';
export const smsFailed = 'The SMS could not be sent just now, please try again';
export const loginRequired = 'Please sign in to continue';
export const sessionExpired = 'Your session has expired: please sign in again';
// Adding to the cart (spec section 5, and the server's own checks).
// An add-on group's counts (the spec's 'select atleast 1 sauce', with the group's real counts): the prompt, and
// the refusals of too few and too many; a group of exactly n says 'Select n add-ons' for all three.
const addonCount = (count: number) => `${count} add-on${count === 1 ? '' : 's'}`;
export const addonsToSelect = (min: number, max: number) =>
  min === max ? `Select ${addonCount(min)}` : `Select ${min} to ${addonCount(max)}`;
export const tooFewAddons = (min: number, max: number) =>
  min === max ? `Select ${addonCount(min)}` : `Select at least ${addonCount(min)}`;
export const tooManyAddons = (min: number, max: number) =>
  min === max ? `Select ${addonCount(max)}` : `Select up to ${addonCount(max)}`;
export const dishNotAvailable = 'This dish is not available right now';
export const notJainCapable = 'This dish cannot be made Jain';
export const addonNotOfDish = 'That add-on is not offered with this dish';
export const quantityOutOfRange = (min: number, max: number) => `Quantity must be from ${min} to ${max}`;
export const outletNotTakingOrders = 'This outlet is not taking orders right now';
export const dishNotFound = 'Dish not found';
export const cartLineNotFound = 'This item is no longer in your cart';
export const addedToCart = 'Added to cart';
export const liked = 'Added to your favourites';
export const unliked = 'Removed from your favourites';
// Offer codes (issue 4): why a code does not apply to this cart.
export const offerUnknown = 'This offer code is not valid';
export const provideOfferCode = 'Provide Offer Code';
export const offerApplied = 'Offer applied';
export const offerNotStarted = 'This offer has not started yet';
export const offerExpired = 'This offer has expired';
export const offerMinimumOrder = (minimum: string) => `Add items worth ${minimum} or more to use this offer`;
export const offerTakeAwayOnly = 'This offer is for take-away orders only';
export const offerUsedUp = 'You have already used this offer';
export const offerFirstOrderOnly = 'This offer is for your first order only';
/** The cart's note when a code applied before stops applying (another order type, a smaller cart). */
export const offerRemoved = (code: string, reason: string) => `${code} was removed: ${reason}`;
// Addresses (spec section 5) and the map.
export const addressName = 'Please enter name';
export const addressEmail = 'Please enter email';
export const addressEmailInvalid = 'Please enter valid email';
export const addressHouseNumber = 'Please enter house number';
export const addressHouseNumberShort = 'Please enter minimum 4 letter';
export const addressLine = 'Please enter address';
export const addressCity = 'Please enter city';
export const addressState = 'Please enter state';
export const addressPincode = 'Please enter pincode';
export const addressPincodeDigits = 'Pincode must be digits only, at most 6';
export const addressTypeInvalid = 'Address type must be home, office, hotel or other';
export const addressNotFoundOnMap = 'We could not find this address on the map, please check it';
export const pinTooFar = (km: number) =>
  `The pin is more than ${km} km from the address you typed: move it closer, or correct the address`;
export const addressNotFound = 'Address not found';
export const addressSaved = 'Address saved';
export const addressDeleted = 'Address deleted';
/** A saved address's distance from the customer's outlet, on the address lists. */
export const addressDistance = (distanceKm: number) => `${distanceKm} km from your outlet`;
/** The mark of an address the customer's outlet does not deliver to. */
export const addressBeyondRadius = (radiusKm: number) => `Beyond ${radiusKm} km: no delivery`;
/** Saved, but the customer's outlet does not deliver there: said at once, not first at the order's Confirm. */
export const addressBeyondReach = (distanceKm: number, radiusKm: number) =>
  `Address saved, but it is ${distanceKm} km from your outlet: we deliver only within ${radiusKm} km, so it cannot be chosen for delivery from there`;
export const addressLimit = (max: number) => `You can save up to ${max} addresses: please delete one you no longer use`;
export const somethingWrong = 'Something Wrong! Try Again after some time';
export const mapAuthFailure = 'Error: AuthFailure';
// Checkout and orders (spec sections 4, 5 and 9, and the FAQ).
export const cartIsEmpty = 'Cart is empty';
export const pleaseSelectAddress = 'Please select address';
export const pricesChanged = 'Prices have changed, please review your cart';
/** PLACE ORDER or Confirm while the device has no network: refused before any call (ours). */
export const offlineOrder = 'You are offline: connect to the internet to place your order';
export const deliveryTooFar = (km: number) => `Sorry, we deliver only within ${km} km of the outlet`;
/** The minimum is on the dishes' Sub Total, before taxes and delivery: the Grand Total shown may be above it. */
export const deliveryMinimum = (minimum: string, short: string) =>
  `Delivery orders start from a Sub Total of ${minimum}: add ${short} more, or choose Take Away`;
export const orderTypeNotOffered = 'This outlet does not offer that order type right now';
export const codNotAllowed = 'This outlet does not take cash on delivery';
/** A cart line whose dish was sold out at the outlet (or taken off the menu) since it was added. */
export const dishInCartNotAvailable = (dish: string) =>
  `${dish} is not available right now: please remove it from your cart`;
/** A line whose choices its dish no longer takes (its add-on group's counts changed since): Customize fixes it. */
export const dishChoicesInCartRefused = (dish: string, refusal: string) =>
  `${dish}: ${refusal}, please customize it in your cart`;
export const orderPlaced = 'Order placed';
/** Order again: the past order's dishes are in the cart, but for these. */
export const reorderedExcept = (dishes: readonly string[]) => `Added to cart. Not available now: ${dishes.join(', ')}`;
export const orderNotFound = 'Order not found';
export const waitingForPayment = 'Waiting for payment confirmation.';
// Online payment and the wallet (spec sections 4 and 5).
export const pleaseEnterAmount = 'please enter amount';
export const walletAmountInvalid = 'Please enter an amount in rupees, like 500 or 499.50';
export const walletAmountMax = (maximum: string) => `You can add at most ${maximum} at a time`;
export const walletTooLow = 'Your wallet balance is not enough for this order';
export const orderAlreadyPaid = 'This order is already paid';
export const noOrderAwaitingPayment = 'No order is waiting for payment';
export const checkoutPaidOtherwise = 'This checkout was already placed with another payment method: see My Orders';
export const paymentNotFound = 'Payment not found';
export const paymentReplyUnreadable = 'This payment reply could not be read';
export const paymentStarted = 'Redirecting to the payment page';
export const paymentsLimit = 'Too many payments started in the last hour: please try again later';
// The restaurant side: moves of an order (issue 16).
export const prepMinutesRequired = 'Please give the preparation time';
export const riderNameRequired = "Please give the rider's name";
// Why an order cannot be moved, said by where it is now (server/domain/orderStatus.ts picks the case). The
// keys are the statuses of contract/order.ts, which imports this module: a status missing here fails to compile
// where one is passed.
/** Where an order is: 'This order is …'. */
const ORDER_IS = {
  placed: 'waiting to be accepted',
  accepted: 'accepted',
  preparing: 'being prepared',
  dispatched: 'out for delivery',
  ready: 'ready at the counter',
  delivered: 'delivered',
  settled: 'settled',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
/** What a move did to an order: 'it cannot be … yet', 'Order WF-000013 was … meanwhile'. */
const MOVED_TO: Record<keyof typeof ORDER_IS, string> = {
  placed: 'placed',
  accepted: 'accepted',
  preparing: 'sent to the kitchen',
  dispatched: 'sent out for delivery',
  ready: 'marked ready',
  delivered: 'marked delivered',
  settled: 'settled',
  rejected: 'rejected',
  cancelled: 'cancelled',
};
type StatusOfOrder = keyof typeof ORDER_IS;
type Ending = 'rejected' | 'cancelled';
export const orderEnded = (status: Ending) => `This order was ${status}`;
export const orderAlready = (status: StatusOfOrder) => `This order is already ${ORDER_IS[status]}`;
export const orderTooLateFor = (status: StatusOfOrder, to: Ending) =>
  `This order is ${ORDER_IS[status]}: it can no longer be ${to}`;
export const orderNotYet = (status: StatusOfOrder, to: StatusOfOrder) =>
  `This order is ${ORDER_IS[status]}: it cannot be ${MOVED_TO[to]} yet`;
export const notThisOrderType = (orderType: OrderType) =>
  orderType === 'delivery'
    ? 'A delivery is not made ready at the counter: it goes out with a rider'
    : 'A take-away order does not go out with a rider: it is made ready at the counter';
/** A move made from what a member of staff saw, when someone (another tab, the customer, the POS) moved it first. */
export const orderMovedMeanwhile = (number: string, status: StatusOfOrder) =>
  `Order ${number} was ${MOVED_TO[status]} meanwhile: check it before you change it`;
const NOT_CANCELLABLE: Record<StatusOfOrder, string> = {
  placed: 'This order can no longer be cancelled',
  accepted: 'This order can no longer be cancelled: the outlet has accepted it',
  preparing: 'This order can no longer be cancelled: it is being prepared',
  dispatched: 'This order can no longer be cancelled: it is on its way',
  ready: 'This order can no longer be cancelled: it is ready for collection',
  delivered: 'This order can no longer be cancelled: it was delivered',
  settled: 'This order can no longer be cancelled: it was delivered',
  rejected: 'This order was rejected by the outlet',
  cancelled: 'This order is already cancelled',
};
/** The customer's Cancel, refused: why, by where the order is. */
export const orderNotCancellable = (status: StatusOfOrder) => NOT_CANCELLABLE[status];
export const orderMoved = 'Order updated';
export const orderCancelled = 'Order cancelled';
export const posNotConfigured = 'The point of sale is not configured';
export const posSignatureInvalid = 'The signature is missing or wrong';
export const posTimestampStale = 'The call is not recent: X-Wokflow-Timestamp must be within 5 minutes of now';
// Server-side messages of this slice.
export const outletNotFound = 'Outlet not found';
/** A public event stream refused: this address (or the server) holds as many open as it may. */
export const tooManyLiveStreams = 'Too many live connections from this address: please try again later';
export const noOutletNearby = 'No outlet found near your location';
// Which outlet serves the order type at the device (issue 17; the spec is silent, ours).
export const noTakeAwayNearby = 'No take-away outlet is open near your location';
export const superCategoryNotFound = 'Super category not found';
export const notFound = 'Not found';
export const serverError = 'Something went wrong, please try again';
/** A call that could not go out: the device is offline. */
export const offlineCall = 'You are offline: connect to the internet and try again';
// Feedback (spec section 5), checked in this order, each an error toast that stops.
export const feedbackName = 'Please Enter Name';
export const feedbackCity = 'Please Select City';
export const feedbackOutlet = 'Please Select Outlet';
export const feedbackMobile = 'Please Enter Mobile';
export const feedbackMobileDigits = 'Please Enter 10 Digit Number';
export const feedbackEmail = 'Please Enter Email';
export const feedbackEmailInvalid = 'Please Enter Valid Email';
export const feedbackType = 'Please Select Type';
export const feedbackComments = 'Please Enter Comments';
/** A feedback field past its length (the form's fields stop there; the spec gives no text for it). */
export const feedbackTooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
export const feedbackSent = 'Thank you for your feedback';
export const feedbackLimit = 'Too much feedback from this device: please try again in an hour';
export const blogPostNotFound = 'This post could not be found';
