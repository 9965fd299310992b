import { CurrentUserSchema, ProfileSchema } from '../../../contract/auth.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

export const profileOperations = operationsOf('Profile', {
  read: { summary: "The customer's profile, wallet balance and addresses", data: ProfileSchema },
  update: { summary: 'Change the name and email', data: ProfileSchema, msg: [MESSAGES.profileUpdated] },
  currentUser: { summary: "The signed-in customer's id", data: CurrentUserSchema },
  changeDeliveryType: { summary: 'Choose delivery or take-away', data: ProfileSchema },
  updatePickUpLocation: {
    summary: 'Choose the outlet',
    description: '`pickUp` is the outlet id; the cart is priced for this outlet.',
    data: ProfileSchema,
    msg: [MESSAGES.outletSaved],
    ...OUTLET_NAMED,
  },
});
