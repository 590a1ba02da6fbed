import { describe, expect, it } from 'vitest';
import { memoComparison } from '../../../tests/setup/shop-in-page';
import type { CartRow } from '../../data/db';
import { sampleBagLine } from '../../data/test-database.test-support';
import { QuantitySelect } from '../../ui/quantity-select';
import { CartLineItem } from './cart-line-item';

const bowl = sampleBagLine;

describe("the bag's line and the quantity picker are drawn again only for what they show (docs/decisions/333)", () => {
  it('a bag line is kept for the same line read again, and drawn again when anything shown changes', () => {
    const keeps = memoComparison<{ line: CartRow }>(CartLineItem);
    expect(keeps({ line: bowl }, { line: { ...bowl } })).toBe(true);
    expect(keeps({ line: bowl }, { line: { ...bowl, quantity: 2 } })).toBe(false);
    expect(keeps({ line: bowl }, { line: { ...bowl, pending: true } })).toBe(false);
    expect(keeps({ line: bowl }, { line: { ...bowl, price: 499 } })).toBe(false);
  });

  it('the quantity picker is kept for a new list of the same numbers, and drawn again for a new value, list or action', () => {
    type Props = Parameters<typeof QuantitySelect>[0];
    const keeps = memoComparison<Props>(QuantitySelect);
    const onChange = () => undefined;
    const shown: Props = { values: [1, 2, 3], value: 1, onChange, width: 120 };
    expect(keeps(shown, { ...shown, values: [1, 2, 3] })).toBe(true);
    expect(keeps(shown, { ...shown, value: 2 })).toBe(false);
    expect(keeps(shown, { ...shown, values: [1, 2] })).toBe(false);
    expect(keeps(shown, { ...shown, values: [1, 2, 4] })).toBe(false);
    expect(keeps(shown, { ...shown, onChange: () => undefined })).toBe(false);
    expect(keeps(shown, { ...shown, ariaLabel: 'Quantity of Jute bowl' })).toBe(false);
  });
});
