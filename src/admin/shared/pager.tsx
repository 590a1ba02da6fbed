import { Button, Group, Text } from '@mantine/core';
import type { PageItem } from './page-items';

/**
 * Page buttons, 44 px tall for touch. `withEnds` adds First/Last (the product list);
 * ellipses are plain text, not buttons.
 */
export function Pager({
  page,
  total,
  items,
  onChange,
  withEnds = false,
}: {
  page: number;
  total: number;
  items: PageItem[];
  onChange: (page: number) => void;
  withEnds?: boolean;
}) {
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label="Pagination" gap={6} wrap="wrap">
      {withEnds ? (
        <Button variant="default" h={44} disabled={page <= 1} onClick={() => onChange(1)}>
          First
        </Button>
      ) : null}
      <Button variant="default" h={44} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            h={44}
            miw={44}
            px="sm"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} px={4} aria-hidden>
            …
          </Text>
        ),
      )}
      <Button variant="default" h={44} disabled={page >= total} onClick={() => onChange(page + 1)}>
        Next
      </Button>
      {withEnds ? (
        <Button variant="default" h={44} disabled={page >= total} onClick={() => onChange(total)}>
          Last
        </Button>
      ) : null}
    </Group>
  );
}
