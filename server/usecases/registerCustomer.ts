import type { SignupFields } from '../../contract/authRules.ts';
import { SIGNUPS_PER_CLIENT_PER_HOUR } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { createCustomer, customerIdByMobile } from '../db/queries/customers.ts';
import { clientRequestsLastHour, lockClientLimits, recordClientRequest } from '../db/queries/otpChallenges.ts';
import { openSession } from '../db/queries/sessions.ts';
import { signupTicketForUpdate, spendSignupTicket } from '../db/queries/signupTickets.ts';
import type { StoreDeps } from '../deps.ts';
import { sha256 } from '../domain/secrets.ts';
import { type Refusal, refuse } from './refusal.ts';

interface Registration {
  /** The sign-up ticket `login_verify` gave for a verified number without an account. */
  ticket: string;
  fields: SignupFields;
  client: string;
}

/**
 * Creates the account of the number the ticket proves, within the hourly limit per client address, and signs
 * the new customer in: the session's token. The ticket works once. A number's owner who signed up in another
 * tab meanwhile is signed into that account: the ticket proves the number as a code would.
 */
export function registerCustomer(
  { db, clock }: StoreDeps,
  { ticket, fields, client }: Registration,
): Promise<{ session: string } | Refusal<401 | 429>> {
  const now = clock();
  const ticketHash = sha256(ticket);
  return db.transaction(async (tx) => {
    await lockClientLimits(tx);
    const found = await signupTicketForUpdate(tx, ticketHash);
    if (!found || found.used_at || found.expires_at.getTime() <= now.getTime()) {
      return refuse(401, MESSAGES.signupExpired);
    }
    if ((await clientRequestsLastHour(tx, 'signup', client, now)) >= SIGNUPS_PER_CLIENT_PER_HOUR) {
      return refuse(429, MESSAGES.signupClientLimit);
    }
    await spendSignupTicket(tx, ticketHash, now);
    await recordClientRequest(tx, 'signup', client, found.mobile_number, now);
    const account = { ...fields, mobile_number: found.mobile_number, outlet_id: found.outlet_id };
    const customerId = (await createCustomer(tx, account, now)) ?? (await customerIdByMobile(tx, found.mobile_number));
    if (!customerId) throw new Error(`no account for ${found.mobile_number} after creating it`);
    return { session: await openSession(tx, { kind: 'customer', id: customerId }, now) };
  });
}
