import { NumberInput, type NumberInputProps } from '@mantine/core';

/** The product fields' labels, the same in the add form, its summary and the edit dialog. */
export const PRODUCT_LABELS = {
  broadCategory: 'Broad category',
  articleCode: 'Article code',
  inventory: 'Inventory',
  /** The edit dialog's name for it: stock is adjusted there, not typed (docs/decisions/183). */
  stock: 'Stock',
  sellingAttribute: 'Selling attribute',
} as const;

/** The Inventory field of the add form and the edit dialog: whole units, never below 0. */
export function InventoryInput(props: Omit<NumberInputProps, 'min' | 'allowDecimal'>) {
  return <NumberInput label={PRODUCT_LABELS.inventory} min={0} allowDecimal={false} size="md" {...props} />;
}
