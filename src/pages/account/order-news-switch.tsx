import { Paper, Stack, Switch } from '@mantine/core';
import { pushMessages } from '../../../contract/push';
import { useOrderNews } from '../../domains/orders/use-order-news';
import { InlineFailure } from '../../ui/form-parts';

/** The profile's switch for this device's order news (issue 23); other devices keep their own. */
export function OrderNewsSwitch() {
  const news = useOrderNews();
  const description =
    news.state === 'unsupported'
      ? pushMessages.unsupported
      : news.state === 'denied'
        ? pushMessages.denied
        : pushMessages.switchHint;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Switch
          size="md"
          checked={news.state === 'on'}
          disabled={news.busy || news.state === undefined || news.state === 'unsupported' || news.state === 'denied'}
          onChange={(event) => void (event.currentTarget.checked ? news.turnOn() : news.turnOff())}
          label={pushMessages.switchLabel}
          description={description}
        />
        <InlineFailure message={news.state === 'denied' ? null : news.error} />
      </Stack>
    </Paper>
  );
}
