import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '../../contract/constants.ts';

/** 256 random bits, URL-safe: a session or challenge token. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What a token looks like: anything else is refused before the database is asked. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A one-time code from the cryptographic generator, leading zeros kept. */
export const newCode = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');

/** The code bound to its challenge: the same code of another attempt hashes differently. */
export const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

/** Compares in constant time, so the answer's timing says nothing about how close a guess was. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const otpText = (code: string) =>
  `${code} is your Wokflow sign-in code. It expires in 5 minutes. Do not share it with anyone.`;
