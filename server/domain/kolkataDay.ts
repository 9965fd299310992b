const DAY_MS = 24 * 60 * 60 * 1000;
/** India keeps +05:30 all year: no daylight saving to follow. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instant today began in Asia/Kolkata: an outlet's day, whatever the server's zone. */
export function startOfKolkataDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + KOLKATA_OFFSET_MS) / DAY_MS) * DAY_MS - KOLKATA_OFFSET_MS);
}
