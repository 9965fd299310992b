import { SIGNUP_TICKET_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { changeProfile, customerIdByMobile } from '../db/queries/customers.ts';
import {
  type ChallengeRow,
  challengeForUpdate,
  closeChallenge,
  type HolderKind,
  recordWrongTry,
} from '../db/queries/otpChallenges.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import { openSession } from '../db/queries/sessions.ts';
import { insertSignupTicket } from '../db/queries/signupTickets.ts';
import type { StoreDeps } from '../deps.ts';
import { CODE_REFUSAL, codeVerdict } from '../domain/otp.ts';
import { newToken, sha256 } from '../domain/secrets.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface CodeToVerify {
  /** The token `issueSignInCode` gave for the challenge. */
  challengeToken: string;
  otp: string;
  /** The outlet a customer chose before signing in, if any. */
  storeId?: string;
  /** Whose sign-in this is: a customer's code opens no staff session, and the other way round. */
  kind?: HolderKind;
}

/** A right code: the session of the number's account, or, for a customer's number without one, a sign-up ticket. */
export type Verified = { session: string } | { signupTicket: string };

/** The outlet chosen before signing in, when it names one; an unknown id is simply not kept. */
async function knownOutlet(tx: Db, storeId: string, now: Date): Promise<string | null> {
  return storeId && (await findOutlet(tx, storeId, now)) ? storeId : null;
}

async function signInOrTicket(tx: Db, challenge: ChallengeRow, storeId: string, kind: HolderKind, now: Date) {
  // A customer's account may have been created since the code was sent (a sign-up in another tab).
  const holderId =
    challenge.holder_id ?? (kind === 'customer' ? await customerIdByMobile(tx, challenge.mobile_number) : null);
  const outletId = kind === 'customer' ? await knownOutlet(tx, storeId, now) : null;
  if (holderId) {
    const session = await openSession(tx, { kind, id: holderId }, now);
    if (outletId) await changeProfile(tx, holderId, { outlet_id: outletId });
    return { session };
  }
  // A number that is not staff's has an attempt whose hash is of no code: none opens it.
  if (kind === 'staff') throw new Error('a staff sign-in without a member of staff was opened');
  const signupTicket = newToken();
  const expiresAt = new Date(now.getTime() + SIGNUP_TICKET_SECONDS * 1000);
  await insertSignupTicket(
    tx,
    { tokenHash: sha256(signupTicket), mobile: challenge.mobile_number, outletId, expiresAt },
    now,
  );
  return { signupTicket };
}

/** Checks a sign-in code against its challenge and, when right, answers what the number's owner may do next. */
export function verifySignInCode(
  { db, clock }: StoreDeps,
  { challengeToken, otp, storeId = '', kind = 'customer' }: CodeToVerify,
): Promise<Verified | Refusal<401>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const challenge = await challengeForUpdate(tx, sha256(challengeToken), kind);
    if (!challenge) return refuse(401, MESSAGES.otpExpired);
    const verdict = codeVerdict(challenge, otp, now);
    if (verdict === 'wrong' || verdict === 'lastWrong') {
      await recordWrongTry(tx, challenge.id, verdict === 'lastWrong', now);
    }
    if (verdict !== 'accepted') return refuse(401, CODE_REFUSAL[verdict]);
    await closeChallenge(tx, challenge.id, now);
    return signInOrTicket(tx, challenge, storeId, kind, now);
  });
}
