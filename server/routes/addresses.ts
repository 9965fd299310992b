import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { GeocodeRequest, SaveAddressRequest } from '../../contract/addressRules.ts';
import { MAX_SAVED_ADDRESSES } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { addAddress, addressesOf, deleteAddress, updateAddress } from '../db/queries/addresses.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { addressOperations as doc } from '../openapi/operations/addresses.ts';
import { locateAddress } from '../usecases/locateAddress.ts';

const AddressParams = v.object({ id: pathText('address id') });

/** Saved delivery addresses, and finding a typed address on the map (spec sections 4 and 7). */
export function addressRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  /** Add, update and delete all answer with the customer's addresses as they now are. */
  const listReply = async (c: Context, customerId: string, msg: string) =>
    ok(c, await addressesOf(db, customerId), msg);
  return new Hono()
    .post('/get_lat_long', doc.geocode, signedIn, validBody(GeocodeRequest), async (c) => {
      const located = await locateAddress(deps, c.req.valid('form'));
      return 'refusal' in located ? refused(c, located) : ok(c, located);
    })
    .post('/user_add_address', doc.add, signedIn, validBody(SaveAddressRequest), async (c) => {
      const fields = c.req.valid('form');
      const saved = await db.transaction((tx) =>
        addAddress(tx, c.var.customerId, fields, clock(), MAX_SAVED_ADDRESSES),
      );
      if (!saved) return fail(c, 409, MESSAGES.addressLimit(MAX_SAVED_ADDRESSES));
      return listReply(c, c.var.customerId, MESSAGES.addressSaved);
    })
    .put(
      '/user_update_address/:id',
      doc.update,
      signedIn,
      validParams(AddressParams),
      validBody(SaveAddressRequest),
      async (c) => {
        const { id } = c.req.valid('param');
        const updated = await updateAddress(db, c.var.customerId, id, c.req.valid('form'), clock());
        if (!updated) return fail(c, 404, MESSAGES.addressNotFound);
        return listReply(c, c.var.customerId, MESSAGES.addressSaved);
      },
    )
    .delete('/user_delete_address/:id', doc.delete, signedIn, validParams(AddressParams), async (c) => {
      if (!(await deleteAddress(db, c.var.customerId, c.req.valid('param').id))) {
        return fail(c, 404, MESSAGES.addressNotFound);
      }
      return listReply(c, c.var.customerId, MESSAGES.addressDeleted);
    });
}
