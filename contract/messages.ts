/** Every text a customer reads that the spec fixes, in one place (spec sections 2, 5 and 8). */
export const MESSAGES = {
  storeClosed: (fromTime: string, toTime: string) => `Store is Closed. Open from ${fromTime} to ${toTime}`,
  locationSelected: 'Location selected',
  pleaseSelectDeliveryType: 'please select delivery type',
  pleaseSelectCity: 'please select city',
  pleaseSelectArea: 'please select area',
  pleaseEnterArea: 'Please enter area / city',
  /** 'Locate me' when the device refuses or cannot tell its position (the spec is silent; ours). */
  locationUnavailable: 'Could not get your location, please search your area',
  noProducts: 'No Products Available',
  notAvailable: 'Not Available',
  cartEmptyTitle: 'Your cart is empty',
  cartEmptyHint: 'Please add some items from the menu.',
  pleaseLoginFirst: 'Please Login first',
  codeCopied: 'Code Copied',
  routerError: 'Unexpected Application Error!',
  // Server-side messages of this slice.
  outletNotFound: 'Outlet not found',
  noOutletNearby: 'No outlet found near your location',
  superCategoryNotFound: 'Super category not found',
  notFound: 'Not found',
  serverError: 'Something went wrong, please try again',
} as const;
