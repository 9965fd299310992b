import type { AddressType } from '../../../contract/address.ts';

/** How each address type reads on the form and on a saved address. */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  home: 'Home',
  office: 'Office',
  hotel: 'Hotel',
  other: 'Other',
};
