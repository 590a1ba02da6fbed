import { memo } from 'react';
import { QuantityFieldView } from '../../contract/first-screen-purchase';

type QuantitySelectProps = {
  values: readonly number[];
  value: number;
  onChange: (quantity: number) => void;
  /** The name a screen reader says, where 'Quantity' alone would be ambiguous (the bag's lines). */
  ariaLabel?: string;
  width: number;
};

/**
 * The quantity of a product to add or of a bag line (spec 000: options 1 up to the smaller of
 * the stock and 5), as the phone's own picker: the first screen's native select
 * (contract/first-screen-purchase.tsx; docs/decisions/275, 359, 368), which the written product
 * page draws too. Drawn again only when what it shows or does changes: its page renders again as
 * an add's state and the bag's line come, and its options are a new list each time with the same
 * numbers (docs/decisions/333).
 */
export const QuantitySelect = memo(function QuantitySelect({ onChange, ...props }: QuantitySelectProps) {
  return <QuantityFieldView {...props} onChange={(event) => onChange(Number(event.currentTarget.value))} />;
}, sameSelect);

function sameSelect(before: QuantitySelectProps, after: QuantitySelectProps): boolean {
  return (
    before.value === after.value &&
    before.onChange === after.onChange &&
    before.ariaLabel === after.ariaLabel &&
    before.width === after.width &&
    before.values.length === after.values.length &&
    before.values.every((value, index) => value === after.values[index])
  );
}
