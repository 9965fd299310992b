/** An hour in milliseconds: the window of every hourly limit (sign-in codes, feedback, payments). */
export const HOUR_MS = 60 * 60 * 1000;

/** A day in milliseconds: the window of a number's daily limit of sign-in codes. */
export const DAY_MS = 24 * HOUR_MS;
