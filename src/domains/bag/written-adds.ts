import type { LineSnapshot } from '../../../contract/order';
import { WRITTEN_ADDS_KEY } from '../../lib/tab-kept-keys';
import { tabKeptList } from '../../lib/tab-kept-list';

/**
 * 'add to bag' tapped on a written product page by a signed-in shopper before the app took over
 * (src/app/written-answers.ts, docs/decisions/368), with the quantity chosen (then, maybe, changed
 * in the written 'in your bag' panel), kept in the tab's session storage until the app adds it as
 * its own button does (apply-written-adds.ts). An add of a product the bag holds already adds
 * nothing, so storing one twice changes nothing.
 */
export type WrittenAdd = { productId: string; title: string; quantity: number; line: LineSnapshot };

function isAdd(value: unknown): value is WrittenAdd {
  const add = value as Partial<WrittenAdd> | null;
  return (
    typeof add?.productId === 'string' &&
    typeof add.title === 'string' &&
    Number.isInteger(add.quantity) &&
    (add.quantity ?? 0) > 0 &&
    typeof add.line === 'object' &&
    add.line !== null &&
    typeof add.line.title === 'string' &&
    typeof add.line.price === 'number'
  );
}

const kept = tabKeptList(WRITTEN_ADDS_KEY, isAdd);

export const readWrittenAdds = kept.read;

/** A product's latest add replaces its earlier one (a quantity changed in the written panel). */
export function recordWrittenAdd(add: WrittenAdd): void {
  kept.keep([...kept.read().filter((earlier) => earlier.productId !== add.productId), add]);
}

/** Forgets `done`, keeping an add whose quantity changed since. */
export function forgetWrittenAdds(done: readonly WrittenAdd[]): void {
  const same = (a: WrittenAdd, b: WrittenAdd) => a.productId === b.productId && a.quantity === b.quantity;
  kept.keep(kept.read().filter((add) => !done.some((other) => same(other, add))));
}
