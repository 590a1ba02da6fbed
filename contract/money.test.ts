import { describe, expect, it } from 'vitest';
import {
  exactPaiseFromRupees,
  formatPaise,
  formatRupees,
  paiseFromDigits,
  paiseFromRupees,
  percentOf,
  rupeesFromPaise,
} from './money';

describe('money', () => {
  it('writes rupees from paise as JSON shows them', () => {
    expect(rupeesFromPaise(0)).toBe(0);
    expect(rupeesFromPaise(99_999)).toBe(999.99);
    expect(rupeesFromPaise(49_950 * 3 + 1_999)).toBe(1518.49);
    expect(JSON.stringify(rupeesFromPaise(12_345))).toBe('123.45');
    expect(rupeesFromPaise(-29_475)).toBe(-294.75);
  });

  it('reads rupees to the nearest paisa, floating-point noise and all', () => {
    expect(paiseFromRupees(0.1 + 0.2)).toBe(30);
    expect(paiseFromRupees(999.99)).toBe(99_999);
    expect(paiseFromRupees(1.15)).toBe(115);
    expect(paiseFromRupees(0)).toBe(0);
    expect(Object.is(paiseFromRupees(-0.001), 0)).toBe(true);
  });

  it('rounds a half away from zero, so a negative amount mirrors the positive one', () => {
    expect(paiseFromRupees(0.125)).toBe(13);
    expect(paiseFromRupees(-0.125)).toBe(-13);
    expect(paiseFromRupees(-294.75)).toBe(-29_475);
  });

  it('goes round the trip for every paisa of a price', () => {
    for (const paise of [1, 10, 99, 101, 29_999, 99_999, 100_000_000])
      expect(paiseFromRupees(rupeesFromPaise(paise))).toBe(paise);
  });

  it('takes a price as a number only when it is whole paise', () => {
    expect(exactPaiseFromRupees(699.5)).toBe(69_950);
    expect(exactPaiseFromRupees(999.99)).toBe(99_999);
    expect(exactPaiseFromRupees(0.1 + 0.2)).toBe(30);
    expect(exactPaiseFromRupees(12.345)).toBeNull();
    expect(exactPaiseFromRupees(Number.NaN)).toBeNull();
    expect(exactPaiseFromRupees(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('reads a price from its digits without floating point', () => {
    expect(paiseFromDigits('1299', '5')).toBe(129_950);
    expect(paiseFromDigits('999', '99')).toBe(99_999);
    expect(paiseFromDigits('7', '')).toBe(700);
  });

  it('takes a percentage to the nearest paisa', () => {
    expect(percentOf(10_000, 10)).toBe(1_000);
    expect(percentOf(29_999, 5)).toBe(1_500);
    expect(percentOf(33_333, 20)).toBe(6_667);
    expect(percentOf(0, 20)).toBe(0);
  });

  it('shows money one way: Rs. with Indian grouping and two decimals', () => {
    expect(formatPaise(0)).toBe('Rs.0.00');
    expect(formatPaise(99_999)).toBe('Rs.999.99');
    expect(formatPaise(12_345_678_900)).toBe('Rs.12,34,56,789.00');
    expect(formatPaise(-29_475)).toBe('Rs.-294.75');
    expect(formatRupees(2299)).toBe('Rs.2,299.00');
    expect(formatRupees(0.1 + 0.2)).toBe('Rs.0.30');
    expect(formatRupees(45.5)).toBe('Rs.45.50');
  });

  it("writes every whole number of paise as Intl.NumberFormat('en-IN') does", () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const asIntl = (paise: number) => `Rs.${intl.format(rupeesFromPaise(paise))}`;
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 9_999_999, 10_000_000];
    for (let digits = 1; digits <= 15; digits += 1) samples.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 7);
    let seed = 7;
    for (let i = 0; i < 2_000; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(seed * (i % 5) + (i % 97), Math.floor(seed / (i + 1)));
    }
    // Up to ten lakh crore rupees, where paise / 100 is still exact to the paisa for Intl's input.
    for (const paise of samples.filter((sample) => sample <= 1e15)) {
      expect(formatPaise(paise)).toBe(asIntl(paise));
      if (paise !== 0) expect(formatPaise(-paise)).toBe(asIntl(-paise));
    }
    expect(formatPaise(Number.MAX_SAFE_INTEGER)).toBe('Rs.9,00,71,99,25,47,409.91');
  });

  it('rounds a fraction of a paisa, which no amount should carry, to the nearest paisa', () => {
    expect(formatPaise(12_345.4)).toBe('Rs.123.45');
    expect(formatPaise(12_345.6)).toBe('Rs.123.46');
    expect(formatPaise(-12_345.6)).toBe('Rs.-123.46');
    expect(formatPaise(-0.4)).toBe('Rs.0.00');
  });
});
