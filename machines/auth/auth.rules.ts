import * as v from 'valibot';
import { LoginMobile, type SignupFields, SignupRequest } from '../../contract/authRules.ts';
import { MOBILE_DIGITS, OTP_DIGITS } from '../../contract/constants.ts';
import { firstProblem } from '../../contract/textRules.ts';
import type { AuthContext } from './auth.types.ts';

/** What a mobile field keeps of what was typed: digits only, at most ten. */
export const mobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, MOBILE_DIGITS);

/** The first rule the value breaks (spec section 5, in the form's order), or null. */
export function mobileProblem(mobile: string): string | null {
  const result = v.safeParse(LoginMobile, mobile);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The first rule the Sign Up form breaks (spec section 5, in the form's order), and its field, or null. */
export const signupProblem = (fields: SignupFields) => firstProblem(SignupRequest, fields);

const CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);
type Boxes = AuthContext['otp'];

export const EMPTY_BOXES: Boxes = ['', '', '', ''];

/** A whole code fills the boxes; anything else is not a code. */
export function boxesFromCode(text: string): Boxes | null {
  const code = text.trim();
  return CODE.test(code) ? (code.split('') as Boxes) : null;
}

/** One box's new content: a digit or nothing sets it, a whole code fills all four, anything else is ignored. */
export function boxesAfterChange(boxes: Boxes, index: number, value: string): Boxes {
  const code = boxesFromCode(value);
  if (code) return code;
  if (index < 0 || index >= OTP_DIGITS || !/^\d?$/.test(value)) return boxes;
  const next = [...boxes] as Boxes;
  next[index] = value;
  return next;
}

export const boxesFull = (boxes: Boxes) => boxes.every((digit) => digit !== '');
