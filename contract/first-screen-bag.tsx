import { EMPTY_BAG } from './constants';
import { buttonClass, ScreenLink } from './first-screen-link';
import { paths } from './paths';

/**
 * The empty bag (spec 000 section 2, "Cart"): its words and 'Shop Now', in the one component set
 * the server writes for a visitor's /cart and the cart page draws (docs/decisions/176, 304).
 */
export function EmptyBagView() {
  return (
    <div className="fs-empty-bag">
      <h2>{EMPTY_BAG.title}</h2>
      <p>{EMPTY_BAG.text}</p>
      <ScreenLink className={buttonClass('filled')} href={paths.ownCollection.to()}>
        {EMPTY_BAG.action}
      </ScreenLink>
    </div>
  );
}
