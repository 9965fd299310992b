import type { Db } from '../../db/db.ts';
import { insertOutboxMessage } from '../../db/queries/smsOutbox.ts';
import type { SmsSender } from './sms.ts';

/**
 * The default while no SMS gateway is configured: each message is kept in the database and logged, and
 * `GET /api/v1/dev/sms?mobile_number=N` shows them, so a person trying the shop can sign in.
 */
export function outboxSms(db: Db, clock: () => Date, log: (line: string) => void = console.log): SmsSender {
  return {
    kind: 'outbox',
    async send(mobile, text) {
      await insertOutboxMessage(db, mobile, text, clock());
      log(`SMS outbox: to ${mobile}: ${text}`);
    },
  };
}
