/** Outlets keep Indian hours whatever the server's own time zone. */
const kolkataClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of a clock time written `HH:MM` (seconds, if any, ignored). */
export function minutesOfClockTime(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) throw new Error(`not a clock time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight in Asia/Kolkata at the instant `now`. */
export function minutesOfDayInKolkata(now: Date): number {
  const parts = kolkataClock.formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/**
 * Whether `now` falls in the window from `fromTime` (included) to `toTime` (excluded), Kolkata time.
 * A window whose end is earlier than its start runs past midnight (18:00 to 02:00); equal ends mean all day.
 */
export function isWithinOpeningHours(fromTime: string, toTime: string, now: Date): boolean {
  const from = minutesOfClockTime(fromTime);
  const to = minutesOfClockTime(toTime);
  const minute = minutesOfDayInKolkata(now);
  if (from === to) return true;
  if (from < to) return minute >= from && minute < to;
  return minute >= from || minute < to;
}

/** `HH:MM` as customers read it: `23:30` becomes `11:30 PM`. */
export function formatClockTime(time: string): string {
  const minutes = minutesOfClockTime(time) % MINUTES_PER_DAY;
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
