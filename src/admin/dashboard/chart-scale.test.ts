import { describe, expect, it } from 'vitest';
import { barHeights } from './chart-scale';

describe('barHeights', () => {
  it('scales to the largest value', () => {
    expect(barHeights([0, 5, 10], 100)).toEqual([0, 50, 100]);
  });
  it('is flat when every value is 0 or there are none', () => {
    expect(barHeights([0, 0], 80)).toEqual([0, 0]);
    expect(barHeights([], 80)).toEqual([]);
  });
});
