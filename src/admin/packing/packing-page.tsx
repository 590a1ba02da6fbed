import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PackingClaim, packingMessages } from '../../../contract/packing';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { useAdminQuery } from '../shared/use-admin-query';
import { claimPacking } from './claim-packing';
import classes from './packing.module.css';
import { PackingOrderView } from './packing-order-view';

/**
 * /admin/packing (our addition): each tablet claims one order at a time, oldest first, and
 * holds it while the page is open, so two tablets never pack the same order
 * (docs/decisions/146). `?order=<id>` asks for one order by name.
 */
export function PackingPage() {
  const [params, setParams] = useSearchParams();
  // The order asked for by name, read once: after the first claim the desk follows the queue.
  const [wanted, setWanted] = useState(() => params.get('order') ?? undefined);
  const [round, setRound] = useState(0);
  // The claim is a POST, but asking again answers the order this tablet already holds, so a
  // repeated load (a remount) never takes a second order. Only a new round asks again.
  const claim = useAdminQuery(`packing-claim:${round}`, (signal) => claimPacking(wanted, signal));
  // What the last packed / skip answered, until the next claim is asked for.
  const [answered, setAnswered] = useState<{ round: number; claim: PackingClaim } | null>(null);
  const current = answered?.round === round ? answered.claim : claim.data;
  const online = useOnline();

  function forgetWanted() {
    setWanted(undefined);
    if (params.has('order')) setParams({}, { replace: true });
  }
  function showNext(next: PackingClaim) {
    setAnswered({ round, claim: next });
    forgetWanted();
  }
  function takeNext() {
    setAnswered(null);
    forgetWanted();
    setRound((n) => n + 1);
  }

  const failed = !current && claim.error;
  return (
    <Stack gap="md">
      <AdminPageMeta title="Packing" />
      <Group justify="space-between" className={classes.screen}>
        <Title order={1} fz={28}>
          Packing desk
        </Title>
        <Group gap="xs">
          {current && current.elsewhere > 0 ? (
            <Badge size="xl" variant="light" color="gray">
              {current.elsewhere} on other tablets
            </Badge>
          ) : null}
          {current ? (
            <Badge size="xl" variant="light" data-testid="packing-waiting">
              {current.waiting} waiting
            </Badge>
          ) : null}
        </Group>
      </Group>
      {failed ? (
        <Alert color="red" className={classes.screen} role="alert" title="No order for this tablet">
          <Stack gap="xs" align="flex-start">
            <Text>{getErrorMessage(claim.error, 'The packing queue could not be loaded.')}</Text>
            <Button size="lg" h={52} onClick={takeNext} disabled={!online}>
              {wanted ? 'Take the next order' : 'Try again'}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!current && !failed ? <Loader aria-label="Claiming an order" className={classes.screen} /> : null}
      {current && !current.order ? (
        <Stack className={classes.screen} align="flex-start">
          <Text fz="xl">{packingMessages.nothingToPack}</Text>
          {current.elsewhere > 0 ? (
            <Text c="dimmed">
              {current.elsewhere === 1
                ? '1 order is being packed on another tablet.'
                : `${current.elsewhere} orders are being packed on other tablets.`}
            </Text>
          ) : null}
          <Button size="lg" h={56} variant="default" onClick={takeNext} disabled={!online}>
            Check again
          </Button>
        </Stack>
      ) : null}
      {current?.order ? (
        <PackingOrderView
          key={current.order._id}
          order={current.order}
          lastSkip={current.lastSkip}
          onNext={showNext}
          onTakeNext={takeNext}
        />
      ) : null}
    </Stack>
  );
}
