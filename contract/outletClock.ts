import { OUTLET_TIME_ZONE } from './constants.ts';

const OUTLET_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: OUTLET_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const OUTLET_CALENDAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: OUTLET_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

const partsOf = (format: Intl.DateTimeFormat, time: Date | string) =>
  Object.fromEntries(format.formatToParts(new Date(time)).map((part) => [part.type, part.value]));

/**
 * A time at the outlet, as its texts, its board and the customer's order page all say it: '7:42 pm', in
 * India's time whatever the reader's or the server's zone (assembled from parts: the engines differ in the
 * space before 'pm').
 */
export function outletClockTime(time: Date | string): string {
  const parts = partsOf(OUTLET_CLOCK, time);
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/** A day and time at the outlet, in India's time like `outletClockTime`: '20 Nov 2026, 07:30 pm'. */
export function outletDateTime(time: Date | string): string {
  const parts = partsOf(OUTLET_CALENDAR, time);
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}

/** The day at the outlet, in India's time like `outletClockTime`: '20 Nov 2026'. */
export function outletDate(time: Date | string | number): string {
  const parts = partsOf(OUTLET_CALENDAR, new Date(time));
  return `${parts.day} ${parts.month} ${parts.year}`;
}
