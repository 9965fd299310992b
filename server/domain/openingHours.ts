import { OUTLET_TIME_ZONE } from '../../contract/constants.ts';

/** Outlets keep Indian hours whatever the server's own time zone. */
const kolkataClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: OUTLET_TIME_ZONE,
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

/**
 * The last minute asked about and its answer: every outlet of a reply, and every request of a minute, asks about
 * the same one, and `formatToParts` was a few per cent of an order's CPU. Time zones change their offset only as
 * a minute starts, so one answer holds for the whole minute.
 */
let lastMinute = { epochMinute: Number.NaN, minuteOfDay: 0 };

/** Minutes since midnight in Asia/Kolkata at the instant `now`. */
export function minutesOfDayInKolkata(now: Date): number {
  const epochMinute = Math.floor(now.getTime() / 60_000);
  if (epochMinute === lastMinute.epochMinute) return lastMinute.minuteOfDay;
  const parts = kolkataClock.formatToParts(now);
  const part = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  lastMinute = { epochMinute, minuteOfDay: part('hour') * 60 + part('minute') };
  return lastMinute.minuteOfDay;
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

/** An outlet's hours and its staff's override, as the outlets table holds them (times as HH:MM). */
export interface OutletHours {
  isActive: boolean;
  fromTime: string;
  toTime: string;
  /** Opened (true) or closed (false) by its staff whatever the hours say; null: the hours decide. */
  openOverride: boolean | null;
  /** When the override lapses: the next opening by the hours after it was set. */
  openOverrideUntil: Date | null;
}

/** The staff's override while it holds, or null once it has lapsed (or there is none): then the hours decide. */
export function overrideInForce(hours: Pick<OutletHours, 'openOverride' | 'openOverrideUntil'>, now: Date) {
  const { openOverride, openOverrideUntil } = hours;
  return openOverrideUntil !== null && now < openOverrideUntil ? openOverride : null;
}

/**
 * Whether the outlet takes orders at `now`: the one rule every reader of `isOpen` uses. An inactive outlet
 * never does; otherwise its staff's override while it holds, else its hours.
 */
export function isOutletOpen(hours: OutletHours, now: Date): boolean {
  if (!hours.isActive) return false;
  return overrideInForce(hours, now) ?? isWithinOpeningHours(hours.fromTime, hours.toTime, now);
}

/**
 * Until when its staff closed an outlet that its hours have open now, as customers read it: '11:00 AM', or
 * '11:00 AM tomorrow' once today's opening has passed. Null when it is open, or when its hours (or its being
 * inactive) are what keep it closed: the hours say enough then.
 */
export function closedByStaffUntil(hours: OutletHours, now: Date): string | null {
  if (!hours.isActive || overrideInForce(hours, now) !== false) return null;
  if (!isWithinOpeningHours(hours.fromTime, hours.toTime, now)) return null;
  // The override lasts until the next opening by the hours (overrideFor): today's, or tomorrow's once it has passed.
  const tomorrow = minutesOfDayInKolkata(now) >= minutesOfClockTime(hours.fromTime);
  return `${formatClockTime(hours.fromTime)}${tomorrow ? ' tomorrow' : ''}`;
}

/** The next instant after `now` at which the hours open the outlet (its `fromTime`, Kolkata time). */
export function nextOpening(fromTime: string, now: Date): Date {
  const minutesAhead = (minutesOfClockTime(fromTime) - minutesOfDayInKolkata(now) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  // Kolkata is a whole number of minutes from UTC all year: its minutes start when UTC's do.
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minuteStart + (minutesAhead === 0 ? MINUTES_PER_DAY : minutesAhead) * 60_000);
}

/**
 * What the staff's open (true) or close (false) now becomes: an override until the next opening, or none
 * when the hours already say so (closing a closed outlet, or opening an open one, must not outlast the hours).
 */
export function overrideFor(open: boolean, hours: Pick<OutletHours, 'fromTime' | 'toTime'>, now: Date) {
  if (open === isWithinOpeningHours(hours.fromTime, hours.toTime, now)) return { openOverride: null, until: null };
  return { openOverride: open, until: nextOpening(hours.fromTime, now) };
}

/** `HH:MM` as customers read it: `23:30` becomes `11:30 PM`. */
export function formatClockTime(time: string): string {
  const minutes = minutesOfClockTime(time) % MINUTES_PER_DAY;
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
