import { CurrentUserSchema, ProfileSchema } from '../../../contract/auth.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';

const profile = operationsOf('Profile');

export const profileOperations = {
  read: profile({ summary: "The customer's profile, wallet balance and addresses", data: ProfileSchema }),
  update: profile({ summary: 'Change the name and email', data: ProfileSchema, msg: [MESSAGES.profileUpdated] }),
  currentUser: profile({ summary: "The signed-in customer's id", data: CurrentUserSchema }),
  changeDeliveryType: profile({ summary: 'Choose delivery or take-away', data: ProfileSchema }),
  updatePickUpLocation: profile({
    summary: 'Choose the outlet',
    description: '`pickUp` is the outlet id; the cart is priced for this outlet.',
    data: ProfileSchema,
    msg: [MESSAGES.outletSaved],
    refusals: { 404: [MESSAGES.outletNotFound] },
  }),
};
