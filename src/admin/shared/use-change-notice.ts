import { useCallback, useState } from 'react';

export type ChangeNotice = {
  /** What changed since staff last saw the record, until they close it or act themselves. */
  notice: string | null;
  dismiss: () => void;
  /** Call before re-reading after this page's own action: that change is not news. */
  expectOwnChange: () => void;
};

/**
 * Compares each fresh read of a record with the one shown before it and keeps a notice when it
 * changed elsewhere (docs/decisions/181). The previous read is held in state and compared while
 * rendering, so the notice appears in the same render as the new data.
 */
export function useChangeNotice<T>(
  current: T | undefined,
  describe: (before: T, after: T) => string | null,
): ChangeNotice {
  const [shown, setShown] = useState(current);
  const [notice, setNotice] = useState<string | null>(null);
  const [own, setOwn] = useState(false);
  if (current !== shown) {
    setShown(current);
    if (current !== undefined && shown !== undefined) {
      const change = describe(shown, current);
      if (own) setOwn(false);
      else if (change) setNotice(change);
    }
  }
  const dismiss = useCallback(() => setNotice(null), []);
  const expectOwnChange = useCallback(() => {
    setOwn(true);
    setNotice(null);
  }, []);
  return { notice, dismiss, expectOwnChange };
}
