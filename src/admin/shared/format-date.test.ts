import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// Built from local parts, so the expectation holds in any time zone the tests run in.
const local = (h: number, m: number, s: number) => new Date(2026, 10, 25, h, m, s).toISOString();

describe('formatDateTime', () => {
  it('shows the date and the time to the second on a 24-hour clock', () => {
    expect(formatDateTime(local(21, 14, 5))).toBe('25 Nov 2026, 21:14:05');
    expect(formatDateTime(local(9, 3, 0))).toBe('25 Nov 2026, 09:03:00');
  });

  it('tells apart two moments in the same minute', () => {
    expect(formatDateTime(local(21, 14, 5))).not.toBe(formatDateTime(local(21, 14, 6)));
  });

  it('shows a missing date as N/A and an unreadable one as given', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('leaves the date-only format without a time', () => {
    expect(formatDate(local(21, 14, 5))).toBe('25 Nov 2026');
  });
});
