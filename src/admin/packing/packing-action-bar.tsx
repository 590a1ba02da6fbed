import { Button, Group, Text } from '@mantine/core';
import classes from './packing.module.css';

/**
 * The desk's actions, kept at the bottom of the screen (sticky) so 'Packed' is in view at
 * 1024×768 however many lines the order has; the page scrolls beneath it.
 */
export function PackingActionBar({
  complete,
  saving,
  disabled,
  onPrint,
  onSkip,
  onPacked,
}: {
  complete: boolean;
  saving: boolean;
  /** The tablet no longer holds the order, or is offline: nothing can be sent for it now. */
  disabled: boolean;
  onPrint: () => void;
  onSkip: () => void;
  onPacked: () => void;
}) {
  return (
    <Group className={classes.actionBar} gap="md" wrap="nowrap" data-testid="packing-actions">
      <Button size="lg" h={56} variant="default" onClick={onPrint}>
        Print slip
      </Button>
      <Button size="lg" h={56} variant="light" color="orange" onClick={onSkip} disabled={disabled || saving}>
        Skip / item missing
      </Button>
      <Text c="dimmed" fz="sm" style={{ flex: 1 }} ta="right">
        {complete ? '' : 'Confirm every item to enable Packed.'}
      </Text>
      <Button
        size="xl"
        h={64}
        miw={180}
        color="green"
        disabled={!complete || disabled}
        loading={saving}
        onClick={onPacked}
      >
        Packed
      </Button>
    </Group>
  );
}
