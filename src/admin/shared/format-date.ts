// Seconds are shown: two steps of an order a few seconds apart must read apart and in order
// (docs/decisions/182). A 24-hour clock keeps "21:14:05" one token wide on a tablet.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** Date and time as staff read them (India), e.g. "25 Nov 2026, 21:14:05"; an unreadable date shows as given. */
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
