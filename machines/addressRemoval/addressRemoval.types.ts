import type { Address } from '../../contract/address.ts';

export interface AddressRemovalContext {
  /** The address the customer asked to delete; null when no dialog is open. */
  address: Address | null;
}

export type AddressRemovalEvent =
  /** Delete on an address's card: the dialog asks first. */
  | { type: 'removal.ask'; address: Address }
  /** 'Keep it', or the dialog closed. */
  | { type: 'removal.cancel' }
  /** Delete in the dialog. */
  | { type: 'removal.confirm' };

/** What the app's actors receive and resolve with (`addressRemovalMachine.provide({ actors })`). */
export interface AddressRemovalActorIO {
  /** `DELETE user_delete_address`: the customer's addresses without it. */
  removeAddress: { input: { addressId: string }; output: Address[] };
}

/** The actions the app supplies, and the params each receives. */
export interface AddressRemovalActionParams {
  /** The shop adopts the addresses left, and a toast says the address was deleted. */
  addressRemoved: { addresses: Address[] };
  /** Spec section 8: a refusal's msg in a toast, a network failure only logged. */
  reportFailure: { error: unknown };
}
