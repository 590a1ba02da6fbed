import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { PackingLine } from '../../../contract/packing';

/** One order line as a large card: image, title, quantity, article code, units confirmed. */
export function PackingItemCard({
  line,
  count,
  onConfirmByHand,
}: {
  line: PackingLine;
  count: number;
  onConfirmByHand: () => void;
}) {
  const done = count >= line.quantity;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg={done ? 'green.0' : undefined}
      style={done ? { borderColor: 'var(--mantine-color-green-6)' } : undefined}
      data-done={done || undefined}
      data-testid="packing-item"
    >
      <Group wrap="nowrap" gap="lg" align="center">
        <Image src={line.image} alt="" w={120} h={120} radius="md" fit="cover" />
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fz="xl" fw={700}>
            {line.title}
          </Text>
          <Text fz="lg">
            Qty <b>{line.quantity}</b>
          </Text>
          <Text fz="xl" ff="monospace" fw={700}>
            {line.articleCode ?? 'No article code'}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge size="xl" color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'}>
            {done ? '✓ ' : ''}
            {Math.min(count, line.quantity)} of {line.quantity}
          </Badge>
          {!line.articleCode && !done ? (
            <Button size="lg" h={52} variant="light" onClick={onConfirmByHand}>
              Confirm by hand
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
