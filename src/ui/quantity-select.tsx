import { memo, useId } from 'react';
import { lineIcon } from '../../contract/first-screen-icons';
import classes from './quantity-select.module.css';

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
 * the stock and 5), as the phone's own picker: a native select opens the system's list, needs no
 * dropdown code of ours, and Mantine's Select carried its combobox, popover and floating-ui
 * (about 30 KB compressed) onto the product page and the bag before their first screen
 * (docs/decisions/275). The label and the select are the browser's own, in the look of Mantine's
 * NativeSelect (quantity-select.module.css): the NativeSelect was 16 components for one select with
 * five options, one on the product page and one on each line of the bag (docs/decisions/359).
 * Drawn again only when what it shows or does changes: its page renders again as an add's state
 * and the bag's line come, and its options are a new list each time with the same numbers
 * (docs/decisions/333).
 */
export const QuantitySelect = memo(function QuantitySelect({
  values,
  value,
  onChange,
  ariaLabel,
  width,
}: QuantitySelectProps) {
  const id = useId();
  return (
    <div style={{ width }}>
      <label className={classes.label} htmlFor={id}>
        Quantity
      </label>
      <div className={classes.field}>
        <select
          id={id}
          className={classes.select}
          aria-label={ariaLabel}
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {values.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
        <span className={classes.chevrons}>
          {lineIcon({ size: 24, strokeWidth: 2 }, <path d="m6.5 9 5.5-5.5 5.5 5.5M6.5 15l5.5 5.5 5.5-5.5" />)}
        </span>
      </div>
    </div>
  );
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
