import * as MESSAGES from '../../../contract/messages.ts';
import { DishAvailabilitySchema, OutletAvailabilitySchema } from '../../../contract/staff.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

const LIVE = 'Every server sharing the database sees it at once; the outlet\'s live event (`kind: "outlet"`) is sent.';

export const staffOutletOperations = operationsOf('Outlet controls', {
  availability: {
    summary: 'Open or close the outlet now, or pause delivery or take-away',
    description:
      '`open` overrides the hours until the next opening by them (or clears an override the hours now agree with); ' +
      `\`delivery\` and \`pickup\` pause or resume that order type. ${LIVE}`,
    data: OutletAvailabilitySchema,
    ...OUTLET_NAMED,
  },
  dish: {
    summary: 'Mark a dish sold out at the outlet, or back',
    description: `A sold-out dish shows as not available (\`isDeleted\`) on the outlet's menu and cannot be added or ordered. ${LIVE}`,
    data: DishAvailabilitySchema,
    refusals: { 404: [MESSAGES.outletNotFound, MESSAGES.dishNotFound] },
  },
});
