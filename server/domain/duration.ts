/** An hour in milliseconds: the window of every hourly limit (sign-in codes, feedback, payments). */
export const HOUR_MS = 60 * 60 * 1000;
