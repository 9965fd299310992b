import { OTP_TTL_SECONDS } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { customerIdByMobile } from '../db/queries/customers.ts';
import {
  deleteChallenge,
  type HolderKind,
  insertChallenge,
  lockClientLimits,
  otpHistory,
  recordClientRequest,
} from '../db/queries/otpChallenges.ts';
import { staffIdByMobile } from '../db/queries/staff.ts';
import type { AppDeps } from '../deps.ts';
import { otpRefusal } from '../domain/otp.ts';
import { codeHash, newCode, newToken, otpText, sha256 } from '../domain/secrets.ts';
import { type Refusal, refuse } from './refusal.ts';

type Issued = Refusal<429> | { challengeId: string; token: string; code: string | null };

const HOLDER_BY_MOBILE: Record<HolderKind, (db: Db, mobile: string) => Promise<string | null>> = {
  customer: customerIdByMobile,
  staff: staffIdByMobile,
};

/**
 * Records the request and, within the limits, a new attempt; one issuer at a time across processes. Its code is
 * null for a number that is not staff's at the console's sign-in: nothing is texted, and the attempt's hash is of
 * no code at all, so none opens it.
 */
function issueCode({ db }: Pick<AppDeps, 'db'>, kind: HolderKind, mobile: string, client: string, now: Date) {
  return db.transaction<Issued>(async (tx) => {
    await lockClientLimits(tx);
    const refusal = otpRefusal(await otpHistory(tx, { client, kind, mobile }, now), now);
    if (refusal) return refuse(429, refusal);
    await recordClientRequest(tx, 'code', client, mobile, now);
    const holderId = await HOLDER_BY_MOBILE[kind](tx, mobile);
    // The console never says whether a number is staff: a number that is not gets an attempt all the same, with
    // the same limits, resend wait and refusals, that no code opens. The shop texts any number a code, account or
    // not (a new customer needs it to sign up), so the reply, the work and the limits are the same whether the
    // number has an account: they tell nobody which numbers do.
    const token = newToken();
    const challengeId = sha256(token);
    const code = holderId || kind === 'customer' ? newCode() : null;
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
    const hashed = codeHash(challengeId, code ?? newToken());
    await insertChallenge(tx, { id: challengeId, kind, mobile, client, holderId, codeHash: hashed, expiresAt }, now);
    return { challengeId, token, code };
  });
}

/**
 * Texts a sign-in code to a customer's (or a member of staff's) mobile number, within the limits per number (a
 * client's resend wait and hourly codes, and the number's codes a day from all clients) and per client. The code
 * never leaves the server but by SMS: the caller gets the challenge's token, the database keeps the code's hash.
 */
export async function issueSignInCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms'>,
  { mobile, client, kind = 'customer' }: { mobile: string; client: string; kind?: HolderKind },
): Promise<{ token: string } | Refusal<429 | 502>> {
  const issued = await issueCode(deps, kind, mobile, client, deps.clock());
  if ('refusal' in issued) return issued;
  if (issued.code === null) return { token: issued.token };
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
