import { db } from '../../data/db';
import { useLiveQuery } from '../../data/live-query';
import { findProductByKey } from './read-product';

/**
 * Which of these product keys (slugs, ids or article codes) are on this device, so a screen can
 * tell offline which of them would open. Undefined until read.
 */
export function useMirroredProducts(keys: string[]): Set<string> | undefined {
  return useLiveQuery(async () => {
    const found = await Promise.all(keys.map(async (key) => ((await findProductByKey(db(), key)) ? key : null)));
    return new Set(found.filter((key): key is string => key !== null));
  }, [keys.join('\n')]);
}
