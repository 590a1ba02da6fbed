import { EMPTY_FAVOURITES } from './constants';
import { buttonClass, ScreenLink } from './first-screen-link';
import { paths } from './paths';

/**
 * The empty favourites (spec 000, "Favourites"): its words and 'Browse now', in the one component
 * set the server writes for a visitor's /favourites and the favourites page draws
 * (docs/decisions/351), as the empty bag is (first-screen-bag.tsx).
 */
export function EmptyFavouritesView() {
  return (
    <div className="fs-empty-favourites">
      <p className="fs-empty-title">{EMPTY_FAVOURITES.title}</p>
      <p>{EMPTY_FAVOURITES.text}</p>
      <ScreenLink className={buttonClass('filled')} href={paths.home.to()}>
        {EMPTY_FAVOURITES.action}
      </ScreenLink>
    </div>
  );
}
