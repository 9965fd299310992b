import { OTP_TTL_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { customerIdByMobile } from '../db/queries/customers.ts';
import {
  deleteChallenge,
  insertChallenge,
  lockOtpIssuing,
  otpHistory,
  recordOtpRequest,
} from '../db/queries/otpChallenges.ts';
import type { AppDeps } from '../deps.ts';
import { otpRefusal } from '../domain/otp.ts';
import { codeHash, newCode, newToken, otpText, sha256 } from '../domain/secrets.ts';
import { type Refusal, refuse } from './refusal.ts';

type Issued = Refusal<404 | 429> | { challengeId: string; token: string; code: string };

/** Records the request and, within the limits, a new attempt; one issuer at a time across processes. */
function issueCode({ db }: Pick<AppDeps, 'db'>, mobile: string, client: string, now: Date) {
  return db.transaction<Issued>(async (tx) => {
    await lockOtpIssuing(tx);
    const customerId = await customerIdByMobile(tx, mobile);
    const refusal = otpRefusal(await otpHistory(tx, client, customerId, now), now);
    if (refusal) return refuse(429, refusal);
    // Unknown numbers count against the client's limit too: guessing which numbers have accounts costs the same.
    await recordOtpRequest(tx, client, mobile, now);
    if (!customerId) return refuse(404, MESSAGES.mobileNotFound);
    const token = newToken();
    const challengeId = sha256(token);
    const code = newCode();
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    await insertChallenge(tx, { id: challengeId, customerId, codeHash: codeHash(challengeId, code), expiresAt }, now);
    return { challengeId, token, code };
  });
}

/**
 * Texts a sign-in code to a registered mobile number, within the hourly limits per number and per client.
 * The code never leaves the server but by SMS: the caller gets the challenge's token, the database keeps the
 * code's hash.
 */
export async function issueSignInCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms'>,
  { mobile, client }: { mobile: string; client: string },
): Promise<{ token: string } | Refusal<404 | 429 | 502>> {
  const issued = await issueCode(deps, mobile, client, deps.clock());
  if ('refusal' in issued) return issued;
  try {
    await deps.sms.send(mobile, otpText(issued.code));
  } catch (error) {
    // Not sent, so not counted: the customer may ask again at once.
    await deleteChallenge(deps.db, issued.challengeId);
    console.error(`SMS to ${mobile} failed:`, error instanceof Error ? error.message : error);
    return refuse(502, MESSAGES.smsFailed);
  }
  return { token: issued.token };
}
