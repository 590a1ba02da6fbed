import { Text } from '@mantine/core';
import type { CollectionView } from '../../domains/catalogue/collection-view';

/** A quiet line over mirrored content when its refresh failed, so shoppers know it may be old. */
type ShownCollection = Extract<CollectionView, { state: 'ready' }>;

export function StaleListNotice({ phase, fetchedAt }: Pick<ShownCollection, 'phase' | 'fetchedAt'>) {
  if (phase !== 'offline' && phase !== 'error') return null;
  const when = new Date(fetchedAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="sm" c="dimmed" role="status">
      {phase === 'offline' ? "You're offline." : "We couldn't refresh this list."} Showing products saved on {when}.
    </Text>
  );
}
