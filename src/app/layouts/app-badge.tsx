import { useEffect } from 'react';
import { useBagCount } from '../../domains/bag/bag-count';
import { showAppBadge } from '../../lib/app-badge';

/** Keeps the installed app's icon badge equal to the top bar's bag count (pending lines included). */
export function AppBadge() {
  const count = useBagCount();
  useEffect(() => {
    void showAppBadge(count);
  }, [count]);
  return null;
}
