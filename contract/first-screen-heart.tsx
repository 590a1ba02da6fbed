import { createContext, useContext } from 'react';
import { heartIcon } from './first-screen-icons';
import { ScreenContext, useAppTestIds } from './first-screen-link';
import { heartFaceClass, heartLabel, WRITTEN_HEART_ATTRIBUTE } from './written-answers';

/**
 * The products a written first screen draws with their heart pressed: the mirrored shopper's
 * favourites where the service worker writes the page (contract/first-screen-render.tsx); none
 * where the server does (it does not know the device's).
 */
export const WrittenFavourites = createContext<ReadonlySet<string>>(new Set());

/**
 * The heart on cards, tiles and the product page, in one component for the app and the written
 * first screen: 40 px and round, in the look of Mantine's ActionIcon ('white' over a picture with
 * `overlay`, 'default' in a row of buttons), with Mantine's focus ring and press classes (its
 * global classes: in the written copy, before Mantine's stylesheet, they do nothing). The app's
 * FavouriteButton (src/domains/favourites/favourite-button.tsx) gives the state and the tap; the
 * written copy is drawn from WrittenFavourites and carries the product's id and title for the tap
 * answered before the app (docs/decisions/367).
 */
export function HeartButtonView({
  product,
  favourite: given,
  overlay = false,
  onClick,
}: {
  product: { _id: string; title: string };
  /** The app's state; the written copy's comes from WrittenFavourites. */
  favourite?: boolean;
  overlay?: boolean;
  onClick?: () => void;
}) {
  const { written } = useContext(ScreenContext);
  const writtenFavourites = useContext(WrittenFavourites);
  const favourite = given ?? writtenFavourites.has(product._id);
  const appTestId = useAppTestIds();
  const writtenData = written ? { [WRITTEN_HEART_ATTRIBUTE]: product._id, 'data-title': product.title } : {};
  return (
    <button
      type="button"
      className={`fs-heart ${overlay ? 'fs-heart-over' : 'fs-heart-row'} mantine-focus-auto mantine-active`}
      aria-label={heartLabel(favourite)}
      aria-pressed={favourite}
      data-testid={appTestId('favourite-button')}
      onClick={onClick}
      {...writtenData}
    >
      <span className={heartFaceClass(favourite)}>{heartIcon({ size: 22, filled: favourite })}</span>
    </button>
  );
}
