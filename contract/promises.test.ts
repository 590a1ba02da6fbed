import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS, PROMISES, RETURN_WINDOW_DAYS } from './constants';
import { returnDeadline } from './order-lifecycle/return-deadline';
import { returnMessages } from './returns';

/** Every sentence the shop promises delivery or returns with, screen by screen. */
const sentences = Object.entries(PROMISES).flatMap(([screen, words]) =>
  Object.entries(words).map(([what, text]): [string, string] => [`${screen}.${what}`, text]),
);

/** '2-7 days' style ranges: the delivery windows a sentence names. */
const ranges = (text: string) => [...text.matchAll(/(\d+)\s*[-–]\s*(\d+)\s*days?/gi)].map((m) => `${m[1]}-${m[2]}`);
/** '7 days', '7-day', '7 Days' not part of a range: the return windows a sentence names. */
const single = (text: string) =>
  [...text.replace(/\d+\s*[-–]\s*\d+\s*days?/gi, '').matchAll(/(\d+)[\s-]days?/gi)].map((m) => Number(m[1]));

describe('one delivery window and one return window (docs/decisions/230)', () => {
  it.each(sentences)('%s names only the shop’s windows: %s', (_where, text) => {
    for (const range of ranges(text)) expect(range).toBe(`${DELIVERY_DAYS.min}-${DELIVERY_DAYS.max}`);
    for (const days of single(text)) expect(days).toBe(RETURN_WINDOW_DAYS);
    expect(text).not.toMatch(/worldwide/i);
  });

  it('every screen promises delivery in the same window', () => {
    const delivery = sentences.filter(([where]) => /delivery|deliveryTime/.test(where));
    expect(delivery.map(([, text]) => ranges(text))).toEqual(delivery.map(() => ['2-7']));
  });

  it('the return window promised is the one the server enforces', () => {
    const delivered = new Date('2026-03-10T10:00:00.000Z');
    expect(returnDeadline(delivered).toISOString()).toBe('2026-03-17T10:00:00.000Z');
    expect(returnMessages.windowClosed).toBe('The 7-day return window has closed');
    const returns = sentences.filter(([where]) => where.endsWith('.returns'));
    expect(returns.length).toBeGreaterThanOrEqual(4);
    for (const [, text] of returns) expect(single(text)).toEqual([7]);
  });
});
