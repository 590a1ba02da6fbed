import { memo, useLayoutEffect, useState } from 'react';
import {
  AddToBagButtonView,
  LowStockView,
  OtherVariantsView,
  OutOfStockView,
  QUANTITY_FIELD_WIDTH,
  SwatchesView,
} from '../../../contract/first-screen-purchase';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { quantityOptions, stockLevel } from '../../../contract/quantity-options';
import { swatchChoices } from '../../../contract/swatch-choices';
import { WRITTEN_PURCHASE_ATTRIBUTE } from '../../../contract/written-answers';
import { useAddToBag } from '../../domains/bag/use-add-to-bag';
import { useBagLine } from '../../domains/bag/use-bag-line';
import { useMirroredProducts } from '../../domains/catalogue/use-mirrored-products';
import { sameProduct } from '../../lib/same-product';
import { useOnline } from '../../lib/use-online';
import { beforeWrittenScreenLeaves } from '../../ui/first-screen';
import { QuantitySelect } from '../../ui/quantity-select';
import { InBagPanel } from './in-bag-panel';

/**
 * Variants, swatches, the quantity selector, stock warnings and the 'add to bag' button: the first
 * screen's components (contract/first-screen-purchase.tsx), which the written page draws too, so
 * nothing moves when the app takes it over (docs/decisions/368).
 */
export function ProductPurchase({ product }: { product: MirroredProduct }) {
  const options = quantityOptions(product.inventory);
  const stock = stockLevel(product.inventory);
  const [quantity, setQuantity] = useState(1);
  useWrittenQuantity(setQuantity);
  const { state, add } = useAddToBag();
  // Already in the bag (confirmed or kept on this device): show that instead of another add.
  const line = useBagLine(product._id);
  const inBag = line && state !== 'submitting' ? line : null;
  const lowStock = <LowStockView inventory={product.inventory} />;

  return (
    <div className="fs-stack-16">
      <Swatches product={product} />
      <OtherVariants product={product} />
      {inBag ? (
        <InBagPanel product={product} line={inBag}>
          {lowStock}
        </InBagPanel>
      ) : (
        <div className="fs-stack-16">
          {stock === 'out' ? (
            <OutOfStockView />
          ) : (
            <QuantitySelect values={options} value={quantity} onChange={setQuantity} width={QUANTITY_FIELD_WIDTH} />
          )}
          {lowStock}
          <AddToBagButtonView
            disabled={stock === 'out'}
            busy={state === 'submitting'}
            onClick={() => void add(product, quantity)}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The quantity chosen on the written page before the app came is the shopper's: read just before
 * the written page gives way (as the searched page's field, decision 293), so the app's select
 * shows it and 'add to bag' adds it (decision 368).
 */
function useWrittenQuantity(setQuantity: (quantity: number) => void): void {
  useLayoutEffect(
    () =>
      beforeWrittenScreenLeaves(() => {
        const written = document.querySelector<HTMLSelectElement>(
          `#root > main:not(#main) [${WRITTEN_PURCHASE_ATTRIBUTE}] select`,
        );
        const chosen = Number(written?.value ?? 1);
        if (chosen > 1) setQuantity(chosen);
      }),
    [setQuantity],
  );
}

/**
 * The colours: offline, a variant this device has not saved cannot open, so its swatch says so
 * instead of leading to the offline page. Drawn again only when its product reads differently (or
 * its own reads change), not at each change of the purchase panel around it (docs/decisions/333).
 */
const Swatches = memo(
  function Swatches({ product }: { product: MirroredProduct }) {
    const online = useOnline();
    const linked = swatchChoices(product).flatMap((choice) => (choice.key && !choice.current ? [choice.key] : []));
    const mirrored = useMirroredProducts(linked);
    return (
      <SwatchesView
        product={product}
        unavailable={(choice) =>
          !online && !choice.current && choice.key !== null && mirrored !== undefined && !mirrored.has(choice.key)
        }
      />
    );
  },
  (before, after) => sameProduct(before.product, after.product),
);

/** The other versions, drawn again only when the product reads differently (docs/decisions/333). */
const OtherVariants = memo(
  ({ product }: { product: MirroredProduct }) => <OtherVariantsView product={product} />,
  (before, after) => sameProduct(before.product, after.product),
);
