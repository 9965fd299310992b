import * as MESSAGES from '../../contract/messages.ts';
import { changeProfile } from '../db/queries/customers.ts';
import { challengeForUpdate, closeChallenge, type HolderKind, recordWrongTry } from '../db/queries/otpChallenges.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import { insertSession } from '../db/queries/sessions.ts';
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

/** Checks a sign-in code against its challenge and, when right, opens a session: its token. */
export function verifySignInCode(
  { db, clock }: StoreDeps,
  { challengeToken, otp, storeId = '', kind = 'customer' }: CodeToVerify,
): Promise<{ session: string } | Refusal<401>> {
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
    const session = newToken();
    await insertSession(tx, sha256(session), { kind, id: challenge.holder_id }, now);
    // The outlet chosen before signing in becomes the customer's; an unknown id is simply not kept.
    if (kind === 'customer' && storeId && (await findOutlet(tx, storeId, now))) {
      await changeProfile(tx, challenge.holder_id, { outlet_id: storeId });
    }
    return { session };
  });
}
