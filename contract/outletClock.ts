import { OUTLET_TIME_ZONE } from './constants.ts';

const OUTLET_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: OUTLET_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A time at the outlet, as its texts, its board and the customer's order page all say it: '7:42 pm', in
 * India's time whatever the reader's or the server's zone (assembled from parts: the engines differ in the
 * space before 'pm').
 */
export function outletClockTime(time: Date | string): string {
  const parts = Object.fromEntries(OUTLET_CLOCK.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}
