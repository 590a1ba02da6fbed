const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Dates as staff read them (India); an unreadable date shows as given. */
export function formatDateTime(value: string | null | undefined): string {
  return format(dateTime, value);
}
export function formatDate(value: string | null | undefined): string {
  return format(dateOnly, value);
}
function format(formatter: Intl.DateTimeFormat, value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

const withSeconds = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** A moment in a ledger or log, where two entries a few seconds apart must read apart. */
export function formatDateTimeWithSeconds(value: string | null | undefined): string {
  return format(withSeconds, value);
}
