import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { FIRST_SCREEN_CARDS } from '../../contract/first-screen';
import { beginPagePart } from './opening-work';
import { takeTurn } from './parts-in-turn';
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
 * bought', home's lower sections, a listing's later cards) is drawn a moment later, at the
 * browser's first idle moment after the app is on screen, and as a transition, so the first
 * commit creates only what the shopper sees first. On a phone the first commit of a product page
 * with the footer took twice as long as without it (docs/decisions/176). The parts are drawn one
 * at a time (parts-in-turn.ts), each rendered in slices and committed on its own: asked for at the
 * same idle moment, React rendered them together and committed them in one long task
 * (docs/decisions/379). Nothing below the fold is on screen meanwhile, so nothing visible moves
 * when it arrives.
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
    // laid out without these parts first; then in turn with the page's other parts. The turn ends
    // when this effect is cleaned up: once the part is drawn (`shown` changed), or when it is gone.
    // Until then it is a part of the page still to be drawn (opening-work.ts).
    const endPart = beginPagePart();
    let endTurn: (() => void) | undefined;
    const cancelWait = whenShownAndIdle(() => {
      endTurn = takeTurn(() => startTransition(() => setShown(true)));
    }, 2000);
    return () => {
      cancelWait();
      endTurn?.();
      endPart();
    };
  }, [shown]);
  return shown ? children : null;
}

/**
 * How many of a list's later cards are drawn together: a listing's 17 later cards in one part were
 * most of a commit of 80 ms at the phone's calibration (docs/decisions/379).
 */
const LATER_CARDS_PER_PART = 6;

/**
 * A list of cards whose first screen is in the page's first commit: the first
 * `FIRST_SCREEN_CARDS` items at once, the others LATER_CARDS_PER_PART at a time, each inside a
 * BelowTheFold (its rules above). The search page (decision 278) and a listing (decision 280)
 * opened cold drew every card, 25 to 60, in the one commit that replaces the written first screen.
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
  const parts: ReactNode[][] = [];
  for (let start = FIRST_SCREEN_CARDS; start < items.length; start += LATER_CARDS_PER_PART) {
    parts.push(items.slice(start, start + LATER_CARDS_PER_PART).map((item, index) => render(item, start + index)));
  }
  return (
    <>
      {items.slice(0, FIRST_SCREEN_CARDS).map(render)}
      {parts.map((cards, part) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is the place of its cards in the list.
        <BelowTheFold key={part}>{atOnce ? cards : <div className="fs-later">{cards}</div>}</BelowTheFold>
      ))}
    </>
  );
}
