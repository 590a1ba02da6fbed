import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { LOGIN_PROMPT_TOAST_MS, LOGIN_REDIRECT_MS } from '../../../contract/constants';
import type { Product } from '../../../contract/product';
import { paths } from '../../app/paths';
import { useSessionUser } from '../../data/session';

export const LOGIN_FIRST = 'Please login first to add items to cart';

/**
 * 'add to bag' on the product page. A visitor is told to log in (3 s) and sent to /login after
 * 1 second (spec 000 sections 6, 8). For a signed-in shopper this is a stand-in until the bag
 * issue replaces it with the local bag + outbox write (and the button turns into 'GO TO CART').
 */
export function useAddToBag() {
  const navigate = useNavigate();
  const user = useSessionUser();
  return (product: Product, quantity: number) => {
    if (!user) {
      notifications.show({ message: LOGIN_FIRST, color: 'clay.8', autoClose: LOGIN_PROMPT_TOAST_MS });
      window.setTimeout(() => navigate(paths.login.to()), LOGIN_REDIRECT_MS);
      return;
    }
    notifications.show({
      title: 'The bag is coming soon',
      message: `${product.title} × ${quantity} will be added once the shopping bag opens.`,
    });
  };
}
