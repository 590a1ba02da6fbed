import { RETURN_WINDOW_DAYS } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return can be asked for: delivery plus RETURN_WINDOW_DAYS (spec 001 s9). */
export function returnDeadline(deliveryDate: Date): Date {
  return new Date(deliveryDate.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}
