import * as v from 'valibot';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { OrderTypeSchema, OutletListSchema, OutletSchema } from '../../contract/outlet.ts';
import type { StoredLocation } from '../../machines/location/location.types.ts';
import type { ShopInput } from '../../machines/shop/shop.types.ts';

// The one place the shop and the staff console read and write this browser's storage (spec section 3 names
// the keys).

/**
 * A value saved as JSON under `key` (in this browser, or in this tab with sessionStorage), or null when it is
 * missing or no longer has the expected shape.
 */
export function readStored<T extends v.GenericSchema>(
  key: string,
  schema: T,
  storage: Storage = localStorage,
): v.InferOutput<T> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, storage: Storage = localStorage): void {
  storage.setItem(key, JSON.stringify(value));
}

export const writeText = (key: string, text: string) => localStorage.setItem(key, text);

export const removeStored = (...keys: string[]) => {
  for (const key of keys) localStorage.removeItem(key);
};

/** The page the Near me tile saved (`page`), removed as it is read: it opens once. */
export function takeStoredPage(): string | null {
  const page = localStorage.getItem(STORAGE_KEYS.page);
  removeStored(STORAGE_KEYS.page);
  return page;
}

/** The signed-in customer's session token, as stored at sign-in; the API client sends it. */
export const readCustomerSession = () => localStorage.getItem(STORAGE_KEYS.authToken);

/** Only the token's presence counts (spec section 6): the server judges its validity. */
export const isSignedIn = () => readCustomerSession() !== null;

/** The staff member's session on this device, for the console. */
export const readStaffSession = () => localStorage.getItem(STORAGE_KEYS.staffSession);
export const saveStaffSession = (token: string) => writeText(STORAGE_KEYS.staffSession, token);
export const forgetStaffSession = () => removeStored(STORAGE_KEYS.staffSession);

/** The outlet a manager's board was last narrowed to on this device; null for all (src/console/outletChoice.ts). */
export const readConsoleOutlet = () => localStorage.getItem(STORAGE_KEYS.consoleOutlet);
export const saveConsoleOutlet = (outletId: string | null) =>
  outletId === null ? removeStored(STORAGE_KEYS.consoleOutlet) : writeText(STORAGE_KEYS.consoleOutlet, outletId);

/** Whether the offer popup was shown in this browser session (it shows once per session). */
export const offerPopupSeen = () => sessionStorage.getItem(STORAGE_KEYS.offerPopupSeen) !== null;
export const markOfferPopupSeen = () => sessionStorage.setItem(STORAGE_KEYS.offerPopupSeen, '1');

export function readStoredLocation(): StoredLocation {
  return {
    outlet: readStored(STORAGE_KEYS.location, OutletSchema),
    recent: readStored(STORAGE_KEYS.recentLocation, OutletListSchema) ?? [],
  };
}

/** The menu's veg-only switch as the customer last left it; off until they turn it on. */
export const readVegOnly = () => readStored(STORAGE_KEYS.vegOnly, v.boolean()) ?? false;

/** What the shop starts from. The order type is saved as the plain word, as the original site did. */
export function readShopInput(): ShopInput {
  const orderType = v.safeParse(OrderTypeSchema, localStorage.getItem(STORAGE_KEYS.orderType));
  return {
    signedIn: isSignedIn(),
    orderType: orderType.success ? orderType.output : null,
    cartCode: localStorage.getItem(STORAGE_KEYS.code) ?? '',
    outletId: readStoredLocation().outlet?.id ?? null,
  };
}
