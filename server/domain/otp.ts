import {
  OTP_MAX_WRONG_TRIES,
  OTP_PER_CLIENT_PER_HOUR,
  OTP_PER_NUMBER_PER_DAY,
  OTP_PER_NUMBER_PER_HOUR,
  OTP_RESEND_SECONDS,
} from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { codeHash, sameHash } from './secrets.ts';

/**
 * What the limits read. A number's resend wait and hourly limit are its codes this client asked for: a stranger
 * asking for codes to someone's number uses up their own, not its owner's. The daily limit is the number's, from
 * however many clients: with 5 wrong tries a code, it bounds the guesses at any number's codes.
 */
export interface OtpHistory {
  /** Codes requested from this client address in the past hour, for any number. */
  clientRequestsLastHour: number;
  /** Codes this client asked for this number in the past hour. */
  codesLastHour: number;
  /** Codes sent to this number in the past 24 hours, whoever asked. */
  codesLastDay: number;
  /** When this client last had a code sent to this number, if ever. */
  lastCodeAt: Date | null;
}

/** Why a new code may not be sent now, or null when it may (issue 3's limits). */
export function otpRefusal(history: OtpHistory, now: Date): string | null {
  if (history.clientRequestsLastHour >= OTP_PER_CLIENT_PER_HOUR) return MESSAGES.otpClientLimit;
  if (history.lastCodeAt) {
    const waitMs = history.lastCodeAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) return MESSAGES.otpResendWait(Math.ceil(waitMs / 1000));
  }
  if (history.codesLastHour >= OTP_PER_NUMBER_PER_HOUR) return MESSAGES.otpNumberLimit;
  // Guesses from many addresses meet here: a code wears out after 5 wrong tries, and a number gets 10 codes a day.
  if (history.codesLastDay >= OTP_PER_NUMBER_PER_DAY) return MESSAGES.otpNumberDayLimit;
  return null;
}

/** A login attempt as stored: the code only as its hash, salted with the attempt's id. */
export interface Challenge {
  id: string;
  code_hash: string;
  expires_at: Date;
  wrong_tries: number;
  /** Used, worn out, or replaced by a newer code. */
  closed_at: Date | null;
}

/**
 * What a try at a challenge's code gets. 'lastWrong' is the wrong try that wears the code out. A worn-out
 * code is refused before the code is compared, so that even the right code cannot follow five wrong ones.
 */
export type CodeVerdict = 'accepted' | 'wrong' | 'lastWrong' | 'usedUp' | 'expired';

export function codeVerdict(challenge: Challenge, code: string, now: Date): CodeVerdict {
  if (challenge.wrong_tries >= OTP_MAX_WRONG_TRIES) return 'usedUp';
  if (challenge.closed_at || challenge.expires_at.getTime() <= now.getTime()) return 'expired';
  if (sameHash(codeHash(challenge.id, code), challenge.code_hash)) return 'accepted';
  return challenge.wrong_tries + 1 >= OTP_MAX_WRONG_TRIES ? 'lastWrong' : 'wrong';
}

/** What the customer reads after each refused try. */
export const CODE_REFUSAL: Record<Exclude<CodeVerdict, 'accepted'>, string> = {
  wrong: MESSAGES.otpWrong,
  lastWrong: MESSAGES.otpUsedUp,
  usedUp: MESSAGES.otpUsedUp,
  expired: MESSAGES.otpExpired,
};
