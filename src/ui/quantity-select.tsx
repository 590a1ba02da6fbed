import { NativeSelect } from '@mantine/core';

/**
 * The quantity of a product to add or of a bag line (spec 000: options 1 up to the smaller of
 * the stock and 5), as the phone's own picker: a native select opens the system's list, needs no
 * dropdown code of ours, and Mantine's Select carried its combobox, popover and floating-ui
 * (about 30 KB compressed) onto the product page and the bag before their first screen
 * (docs/decisions/275).
 */
export function QuantitySelect({
  values,
  value,
  onChange,
  ariaLabel,
  width,
}: {
  values: readonly number[];
  value: number;
  onChange: (quantity: number) => void;
  /** The name a screen reader says, where 'Quantity' alone would be ambiguous (the bag's lines). */
  ariaLabel?: string;
  width: number;
}) {
  return (
    <NativeSelect
      label="Quantity"
      aria-label={ariaLabel}
      data={values.map(String)}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w={width}
    />
  );
}
