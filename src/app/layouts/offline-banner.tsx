import { ConnectionBannerView } from '../../../contract/first-screen-connection';
import { useOnline } from '../../lib/use-online';
import { usePendingCount } from '../../sync/pending-count';

/**
 * Shown on every storefront page while the device is offline or bag changes wait to be sent,
 * so a shopper knows what they see is what the device holds and nothing is lost. Drawn as the
 * service worker writes it into a page it answers offline (docs/decisions/305).
 */
export function OfflineBanner() {
  const online = useOnline();
  const pending = usePendingCount() ?? 0;
  return <ConnectionBannerView connection={{ online, pending }} />;
}
