import { type ReactNode, useLayoutEffect } from 'react';
import { InBagView, QUANTITY_FIELD_WIDTH } from '../../../contract/first-screen-purchase';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { purchaseMessages } from '../../../contract/purchase-messages';
import { quantityOptions } from '../../../contract/quantity-options';
import { WRITTEN_IN_BAG_ATTRIBUTE } from '../../../contract/written-answers';
import type { CartRow } from '../../data/rows';
import { changeQuantity } from '../../domains/bag/change-bag-line';
import { WaitingChange } from '../../domains/bag/waiting-change';
import { beforeWrittenScreenLeaves } from '../../ui/first-screen';
import { QuantitySelect } from '../../ui/quantity-select';

/**
 * The product page when the product is already in the shopper's bag (read from the bag on the
 * device): it says so, lets the quantity be changed here (1..min(inventory, 5), through the same
 * outbox as the bag page) and leads to the bag. A line the shop has not confirmed yet says it is
 * saved on this device and why it is still waiting, so it never reads as failed. The first
 * screen's panel (contract/first-screen-purchase.tsx), which the written page shows for an add
 * tapped before the app (docs/decisions/368).
 */
export function InBagPanel({
  product,
  line,
  children,
}: {
  product: MirroredProduct;
  line: CartRow;
  children?: ReactNode;
}) {
  const options = quantityOptions(product.inventory);
  const values = options.includes(line.quantity) ? options : [...options, line.quantity];
  // A quantity changed in the written page's panel before the app came is the shopper's: read
  // just before the written page gives way, and changed through the outbox as here (decision 368).
  useLayoutEffect(
    () =>
      beforeWrittenScreenLeaves(() => {
        const written = document.querySelector<HTMLSelectElement>(
          `#root > main:not(#main) [${WRITTEN_IN_BAG_ATTRIBUTE}]:not([hidden]) select`,
        );
        const chosen = Number(written?.value);
        if (Number.isInteger(chosen) && chosen > 0 && chosen !== line.quantity) void changeQuantity(line, chosen);
      }),
    [line],
  );
  return (
    <InBagView
      quantityField={
        <QuantitySelect
          ariaLabel={purchaseMessages.quantityInBag}
          values={values}
          value={line.quantity}
          onChange={(quantity) => {
            if (quantity !== line.quantity) void changeQuantity(line, quantity);
          }}
          width={QUANTITY_FIELD_WIDTH}
        />
      }
      waiting={line.pending ? <WaitingChange line={line} testId="in-bag-pending" /> : null}
    >
      {children}
    </InBagView>
  );
}
