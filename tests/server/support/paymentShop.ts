import { afterAll, beforeAll, beforeEach } from 'vitest';
import { PlacedOrderSchema } from '../../../contract/order.ts';
import type { Db } from '../../../server/db/db.ts';
import type { PlacedOrder } from '../../../server/db/queries/orders.ts';
import { recheckPendingPayments } from '../../../server/usecases/recheckPayments.ts';
import { call } from './customers.ts';
import { type FakeGateway, fakeGateway } from './fakeGateway.ts';
import { type App, expectData, testApp } from './http.ts';
import { type Customer, type checkoutForm, FRIDAY_EVENING, shopFor } from './shop.ts';
import { openTestDb } from './testDb.ts';

export interface PaymentShop {
  db: Db;
  app: App;
  gateway: FakeGateway;
  /** The app's clock: Friday evening at the start of each test, moved on by `later`. */
  now: Date;
  shop: Awaited<ReturnType<typeof shopFor>>;
  customer: Customer;
  later(ms: number): void;
  /** One round of the background re-check of pending payments; how many changed. */
  recheck(): Promise<number>;
  /** Places the customer's cart as a cash order: the checkout form it sent, and the order. */
  payCash(): Promise<{ fields: ReturnType<typeof checkoutForm>; placed: PlacedOrder }>;
}

/**
 * For the tests of paying by card: one database for the file and, for each test, a fresh app with a fake
 * card gateway, a clock the test moves and a new customer. Read its fields inside tests (they change).
 */
export function paymentShop(): PaymentShop {
  const bed = {
    later(ms: number) {
      bed.now = new Date(bed.now.getTime() + ms);
    },
    recheck: () => recheckPendingPayments({ db: bed.db, gateway: bed.gateway, clock: () => bed.now }, bed.now),
    async payCash() {
      const fields = await bed.shop.checkoutFields(bed.customer);
      const reply = await call(bed.app, 'OrderWithCOD', { bearer: bed.customer.bearer, fields });
      return { fields, placed: expectData(reply, PlacedOrderSchema) };
    },
  } as PaymentShop;
  beforeAll(async () => {
    bed.db = await openTestDb();
  });
  afterAll(() => bed.db?.close());
  beforeEach(async () => {
    bed.now = FRIDAY_EVENING;
    bed.gateway = fakeGateway();
    bed.app = testApp(bed.db, () => bed.now, { gateway: bed.gateway });
    bed.shop = await shopFor(bed.db, bed.app);
    bed.customer = await bed.shop.newCustomer();
  });
  return bed;
}
