import { TopBarView } from '../../../contract/first-screen-top-bar';
import { useSessionUser } from '../../domains/account/use-session-user';
import { useBagCount } from '../../domains/bag/bag-count';
import { TopBarSearch } from '../../pages/search/top-bar-search';
import { OfflineBanner } from './offline-banner';

/**
 * The sticky top bar of every storefront page (spec 000 section 2, "Shared layout"), drawn by the
 * component the server and the service worker write into the first screen (docs/decisions/200),
 * for the mirrored shopper, with the search panel, and with the connection banner at its top.
 */
export function TopBar() {
  const user = useSessionUser();
  const bagCount = useBagCount();
  return (
    <TopBarView shopper={{ signedIn: Boolean(user), bagCount }} search={<TopBarSearch />} notice={<OfflineBanner />} />
  );
}
