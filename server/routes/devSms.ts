import { Hono } from 'hono';
import * as v from 'valibot';
import { LoginMobile } from '../../contract/authRules.ts';
import { outboxMessages } from '../db/queries/smsOutbox.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/reply.ts';
import { validQuery } from '../http/validate.ts';
import { devSmsOperations as doc } from '../openapi/operations/devSms.ts';

/** Mounted only while the outbox is the SMS adapter: a number's messages, newest first, to read a code. */
export function devSmsRoutes({ db }: AppDeps) {
  return new Hono().get('/sms', doc.outbox, validQuery(v.object({ mobile_number: LoginMobile })), async (c) =>
    ok(c, await outboxMessages(db, c.req.valid('query').mobile_number)),
  );
}
