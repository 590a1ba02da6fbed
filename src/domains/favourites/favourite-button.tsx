import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS, TOAST_MS } from '../../../contract/constants';
import { favouritesMessages } from '../../../contract/favourites';
import { HeartButtonView } from '../../../contract/first-screen-heart';
import type { MirroredProduct } from '../../../contract/mirrored-product';
import { paths } from '../../../contract/paths';
import { db } from '../../data/db';
import { knownSessionUser } from '../../data/session';
import { useAppNavigate } from '../../lib/app-navigate';
import { signInStateFor } from '../../lib/return-path';
import { triggerSync } from '../../sync/sync-if-possible';
import { useFavouriteState } from './favourite-ids';
import { queueFavouriteChange } from './queue-favourite-change';

/**
 * The heart on cards, tiles and the product page (docs/decisions/158-favourites.md). Signed in:
 * the change is stored on the device with its outbox entry and sent when the shop is reachable
 * (the offline banner counts it meanwhile). Signed out: the same prompt and redirect as 'add to
 * bag' (docs/decisions/030). Its name says what a tap will do; aria-pressed says the state.
 */
export function FavouriteButton({
  product,
  overlay = false,
}: {
  product: Pick<MirroredProduct, '_id' | 'title'>;
  /** Over a product picture (cards, tiles) rather than in a row of buttons. */
  overlay?: boolean;
}) {
  const state = useFavouriteState(product._id);
  const stored = state?.favourite ?? false;
  // A signed-in shopper's tap shows at once, in the frame after it: the stored state follows a
  // few IndexedDB round trips later (the session, the change and its outbox entry, the live
  // query), which at 4x CPU made the heart answer a tap after about 200 ms (docs/decisions/199).
  const [pressed, setPressed] = useState<boolean | null>(null);
  if (pressed !== null && pressed === stored) setPressed(null); // the device has it now
  const favourite = pressed ?? stored;
  // Not the router's navigate and location: they would draw every heart on the page again at each
  // change of the address (docs/decisions/329); the address is read when the heart is pressed.
  const open = useAppNavigate();

  const toggle = async () => {
    if (state?.signedIn) setPressed(!favourite);
    // Read at the tap: a tap right after the page opened may come before a screen's live query
    // knows the shopper, and no card needs to watch the session only for its button.
    const shopper = await knownSessionUser();
    if (!shopper) {
      setPressed(null);
      notifications.show({ message: favouritesMessages.loginFirst, color: 'clay.8', autoClose: LOGIN_PROMPT_TOAST_MS });
      // Signing in brings the shopper back to this page (docs/decisions/229).
      const signIn = { state: signInStateFor(window.location) };
      window.setTimeout(() => open(paths.login.to(), signIn), LOGIN_REDIRECT_MS);
      return;
    }
    try {
      await queueFavouriteChange(db(), {
        userId: shopper._id,
        productId: product._id,
        title: product.title,
        favourite: !favourite,
      });
      triggerSync();
    } catch (error) {
      setPressed(null);
      // Only IndexedDB itself failing lands here (storage full, private mode quirks).
      console.warn('Saving the favourite on this device failed:', error);
      notifications.show({
        message: 'Could not save this favourite on this device.',
        color: 'clay.8',
        autoClose: TOAST_MS,
      });
    }
  };

  return (
    // A plain button, not Mantine's ActionIcon: a listing draws 25 hearts at start, and each
    // ActionIcon was four components resolving the theme's colours (docs/decisions/326). The same
    // component as the written first screen's heart (decision 367).
    <HeartButtonView product={product} favourite={favourite} overlay={overlay} onClick={() => void toggle()} />
  );
}
