/**
 * Money, the one module (docs/decisions/250): every amount inside the server and the contract
 * is whole paise; rupees exist only in the spec's JSON fields (`price: 999`, `totalAmount`), in
 * what staff type, and in the protocols of Razorpay and Shiprocket. The conversions between
 * them and the formatter are here and nowhere else; a source scan (money-scan.test.ts) fails if
 * a bare `/ 100` or `* 100` comes back elsewhere.
 */

/**
 * Whole paise (an integer; negative only for a change such as a refund taken off). A plain
 * alias, not a brand: the name says what the number is, as `...Paise` names do in the database
 * (docs/decisions/002, 250).
 */
export type Paise = number;

/**
 * Only for money written in another language, which cannot call rupeesFromPaise: the bag's SQL
 * (server/db/rupees-sql.ts) and the payment sandbox's browser script. The scan test names the
 * files that may use it.
 */
export const PAISE_PER_RUPEE = 100;

/**
 * Rupees as the spec's JSON fields carry them. Exact for every whole number of paise: the
 * result is the double nearest n/100, written by JSON the shortest way (12345 → 123.45).
 */
export function rupeesFromPaise(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Paise from rupees read from JSON or a form, which carry at most two decimals but not always
 * exactly (0.1 + 0.2, 999.99 × 100 = 99998.99999999999): the nearest whole paisa, a half
 * rounded away from zero so that a negative amount is the mirror of the positive one.
 */
export function paiseFromRupees(rupees: number): Paise {
  const paise = Math.round(Math.abs(rupees) * PAISE_PER_RUPEE);
  return rupees < 0 && paise > 0 ? -paise : paise;
}

/**
 * Paise from rupees that must be a whole number of paise (a price staff typed as a number):
 * null when the rupees have a third decimal that is not floating-point noise (12.345), or are
 * not a finite number.
 */
export function exactPaiseFromRupees(rupees: number): Paise | null {
  if (!Number.isFinite(rupees)) return null;
  const paise = paiseFromRupees(rupees);
  return Math.abs(rupees * PAISE_PER_RUPEE - paise) > 1e-6 ? null : paise;
}

/**
 * Paise from a price's digits as they are written with two decimals, read as text so no
 * floating-point rounding creeps in: whole rupees '1299' and the fraction '5' or '50' → 129950.
 * The fraction has at most two digits (the caller refuses more).
 */
export function paiseFromDigits(wholeRupees: string, fraction: string): Paise {
  return Number(wholeRupees) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * A percentage of an amount, to the nearest paisa (an offer's discount). Percent maths, not a
 * conversion: the `/ 100` here is the percent's.
 */
export function percentOf(paise: Paise, percent: number): Paise {
  return Math.round((paise * percent) / 100);
}

/**
 * The one way to show money: 'Rs.' with Indian digit grouping and two decimals (12345 → 'Rs.123.45'),
 * as Intl.NumberFormat('en-IN') writes it (the tests compare the two), written from the digits:
 * constructing the browser's first number format loads its locale data, 12–16 ms of the page's
 * main thread on a fast machine and four times that on the phone the shop is for, at the shell's
 * start, for the prices of the first screen (docs/decisions/267). A fraction of a paisa, which no
 * amount should carry, is rounded to the nearest paisa.
 */
export function formatPaise(paise: Paise): string {
  const digits = String(Math.round(Math.abs(paise))).padStart(3, '0');
  // Indian grouping: the rupees' last three digits, then pairs (12,34,56,789).
  const rupees = digits.slice(0, -2).replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  return `Rs.${paise <= -0.5 ? '-' : ''}${rupees}.${digits.slice(-2)}`;
}

/**
 * A rupee value of the spec's JSON (a product's `numericPrice`, an order's `totalAmount`, a
 * courier's rate) shown the one way: through paise, so it reads as formatPaise writes it.
 */
export function formatRupees(amount: number): string {
  return formatPaise(paiseFromRupees(amount));
}
