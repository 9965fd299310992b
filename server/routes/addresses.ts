import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { GeocodeRequest, SaveAddressRequest } from '../../contract/addressRules.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { deleteAddress } from '../db/queries/addresses.ts';
import type { AppDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { addressOperations as doc } from '../openapi/operations/addresses.ts';
import { customerAddresses } from '../usecases/customerAddresses.ts';
import { locateAddress } from '../usecases/locateAddress.ts';
import { addCustomerAddress, updateCustomerAddress } from '../usecases/saveAddress.ts';

const AddressParams = v.object({ id: pathText('address id') });

/** Saved delivery addresses, and finding a typed address on the map (spec sections 4 and 7). */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireCustomer(deps);
  /** Add, update and delete all answer with the customer's addresses as they now are. */
  const listReply = async (c: Context, customerId: string, msg: string) =>
    ok(c, await customerAddresses(db, customerId), msg);
  return new Hono()
    .post('/get_lat_long', doc.geocode, signedIn, validBody(GeocodeRequest), async (c) => {
      const located = await locateAddress(deps, c.req.valid('form'));
      return 'refusal' in located ? refused(c, located) : ok(c, located);
    })
    .post('/user_add_address', doc.add, signedIn, validBody(SaveAddressRequest), async (c) => {
      const saved = await addCustomerAddress(deps, { customerId: c.var.customerId, fields: c.req.valid('form') });
      if (saved !== true) return refused(c, saved);
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
        const updated = await updateCustomerAddress(deps, {
          customerId: c.var.customerId,
          id,
          fields: c.req.valid('form'),
        });
        if (updated !== true) return refused(c, updated);
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
