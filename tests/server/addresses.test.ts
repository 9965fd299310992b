import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { AddressListSchema } from '../../contract/address.ts';
import { ADDRESS_FIELD_MAX, ADDRESS_LINE_MAX, addressLine, GeocodeReplySchema } from '../../contract/addressRules.ts';
import { ProfileSchema } from '../../contract/auth.ts';
import { DELIVERY_RADIUS_KM, MAX_SAVED_ADDRESSES, PIN_TOLERANCE_KM } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const NOW = new Date('2026-11-20T13:00:00+05:30');

let db: Db;
let app: App;
let token: string;
beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, NOW);
});
afterAll(() => db?.close());
beforeEach(async () => {
  token = await signedInCustomer(app);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (bearer: string | undefined, method: Method, path: string, fields?: Record<string, string>) =>
  call(app, path, { bearer, method, fields });

const HOME = {
  addType: 'home',
  name: 'Asha Patel',
  email: 'asha@example.com',
  house_number: 'B-402',
  address_line_1: 'Rajhans Montessa, VIP Road, Vesu',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395007',
  lat: '21.1418',
  lng: '72.7709',
};
/** Its pin dragged a little from where Athwa Lines is on the map, to the office's gate. */
const OFFICE = {
  ...HOME,
  addType: 'office',
  house_number: 'Unit 7',
  address_line_1: 'Athwa Lines',
  pinCode: '395001',
  lat: '21.1790',
  lng: '72.8101',
};

const add = (fields: Record<string, string> = HOME, bearer = token) => as(bearer, 'POST', 'user_add_address', fields);
const addedList = async (fields: Record<string, string> = HOME, bearer = token) =>
  expectData(await add(fields, bearer), AddressListSchema);

/** A customer who has chosen no outlet: an address's distance is unknown, and delivery cannot go there yet. */
const NO_OUTLET = { distanceKm: null, deliverable: false };

/** The address as the list shows it, from the fields the form sent. */
const saved = (fields: typeof HOME, reach: { distanceKm: number | null; deliverable: boolean } = NO_OUTLET) => {
  const { lat, lng, ...rest } = fields;
  return { ...rest, _id: expect.any(String), lat: Number(lat), long: Number(lng), ...reach };
};

describe('get_lat_long', () => {
  const geocode = (address: string, bearer: string | undefined = token) =>
    as(bearer, 'POST', 'get_lat_long', { address });

  test('finds the joined address line on the map', async () => {
    const reply = await geocode('B-402, Rajhans Montessa, VIP Road, Vesu, Surat, Gujarat, 395007');
    expect(expectData(reply, GeocodeReplySchema)).toEqual({ lat: 21.1418, lng: 72.7709 });
    expect(expectData(await geocode('12,   Alkapuri,  Vadodara'), GeocodeReplySchema)).toEqual({
      lat: 22.3106,
      lng: 73.1686,
    });
  });

  test('an address it cannot place is refused with a message to check it', async () => {
    expectRefusal(await geocode('1, MG Road, Bengaluru, Karnataka, 560001'), 404, MESSAGES.addressNotFoundOnMap);
  });

  test("a line of every field at its longest is geocoded; a longer one is refused with the line's message", async () => {
    const fields = {
      house_number: 'B'.repeat(ADDRESS_FIELD_MAX.house_number),
      address_line_1: `Vesu ${'x'.repeat(ADDRESS_FIELD_MAX.address_line_1 - 5)}`,
      city: `Surat${'s'.repeat(ADDRESS_FIELD_MAX.city - 5)}`,
      state: 'G'.repeat(ADDRESS_FIELD_MAX.state),
      pinCode: '395007',
    };
    const line = addressLine(fields);
    expect(line).toHaveLength(ADDRESS_LINE_MAX);
    expect((await geocode(line)).status).not.toBe(400);
    expectRefusal(await geocode(`${line}x`), 400, `${MESSAGES.addressLine} (at most ${ADDRESS_LINE_MAX} characters)`);
  });

  test('a blank line is refused', async () => {
    expectRefusal(await geocode('   '), 400, MESSAGES.addressLine);
    expectRefusal(await as(token, 'POST', 'get_lat_long', {}), 400, MESSAGES.addressLine);
  });

  test('a geocoding service that fails is a refusal to try again later, logged', async () => {
    const failing = testApp(db, NOW, { geocoder: { geocode: () => Promise.reject(new Error('service down')) } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const reply = await call(failing, 'get_lat_long', { bearer: token, fields: { address: 'Vesu, Surat' } });
      expectRefusal(reply, 502, MESSAGES.somethingWrong);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('user_add_address', () => {
  test('saves the address with its confirmed pin and answers with the list, newest last', async () => {
    const first = await add();
    expect(first.body.msg).toBe(MESSAGES.addressSaved);
    expect(expectData(first, AddressListSchema)).toEqual([saved(HOME)]);
    const list = await addedList(OFFICE);
    expect(list).toEqual([saved(HOME), saved(OFFICE)]);
    expect(new Set(list.map((address) => address._id)).size).toBe(2);
  });

  test('tidies every piece: trimmed, inner whitespace collapsed', async () => {
    const [address] = await addedList({
      ...HOME,
      name: '  Asha   Patel ',
      email: ' asha@example.com ',
      house_number: ' B-402 ',
      address_line_1: 'Rajhans Montessa,\n  VIP   Road ',
      city: ' Surat',
      state: 'Gujarat  ',
      pinCode: ' 395007 ',
      lat: ' 21.1418 ',
    });
    expect(address).toMatchObject({
      name: 'Asha Patel',
      email: 'asha@example.com',
      house_number: 'B-402',
      address_line_1: 'Rajhans Montessa, VIP Road',
      city: 'Surat',
      state: 'Gujarat',
      pinCode: '395007',
      lat: 21.1418,
    });
  });

  test('the address type defaults to home and must be one of the four', async () => {
    const { addType: _, ...untyped } = HOME;
    expect((await addedList(untyped))[0]?.addType).toBe('home');
    expect((await addedList({ ...HOME, addType: 'hotel' })).map((address) => address.addType)).toEqual([
      'home',
      'hotel',
    ]);
    expectRefusal(await add({ ...HOME, addType: 'castle' }), 400, MESSAGES.addressTypeInvalid);
  });

  // Each form is what the customer has typed so far: the first rule it breaks is the one reported.
  test.each([
    [{}, MESSAGES.addressName],
    [{ name: 'Asha' }, MESSAGES.addressEmail],
    [{ name: 'Asha', email: 'asha@' }, MESSAGES.addressEmailInvalid],
    [{ name: 'Asha', email: 'asha@example..com' }, MESSAGES.addressEmailInvalid],
    [{ name: 'Asha', email: '.asha@example.com' }, MESSAGES.addressEmailInvalid],
    [{ name: 'Asha', email: 'asha@example.com' }, MESSAGES.addressHouseNumber],
    [{ name: 'Asha', email: 'asha@example.com', house_number: 'B-4' }, MESSAGES.addressLine],
    [{ name: 'Asha', email: 'asha@example.com', house_number: 'B-4', address_line_1: 'Vesu' }, MESSAGES.addressCity],
    [
      { name: 'Asha', email: 'asha@example.com', house_number: 'B-4', address_line_1: 'Vesu', city: 'Surat' },
      MESSAGES.addressState,
    ],
    [{ ...HOME, pinCode: '  ' }, MESSAGES.addressPincode],
    [{ ...HOME, pinCode: '39500A' }, MESSAGES.addressPincodeDigits],
    [{ ...HOME, pinCode: '3950071' }, `${MESSAGES.addressPincode} (at most 6 characters)`],
    [{ ...HOME, name: '   ' }, MESSAGES.addressName],
    [{ ...HOME, name: '\u200b' }, MESSAGES.addressName],
    [{ ...HOME, lat: '' }, 'lat must be a number'],
    [{ ...HOME, lng: '200' }, 'lng must be between -180 and 180'],
  ])('refuses %o: %s', async (fields, message) => {
    expectRefusal(await add(fields), 400, message);
    expect(expectData(await as(token, 'GET', 'user_profile'), ProfileSchema).address).toEqual([]);
  });

  test(`keeps at most ${MAX_SAVED_ADDRESSES} addresses a customer, even asked many times at once`, async () => {
    for (let index = 0; index < MAX_SAVED_ADDRESSES - 2; index++)
      await add({ ...HOME, house_number: `House ${index}` });
    // Two places left, six requests at once: without the lock on the customer, more than two get in.
    const replies = await Promise.all(Array.from({ length: 6 }, () => add(OFFICE)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expectRefusal(await add(), 409, MESSAGES.addressLimit(MAX_SAVED_ADDRESSES));
    const { address } = expectData(await as(token, 'GET', 'user_profile'), ProfileSchema);
    expect(address).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(address.at(-1)?.addType).toBe('office');
  });
});

describe('the pin of a saved address', () => {
  /** An Ahmedabad address, 206 km from Surat, with its pin dropped beside the Surat outlet. */
  const FAR_TEXT = { ...HOME, address_line_1: 'CG Road, Navrangpura', city: 'Ahmedabad', pinCode: '380009' };

  test('may fine-tune the address, never move it to another town: the radius is checked where the address is', async () => {
    expectRefusal(await add(FAR_TEXT), 400, MESSAGES.pinTooFar(PIN_TOLERANCE_KM));
    const [home] = await addedList();
    expectRefusal(
      await as(token, 'PUT', `user_update_address/${home?._id}`, FAR_TEXT),
      400,
      MESSAGES.pinTooFar(PIN_TOLERANCE_KM),
    );
    const { address } = expectData(await as(token, 'GET', 'user_profile'), ProfileSchema);
    expect(address.map(({ city }) => city)).not.toContain('Ahmedabad');
  });

  test('an address the map cannot place is not saved', async () => {
    const nowhere = { ...HOME, address_line_1: 'MG Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
    expectRefusal(await add(nowhere), 404, MESSAGES.addressNotFoundOnMap);
  });
});

describe('user_update_address and user_delete_address', () => {
  test('an update replaces the fields and keeps the place in the list', async () => {
    const [home] = await addedList();
    await add(OFFICE);
    const changed = { ...HOME, house_number: '  C-1  ', lat: '21.15', lng: '72.77' };
    const reply = await as(token, 'PUT', `user_update_address/${home?._id}`, changed);
    expect(reply.body.msg).toBe(MESSAGES.addressSaved);
    expect(expectData(reply, AddressListSchema)).toEqual([
      { ...saved({ ...changed, house_number: 'C-1' }), _id: home?._id },
      saved(OFFICE),
    ]);
  });

  test('an update checks the fields like an add', async () => {
    const [home] = await addedList();
    expectRefusal(
      await as(token, 'PUT', `user_update_address/${home?._id}`, { ...HOME, email: 'x' }),
      400,
      MESSAGES.addressEmailInvalid,
    );
  });

  test('a delete removes the address and answers with the rest', async () => {
    const [home] = await addedList();
    await add(OFFICE);
    const reply = await as(token, 'DELETE', `user_delete_address/${home?._id}`);
    expect(reply.body.msg).toBe(MESSAGES.addressDeleted);
    expect(expectData(reply, AddressListSchema)).toEqual([saved(OFFICE)]);
    expectRefusal(await as(token, 'DELETE', `user_delete_address/${home?._id}`), 404, MESSAGES.addressNotFound);
  });

  test("another customer's address, or an unknown one, is not found and stays as it was", async () => {
    const [theirs] = await addedList(HOME, await signedInCustomer(app));
    for (const id of [theirs?._id, 'no-such-address']) {
      expectRefusal(await as(token, 'PUT', `user_update_address/${id}`, OFFICE), 404, MESSAGES.addressNotFound);
      expectRefusal(await as(token, 'DELETE', `user_delete_address/${id}`), 404, MESSAGES.addressNotFound);
    }
    const [row] = await db.query<{ house_number: string }>(
      'SELECT house_number FROM customer_addresses WHERE id = $1',
      [theirs?._id],
    );
    expect(row?.house_number).toBe(HOME.house_number);
  });
});

describe('the profile', () => {
  test('user_profile and the calls answering with the profile carry the address list', async () => {
    expect(expectData(await as(token, 'GET', 'user_profile'), ProfileSchema).address).toEqual([]);
    await add();
    await add(OFFICE);
    expect(expectData(await as(token, 'GET', 'user_profile'), ProfileSchema).address).toEqual([
      saved(HOME),
      saved(OFFICE),
    ]);
    const changed = await as(token, 'POST', 'changeDeliveryType', { type: 'delivery' });
    expect(expectData(changed, ProfileSchema).address).toHaveLength(2);
  });
});

describe("an address's distance from the customer's outlet", () => {
  const chooseOutlet = async (pickUp: string, area: string) =>
    expectData(await as(token, 'POST', 'updatePickUpLocation', { pickUp, city: 'Surat', area }), ProfileSchema);
  /** The office's pin dragged 600 m east, still on Athwa Lines: 6.3 km from the Vesu outlet. */
  const PAST_THE_EDGE = { ...OFFICE, lat: '21.1820', lng: '72.8140' };

  test(`every list says how far each address is and whether it is within ${DELIVERY_RADIUS_KM} km`, async () => {
    await chooseOutlet('surat-vesu', 'Vesu');
    expect(await addedList()).toEqual([saved(HOME, { distanceKm: 0, deliverable: true })]);
    const [, office] = await addedList(OFFICE);
    expect(office).toEqual(saved(OFFICE, { distanceKm: 5.8, deliverable: true }));
    const updated = await as(token, 'PUT', `user_update_address/${office?._id}`, PAST_THE_EDGE);
    expect(expectData(updated, AddressListSchema)[1]).toMatchObject({ distanceKm: 6.3, deliverable: false });
  });

  test('an address beyond the radius is marked from the moment it is saved, and follows a change of outlet', async () => {
    await chooseOutlet('surat-varachha', 'Varachha');
    expect(await addedList()).toEqual([saved(HOME, { distanceKm: 12.5, deliverable: false })]);
    const nearer = await chooseOutlet('surat-vesu', 'Vesu');
    expect(nearer.address).toEqual([saved(HOME, { distanceKm: 0, deliverable: true })]);
    await chooseOutlet('surat-varachha', 'Varachha');
    const { address } = expectData(await as(token, 'GET', 'user_profile'), ProfileSchema);
    expect(address).toEqual([saved(HOME, { distanceKm: 12.5, deliverable: false })]);
  });
});

test('a visitor is refused every address call', async () => {
  const calls: [Method, string][] = [
    ['POST', 'get_lat_long'],
    ['POST', 'user_add_address'],
    ['PUT', 'user_update_address/any'],
    ['DELETE', 'user_delete_address/any'],
  ];
  for (const [method, path] of calls) {
    expectRefusal(await as(undefined, method, path, { ...HOME, address: 'Vesu, Surat' }), 401, MESSAGES.loginRequired);
  }
});
