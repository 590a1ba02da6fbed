import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from './constants';
import { returnDeadline } from './order-lifecycle';
import { returnMessages } from './returns';

describe('the return window', () => {
  it('ends RETURN_WINDOW_DAYS after delivery', () => {
    const delivered = new Date('2026-03-01T10:00:00.000Z');
    expect(returnDeadline(delivered).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(RETURN_WINDOW_DAYS).toBe(7);
  });

  it('names the same number of days in the refusal a shopper reads', () => {
    expect(returnMessages.windowClosed).toBe('The 7-day return window has closed');
  });
});
