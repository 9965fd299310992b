import { useSyncExternalStore } from 'react';
import type { Address } from '../../contract/address.ts';
import type { Profile } from '../../contract/auth.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { fetchProfile } from '../api/auth.ts';

/**
 * The signed-in customer's profile, for the header's name and the account panel's wallet. Asked for
 * once per page load (signing in or out reloads the page); the profile page replaces it after a save.
 */
let profile: Profile | null = null;
let requested = false;
const listeners = new Set<() => void>();

function publish(next: Profile): void {
  profile = next;
  for (const listener of listeners) listener();
}

/** Reads the profile again after something changed it on the server (the wallet, after an order paid from it). */
export function refreshProfile(): void {
  // A failure (an expired session, the network) leaves the header on 'My Account' without a name.
  fetchProfile().then(publish, (error: unknown) => console.error(error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested && localStorage.getItem(STORAGE_KEYS.authToken) !== null) {
    requested = true;
    refreshProfile();
  }
  return () => listeners.delete(listener);
}

export function useProfile(): Profile | null {
  return useSyncExternalStore(subscribe, () => profile);
}

/** After the profile page saves, the header and the account panel show the new values. */
export const replaceProfile = publish;

/** After an address is added, updated or deleted: the cart's address selector and My Address show the new list. */
export function replaceAddresses(addresses: Address[]): void {
  if (profile) publish({ ...profile, address: addresses });
}
