import { describe, expect, it } from 'vitest';
import { findOffer } from '../../../contract/offers';
import { paidForUnits } from '../../lib/paid-for-units';
import { priceOffer } from './price-offer';

const festive = findOffer('FESTIVE5');
const home = findOffer('HOME20');
if (!festive || !home) throw new Error('demo offers declared');

describe('priceOffer', () => {
  it('splits the discount over the lines by value, the shares adding up to the paisa', () => {
    // 5% of 3 × 33.33 = 99.99 is 4.9995, to the nearest paisa 5.00: 1.67 + 1.67 + 1.66.
    const lines = [1, 2, 3].map(() => ({ valuePaise: 3_333, department: null }));
    const price = priceOffer(festive, lines);
    expect(price.discountPaise).toBe(500);
    expect(price.lineDiscounts).toEqual([167, 167, 166]);
  });

  it('leaves the lines outside the department at full price', () => {
    const price = priceOffer(home, [
      { valuePaise: 10_000, department: 'ladies' },
      { valuePaise: 25_005, department: 'home' },
    ]);
    expect(price).toEqual({ eligiblePaise: 25_005, discountPaise: 5_001, lineDiscounts: [0, 5_001] });
  });
});

describe('paidForUnits', () => {
  it('gives back exactly what the line cost over all its units, never more', () => {
    const line = { pricePaise: 3_333, quantity: 3, discountPaise: 167 };
    const each = [paidForUnits(line, 0, 1), paidForUnits(line, 1, 1), paidForUnits(line, 2, 1)];
    expect(each).toEqual([3_277, 3_277, 3_278]);
    expect(each.reduce((sum, paid) => sum + paid, 0)).toBe(3_333 * 3 - 167);
    expect(paidForUnits({ ...line, discountPaise: 0 }, 1, 2)).toBe(6_666);
  });
});
