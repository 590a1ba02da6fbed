import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export const SLOW_ANSWER_MESSAGE = 'Still loading: slow connection';
/** Beside a button whose change (cancel an order, withdraw a return) waits for the shop's answer. */
export const SLOW_CHANGE_MESSAGE = 'Still sending: slow connection';
/** How long an answer may take before the page says it is still waiting for it. */
export const SLOW_AFTER_MS = 4_000;

/** True once `waiting` has lasted `afterMs`; false again as soon as it stops. */
export function useSlowAfter(waiting: boolean, afterMs = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return waiting && slow;
}

/**
 * Shown under a page's skeleton while its answer is slow to come (docs/decisions/195). The
 * request keeps going: Try again sends another beside it, and whichever answers is shown, so a
 * slow answer is never dropped for an error page.
 */
export function SlowAnswerNotice({ waiting, onRetry }: { waiting: boolean; onRetry: () => void }) {
  const slow = useSlowAfter(waiting);
  if (!slow) return null;
  return (
    <Group justify="center" gap="sm" py="md" role="status" data-testid="slow-answer">
      <Text size="sm">{SLOW_ANSWER_MESSAGE}</Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}

/**
 * Beside a button while the change it sent is slow to be answered: the change keeps waiting for
 * its answer (docs/decisions/312), and the shopper knows why the button still spins.
 */
export function SlowChangeNote({ waiting }: { waiting: boolean }) {
  const slow = useSlowAfter(waiting);
  if (!slow) return null;
  return (
    <Text size="sm" role="status" data-testid="slow-change">
      {SLOW_CHANGE_MESSAGE}
    </Text>
  );
}
