import { DEFAULT_INVENTORY, LOW_STOCK_BELOW, MAX_QUANTITY_PER_LINE } from './constants';

/** Inventory as the product page reads it: unknown (missing, not a number) counts as 10. */
export function knownInventory(inventory: number | null | undefined): number {
  if (typeof inventory !== 'number' || !Number.isFinite(inventory)) return DEFAULT_INVENTORY;
  return Math.max(0, Math.floor(inventory));
}

/** Quantity selector options: 1 up to the smaller of inventory and 5 (spec 000 section 5). */
export function quantityOptions(inventory: number | null | undefined): number[] {
  const max = Math.min(knownInventory(inventory), MAX_QUANTITY_PER_LINE);
  return Array.from({ length: max }, (_, index) => index + 1);
}

export type StockLevel = 'out' | 'low' | 'ok';

/** 'low' below 10 shows the low-stock warning; 'out' at 0 disables the bag button. */
export function stockLevel(inventory: number | null | undefined): StockLevel {
  const count = knownInventory(inventory);
  if (count <= 0) return 'out';
  return count < LOW_STOCK_BELOW ? 'low' : 'ok';
}
