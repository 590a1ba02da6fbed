import { DELIVERY_DAYS } from '../../../contract/constants';

const DAY_MS = 24 * 60 * 60_000;
/** India has one time zone and no daylight saving, so whole days add up exactly. */
const format = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * The expected delivery dates of an order: the shop's delivery window (DELIVERY_DAYS) counted from when
 * it was placed, as India's calendar reads them, e.g. 'Fri, 13 Mar – Wed, 18 Mar'.
 */
export function deliveryWindow(
  placedAt: string | number | Date,
  days: { min: number; max: number } = DELIVERY_DAYS,
): string {
  const placed = new Date(placedAt).getTime();
  const from = format.format(new Date(placed + days.min * DAY_MS));
  const to = format.format(new Date(placed + days.max * DAY_MS));
  return `${from} – ${to}`;
}
