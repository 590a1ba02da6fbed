const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Dates as staff read them (India); an unreadable date shows as given. */
export function formatDateTime(value: string | null | undefined): string {
  return format(dateTime, value);
}
/** With seconds: steps that follow each other within a minute stay apart and in order. */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  return format(dateTimeSeconds, value);
}
export function formatDate(value: string | null | undefined): string {
  return format(dateOnly, value);
}
function format(formatter: Intl.DateTimeFormat, value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}
