import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { FIRST_SCREEN_CARDS } from '../../contract/first-screen';
import { whenShownAndIdle } from './when-idle';

/**
 * Whether the app is still drawing the page it opened on (see BelowTheFold); `endOpening` is
 * called on the first navigation.
 */
let opening = true;

export function endOpening(): void {
  opening = false;
}

/** Whether the page's parts below the fold are drawn with it (BelowTheFold's rules), as first mounted. */
function useDrawnAtOnce(): boolean {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [atOnce] = useState(() => !opening && (navigationType === 'POP' || hash !== ''));
  return atOnce;
}

/**
 * What sits below the first screen of the page the app opened on (the footer, 'Others also
 * bought', home's lower sections) is drawn a moment later, at the browser's first idle moment
 * after the app is on screen, and
 * as a transition, so the first commit creates only what the shopper sees first and each part
 * below it is rendered in slices and committed on its own. On a phone the first commit of a
 * product page with the footer took twice as long as without it (docs/decisions/176). Nothing
 * below the fold is on screen meanwhile, so nothing visible moves when it arrives.
 *
 * A page reached by a tap draws these parts right after its first paint, as a transition too:
 * the tap's answer on screen is the top of the page, and the parts below follow in slices
 * (docs/decisions/199). A page reached by going back, or opened at an #anchor, draws everything
 * at once, so the router's scroll restoration finds the page's full height or the anchor.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(useDrawnAtOnce());
  useEffect(() => {
    if (shown) return;
    if (!opening) {
      startTransition(() => setShown(true));
      return;
    }
    // After the server's first screen has given way to the app (first-screen.ts), so the page is
    // laid out without these parts first.
    return whenShownAndIdle(() => startTransition(() => setShown(true)), 2000);
  }, [shown]);
  return shown ? children : null;
}

/**
 * A list of cards whose first screen is in the page's first commit: the first
 * `FIRST_SCREEN_CARDS` items at once, the others inside BelowTheFold (its rules above). The
 * search page (decision 278) and a listing (decision 280) opened cold drew every card, 25 to
 * 60, in the one commit that replaces the written first screen.
 *
 * The later cards of a page drawn in parts are laid out and painted only as they come near the
 * screen (`fs-later`, `content-visibility: auto` in contract/first-screen-styles.ts): drawing the
 * 52 cards below a searched page's first screen took one frame of about 300 ms at 11× CPU
 * (docs/decisions/300, 301). A page reached by Back draws them in full, as it draws everything
 * at once; the scroll restoration finds its card either way.
 */
export function FirstScreenFirst<T>({
  items,
  render,
}: {
  items: readonly T[];
  render: (item: T, index: number) => ReactNode;
}) {
  const atOnce = useDrawnAtOnce();
  const later = items.slice(FIRST_SCREEN_CARDS).map((item, index) => render(item, FIRST_SCREEN_CARDS + index));
  return (
    <>
      {items.slice(0, FIRST_SCREEN_CARDS).map(render)}
      <BelowTheFold>{atOnce ? later : <div className="fs-later">{later}</div>}</BelowTheFold>
    </>
  );
}
