import { useContext } from 'react';
import { heartIcon } from './first-screen-icons';
import { ScreenContext, useAppTestIds } from './first-screen-link';
import { heartLabel, WRITTEN_HEART_ATTRIBUTE } from './written-answers';

/**
 * The heart on cards, tiles and the product page, in one component for the app and the written
 * first screen: 40 px and round, in the look of Mantine's ActionIcon ('white' over a picture with
 * `overlay`, 'default' in a row of buttons), with Mantine's focus ring and press classes (its
 * global classes: in the written copy, before Mantine's stylesheet, they do nothing). The app's
 * FavouriteButton (src/domains/favourites/favourite-button.tsx) gives the state and the tap; the
 * written copy is drawn not pressed (the server does not know the device's favourites) and carries
 * the product's id and title for the tap answered before the app.
 */
export function HeartButtonView({
  product,
  favourite = false,
  overlay = false,
  onClick,
}: {
  product: { _id: string; title: string };
  favourite?: boolean;
  overlay?: boolean;
  onClick?: () => void;
}) {
  const { written } = useContext(ScreenContext);
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
      <span className={favourite ? 'fs-heart-on' : 'fs-heart-off'}>{heartIcon({ size: 22, filled: favourite })}</span>
    </button>
  );
}
