import { createContext, type ReactNode, type SelectHTMLAttributes, useContext, useId } from 'react';
import { CardPicture, swatchColour } from './first-screen-card';
import { lineIcon } from './first-screen-icons';
import { shareIcon } from './first-screen-later-icons';
import { buttonClass, ScreenContext, ScreenLink, useAppTestIds } from './first-screen-link';
import type { MirroredProduct } from './mirrored-product';
import type { LineSnapshot } from './order';
import { paths } from './paths';
import { cardImages } from './product-images';
import { productHref } from './product-slug';
import { purchaseMessages } from './purchase-messages';
import { quantityOptions, stockLevel } from './quantity-options';
import { colourLabel, type SwatchChoice, swatchChoices } from './swatch-choices';
import {
  WRITTEN_ADD_ATTRIBUTE,
  WRITTEN_BAG_QUANTITY_ATTRIBUTE,
  WRITTEN_IN_BAG_ATTRIBUTE,
  WRITTEN_PURCHASE_ATTRIBUTE,
  WRITTEN_SHARE_ATTRIBUTE,
} from './written-answers';

/**
 * The product page's purchase panel (spec 000 section 2, "Product page"): the colours, the other
 * versions, the quantity, the stock line and 'add to bag', and the share button beside the heart.
 * One component set for the app and for the first screen the server and the service worker write
 * (docs/decisions/200, 368): the written page draws every control the app's does, each answering a
 * tap before the app's code has come (the inline script, src/app/written-answers.ts).
 */

/** The share button (next to the heart): the app's gives it its tap; the written copy is answered inline. */
export function ShareButtonView({
  product,
  onClick,
}: {
  product: Pick<MirroredProduct, 'title' | 'slug' | '_id'>;
  onClick?: () => void;
}) {
  const { written } = useContext(ScreenContext);
  const writtenData = written ? { [WRITTEN_SHARE_ATTRIBUTE]: productHref(product), 'data-title': product.title } : {};
  return (
    <button
      type="button"
      className="fs-heart fs-heart-row mantine-focus-auto mantine-active"
      aria-label="Share"
      onClick={onClick}
      {...writtenData}
    >
      {shareIcon({ size: 20 })}
    </button>
  );
}

/**
 * The product's colours: each swatch opens its variant, the product on screen is ringed, ticked
 * and named ("Colour: Indigo"). `unavailable` (the app, offline) marks a variant this device has
 * not saved: it cannot open, so its swatch says so instead of leading to the offline page.
 */
export function SwatchesView({
  product,
  unavailable = () => false,
}: {
  product: MirroredProduct;
  unavailable?: (choice: SwatchChoice) => boolean;
}) {
  const labelId = useId();
  const appTestId = useAppTestIds();
  const choices = swatchChoices(product);
  if (choices.length === 0) return null;
  return (
    <div className="fs-stack-6">
      <p className="fs-purchase-label" id={labelId} data-testid={appTestId('colour-label')}>
        {colourLabel(choices)}
      </p>
      <fieldset className="fs-swatch-row" aria-labelledby={labelId}>
        {choices.map((choice) => (
          <SwatchChoiceView
            key={`${choice.swatch.articleLink} ${choice.swatch.colorCode}`}
            choice={choice}
            unavailable={unavailable(choice)}
            testId={appTestId('colour-swatch')}
          />
        ))}
      </fieldset>
    </div>
  );
}

function SwatchChoiceView({
  choice,
  unavailable,
  testId,
}: {
  choice: SwatchChoice;
  unavailable: boolean;
  testId: string | undefined;
}) {
  const { swatch, key, current } = choice;
  const name = swatch.colorName || swatch.colorCode;
  const dot = (
    <span
      className={`fs-swatch fs-swatch-dot${current ? ' fs-swatch-current' : ''}${unavailable ? ' fs-swatch-unavailable' : ''}`}
      style={{ background: swatchColour(swatch.colorCode) }}
      aria-hidden
    >
      {current ? <Tick /> : null}
    </span>
  );
  // Not a link: a colour with no page of its own, or a variant not saved for offline.
  const label = unavailable ? `${name}, not saved on this device: it opens when you are online` : name;
  const common = { className: 'fs-swatch-target', 'aria-label': label, title: label, 'data-testid': testId };
  if (key === null || unavailable) {
    return (
      <span role="img" {...common}>
        {dot}
      </span>
    );
  }
  return (
    <ScreenLink href={paths.product.to(key)} aria-current={current ? 'page' : undefined} {...common}>
      {dot}
    </ScreenLink>
  );
}

/** A tick in the current swatch, light or dark to stand out on any colour. */
function Tick() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M4 12.5 9.5 18 20 6" fill="none" stroke="white" strokeWidth={5} strokeLinecap="round" />
      <path d="M4 12.5 9.5 18 20 6" fill="none" stroke="black" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}

/** The product's other versions, each a picture leading to its page. */
export function OtherVariantsView({ product }: { product: Pick<MirroredProduct, 'variants'> }) {
  if (product.variants.length === 0) return null;
  return (
    <div className="fs-stack-6">
      <p className="fs-purchase-label">{purchaseMessages.alsoAvailable}</p>
      <div className="fs-variant-row">
        {product.variants.map((variant) => (
          <ScreenLink
            key={variant.slug}
            className="fs-variant"
            href={paths.product.to(variant.slug)}
            title={variant.title}
            aria-label={variant.title}
          >
            {variant.image ? (
              <CardPicture images={{ main: variant.image, hover: null, alt: '' }} aspect="56 / 72" sizes="56px" />
            ) : (
              variant.title
            )}
          </ScreenLink>
        ))}
      </div>
    </div>
  );
}

/** "Hurry, only 3 left in stock!" below 10; nothing otherwise. */
export function LowStockView({ inventory }: { inventory: number | null | undefined }) {
  if (stockLevel(inventory) !== 'low') return null;
  return (
    <p className="fs-low-stock" role="status">
      {purchaseMessages.lowStock(inventory ?? 0)}
    </p>
  );
}

export function OutOfStockView() {
  return (
    <div className="fs-out-of-stock" role="status">
      {purchaseMessages.outOfStock}
    </div>
  );
}

/**
 * The quantity as the phone's own picker: a native select, in the look of Mantine's NativeSelect
 * (docs/decisions/275, 359). The app gives `value` and `onChange`; the written copy starts at
 * `value` and is the browser's until the app comes.
 */
export function QuantityFieldView({
  values,
  value,
  onChange,
  ariaLabel,
  width,
  selectProps,
}: {
  values: readonly number[];
  value: number;
  /** The app's: the select's own change handler (the written copy is the browser's until the app comes). */
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  /** The name a screen reader says, where 'Quantity' alone would be ambiguous (the bag's lines). */
  ariaLabel?: string;
  width: number;
  /** The written copy's marks for the inline script. */
  selectProps?: Record<string, string>;
}) {
  const id = useId();
  const state = onChange ? { value: String(value), onChange } : { defaultValue: String(value) };
  return (
    <div style={{ width }}>
      <label className="fs-quantity-label" htmlFor={id}>
        Quantity
      </label>
      <div className="fs-quantity-field">
        <select id={id} className="fs-quantity-select" aria-label={ariaLabel} {...state} {...selectProps}>
          {values.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
        <span className="fs-quantity-chevrons">
          {lineIcon({ size: 24, strokeWidth: 2 }, <path d="m6.5 9 5.5-5.5 5.5 5.5M6.5 15l5.5 5.5 5.5-5.5" />)}
        </span>
      </div>
    </div>
  );
}

/** The width of the product page's quantity fields. */
export const QUANTITY_FIELD_WIDTH = 120;

/** The big button of the panel ('add to bag', 'GO TO CART'): Mantine's Button at size lg, full width. */
export const bigButtonClass = buttonClass('filled', 'fs-btn-lg fs-btn-block');

/** 'add to bag': disabled when out of stock; `busy` while the app stores the change. */
export function AddToBagButtonView({
  disabled,
  busy = false,
  onClick,
  writtenProps,
}: {
  disabled: boolean;
  busy?: boolean;
  onClick?: () => void;
  writtenProps?: Record<string, string>;
}) {
  return (
    <button
      type="button"
      className={`${bigButtonClass} fs-btn-upper`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      {...writtenProps}
    >
      {busy ? <span className="fs-spinner" aria-hidden /> : null}
      <span className={busy ? 'fs-hidden-label' : undefined}>{purchaseMessages.addToBag}</span>
    </button>
  );
}

/**
 * The product is in the shopper's bag: it says so, the quantity can be changed here, and a button
 * leads to the bag. `waiting` is the line's waiting note (the app's), `children` the stock line.
 */
export function InBagView({
  quantityField,
  waiting,
  children,
  hidden,
  ...marks
}: {
  quantityField: ReactNode;
  waiting?: ReactNode;
  children?: ReactNode;
  hidden?: boolean;
} & Record<`data-${string}`, string | undefined>) {
  const appTestId = useAppTestIds();
  return (
    <div className="fs-stack-12" data-testid={appTestId('in-bag')} hidden={hidden} {...marks}>
      <p className="fs-in-bag" role="status" data-testid={appTestId('in-bag-label')}>
        {purchaseMessages.inBag}
      </p>
      {quantityField}
      {waiting}
      {children}
      <ScreenLink className={bigButtonClass} href={paths.cart.to()}>
        {purchaseMessages.goToBag}
      </ScreenLink>
    </div>
  );
}

/**
 * The line 'add to bag' puts in the bag: the app's add writes it (src/domains/bag/add-to-bag.ts), and
 * the written button carries it for an add kept before the app.
 */
export function bagLineOf(product: MirroredProduct): LineSnapshot {
  return {
    title: product.title,
    price: product.numericPrice,
    image: cardImages(product).main ?? '',
    slug: product.slug,
    inventory: product.inventory,
    size: '',
  };
}

/**
 * The device's bag where the service worker writes the page (product id to quantity,
 * contract/first-screen-render.tsx); empty where the server does (it does not know the device's).
 */
export const WrittenBag = createContext<ReadonlyMap<string, number>>(new Map());

/**
 * The written purchase panel: the colours and versions (links), then, as the app draws it, either
 * the panel of a product in the bag (its quantity, which the app changes to what was chosen here
 * before it came) or the quantity (the browser's select), the stock line and 'add to bag', with
 * beside it, hidden, the panel the app shows once the product is in the bag, which the inline
 * script shows when a signed-in shopper adds it.
 */
export function WrittenPurchaseView({ product }: { product: MirroredProduct }) {
  const options = quantityOptions(product.inventory);
  const out = stockLevel(product.inventory) === 'out';
  const lowStock = <LowStockView inventory={product.inventory} />;
  const inBag = useContext(WrittenBag).get(product._id);
  const inBagView = (quantity: number, hidden: boolean) => (
    <InBagView
      hidden={hidden}
      {...{ [WRITTEN_IN_BAG_ATTRIBUTE]: '' }}
      quantityField={
        <QuantityFieldView
          values={options.includes(quantity) ? options : [...options, quantity]}
          value={quantity}
          width={QUANTITY_FIELD_WIDTH}
          ariaLabel={purchaseMessages.quantityInBag}
          selectProps={{ [WRITTEN_BAG_QUANTITY_ATTRIBUTE]: '' }}
        />
      }
    >
      {lowStock}
    </InBagView>
  );
  return (
    <div className="fs-stack-16">
      <SwatchesView product={product} />
      <OtherVariantsView product={product} />
      {inBag !== undefined ? (
        inBagView(inBag, false)
      ) : (
        <>
          <div className="fs-stack-16" {...{ [WRITTEN_PURCHASE_ATTRIBUTE]: '' }}>
            {out ? <OutOfStockView /> : <QuantityFieldView values={options} value={1} width={QUANTITY_FIELD_WIDTH} />}
            {lowStock}
            <AddToBagButtonView
              disabled={out}
              writtenProps={{
                [WRITTEN_ADD_ATTRIBUTE]: product._id,
                'data-title': product.title,
                'data-line': JSON.stringify(bagLineOf(product)),
              }}
            />
          </div>
          {out ? null : inBagView(1, true)}
        </>
      )}
    </div>
  );
}
