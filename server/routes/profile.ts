import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Profile } from '../../contract/auth.ts';
import {
  ChangeDeliveryTypeRequest,
  ProfileUpdateRequest,
  UpdatePickUpLocationRequest,
} from '../../contract/authRules.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type CustomerProfile, changeProfile, profileOf } from '../db/queries/customers.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { profileOperations as doc } from '../openapi/operations/profile.ts';
import { customerAddresses } from '../usecases/customerAddresses.ts';

/** The signed-in customer's own data: profile, saved addresses, order type and outlet. */
export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  /** A session whose customer is gone is as good as expired. */
  const profileReply = async (c: Context, profile: CustomerProfile | null, msg?: string) =>
    profile
      ? ok(c, { ...profile, address: await customerAddresses(db, profile.id) } satisfies Profile, msg)
      : fail(c, 401, MESSAGES.sessionExpired);
  return new Hono()
    .get('/user_profile', doc.read, signedIn, async (c) => profileReply(c, await profileOf(db, c.var.customerId)))
    .put('/user_profile/update', doc.update, signedIn, validBody(ProfileUpdateRequest), async (c) =>
      profileReply(c, await changeProfile(db, c.var.customerId, c.req.valid('form')), MESSAGES.profileUpdated),
    )
    .get('/current_user', doc.currentUser, signedIn, (c) => ok(c, { id: c.var.customerId }))
    .post('/changeDeliveryType', doc.changeDeliveryType, signedIn, validBody(ChangeDeliveryTypeRequest), async (c) =>
      profileReply(c, await changeProfile(db, c.var.customerId, { delivery_type: c.req.valid('form').type })),
    )
    .post(
      '/updatePickUpLocation',
      doc.updatePickUpLocation,
      signedIn,
      validBody(UpdatePickUpLocationRequest),
      async (c) => {
        const outlet = await findOutlet(db, c.req.valid('form').pickUp, clock());
        if (!outlet) return fail(c, 404, MESSAGES.outletNotFound);
        return profileReply(
          c,
          await changeProfile(db, c.var.customerId, { outlet_id: outlet.id }),
          MESSAGES.outletSaved,
        );
      },
    );
}
