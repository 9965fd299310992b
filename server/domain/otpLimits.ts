import { OTP_PER_CLIENT_PER_HOUR, OTP_PER_NUMBER_PER_HOUR, OTP_RESEND_SECONDS } from '../../contract/constants.ts';
import { MESSAGES } from '../../contract/messages.ts';

export interface OtpHistory {
  /** Codes requested from this client address in the past hour, for any number. */
  clientRequestsLastHour: number;
  /** Codes sent to this number in the past hour. */
  codesLastHour: number;
  /** When the newest code for this number was sent, if any. */
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
  return null;
}

export const HOUR_MS = 60 * 60 * 1000;
