import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CurrentUserSchema, ProfileSchema } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { call, newMobile, signedInCustomer } from './support/customers.ts';
import { type App, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
let app: App;
let token: string;
let mobile: string;
beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, new Date('2026-11-20T10:00:00+05:30'));
  mobile = newMobile();
  token = await signedInCustomer(app, mobile);
});
afterAll(() => db?.close());

const asCustomer = (path: string, method: 'GET' | 'POST' | 'PUT' = 'GET', fields?: Record<string, string>) =>
  call(app, path, { method, bearer: token, fields });

describe('user_profile', () => {
  test("reads the customer's profile: names, number, email, an empty wallet, take away", async () => {
    expect(expectData(await asCustomer('user_profile'), ProfileSchema)).toEqual({
      id: expect.any(String),
      first_name: 'Asha',
      last_name: '',
      mobile_number: mobile,
      email: 'asha@example.com',
      wallet: 0,
      deliveryOutletStore: null,
      delivery_type: 'take_out',
      address: [],
    });
  });

  test.each([
    [{ first_name: ' ', last_name: 'Patel', email: 'a@example.com' }, MESSAGES.pleaseEnterFirstName],
    [{ first_name: '\u200b\u200b', last_name: 'Patel', email: 'a@example.com' }, MESSAGES.pleaseEnterFirstName],
    [{ first_name: 'Asha', last_name: '..', email: 'a@example.com' }, MESSAGES.pleaseEnterLastName],
    [
      { first_name: 'Asha', last_name: 'P'.repeat(61), email: 'a@example.com' },
      'The last name is too long (at most 60 characters)',
    ],
    [
      { first_name: 'Asha', last_name: 'Pa\u001b[31mtel', email: 'a@example.com' },
      'last_name contains a control character',
    ],
    [
      { first_name: '\u202eahsA', last_name: 'Patel', email: 'a@example.com' },
      'first_name contains a control character',
    ],
    [{ first_name: 'Asha', last_name: '', email: 'a@example.com' }, MESSAGES.pleaseEnterLastName],
    [{ first_name: 'Asha', last_name: 'Patel', email: '' }, MESSAGES.pleaseEnterProfileEmail],
    [{ first_name: 'Asha', last_name: 'Patel', email: 'asha@' }, MESSAGES.invalidProfileEmail],
  ])('refuses an update %o with the profile form’s message', async (fields, message) => {
    expectRefusal(await asCustomer('user_profile/update', 'PUT', fields), 400, message);
  });

  test('updates names and email, trimmed; the mobile number does not change', async () => {
    const updated = await asCustomer('user_profile/update', 'PUT', {
      first_name: ' Ashwini ',
      last_name: 'Patel',
      email: 'Ashwini@Example.com',
      mobile_number: '9000000000',
    });
    expect(updated.body.msg).toBe(MESSAGES.profileUpdated);
    expect(expectData(updated, ProfileSchema)).toMatchObject({
      first_name: 'Ashwini',
      last_name: 'Patel',
      email: 'ashwini@example.com',
      mobile_number: mobile,
    });
    expect(expectData(await asCustomer('user_profile'), ProfileSchema).first_name).toBe('Ashwini');
  });

  test('current_user answers with the id', async () => {
    const { id } = expectData(await asCustomer('user_profile'), ProfileSchema);
    expect(expectData(await asCustomer('current_user'), CurrentUserSchema)).toEqual({ id });
    expectRefusal(await call(app, 'current_user', { method: 'GET' }), 401, MESSAGES.loginRequired);
  });
});

describe('order type and outlet of a signed-in customer', () => {
  test('changeDeliveryType saves delivery or take_out, nothing else', async () => {
    const changed = expectData(await asCustomer('changeDeliveryType', 'POST', { type: 'delivery' }), ProfileSchema);
    expect(changed.delivery_type).toBe('delivery');
    expectRefusal(await asCustomer('changeDeliveryType', 'POST', { type: 'dine_in' }), 400, /delivery or take_out/);
    expectRefusal(await call(app, 'changeDeliveryType', { fields: { type: 'delivery' } }), 401, MESSAGES.loginRequired);
  });

  test('updatePickUpLocation saves a known outlet, refuses an unknown one', async () => {
    const fields = { pickUp: 'vadodara-fatehgunj', city: 'Vadodara', area: 'Fatehgunj' };
    const saved = await asCustomer('updatePickUpLocation', 'POST', fields);
    expect(saved.body.msg).toBe(MESSAGES.outletSaved);
    expect(expectData(saved, ProfileSchema).deliveryOutletStore).toBe('vadodara-fatehgunj');
    expectRefusal(
      await asCustomer('updatePickUpLocation', 'POST', { ...fields, pickUp: 'atlantis' }),
      404,
      MESSAGES.outletNotFound,
    );
    expectRefusal(await asCustomer('updatePickUpLocation', 'POST', { city: 'Vadodara' }), 400, 'pickUp is required');
  });
});
