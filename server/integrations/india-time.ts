/** India keeps one time zone, UTC+5:30, with no daylight saving: an offset is enough. */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function inIndia(ms: number): Date {
  return new Date(ms + IST_OFFSET_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' in India time, as Shiprocket writes tracking dates. */
export function indiaDateTime(ms: number): string {
  return inIndia(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:mm' in India time, as Shiprocket takes order dates. */
export function indiaOrderDate(ms: number): string {
  return indiaDateTime(ms).slice(0, 16);
}

/** 'Nov 25, 2025' in India time, as Shiprocket writes expected delivery dates. */
export function indiaDate(ms: number): string {
  const date = inIndia(ms);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '25 Nov 2025' in India time, for invoices and e-mails. */
export function indiaLongDate(ms: number): string {
  const date = inIndia(ms);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** India's financial year (April to March) that a moment falls in, e.g. '25-26'. */
export function indiaFinancialYear(ms: number): string {
  const date = inIndia(ms);
  const start = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}
