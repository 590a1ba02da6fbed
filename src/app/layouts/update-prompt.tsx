import { useLocation } from 'react-router';
import { paths } from '../../../contract/paths';
import { usePendingCount } from '../../sync/pending-count';
import { lazyPart } from '../../ui/lazy-part';
import { useUpdateState } from '../update-store';

// Shown only once a new version waits, so its code comes then, from the worker still in charge.
const UpdateNotice = lazyPart(() => import('./update-notice').then((module) => module.UpdateNotice));

/**
 * Shown when a new version of the shop is installed and waiting. Hidden on /checkout (a reload
 * there would interrupt a payment); while bag changes are unsent the button is replaced by
 * 'Finish syncing your bag first' (docs/decisions/130-update-prompt-rules.md).
 */
export function UpdatePrompt() {
  const { waiting, applying } = useUpdateState();
  const { pathname } = useLocation();
  const pending = usePendingCount() ?? 0;
  if (!waiting || pathname.toLowerCase().startsWith(paths.checkout.to())) return null;
  return <UpdateNotice pending={pending} applying={applying} />;
}
