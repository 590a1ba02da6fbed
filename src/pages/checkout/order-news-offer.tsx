import { Button, Paper, Stack, Text } from '@mantine/core';
import { pushMessages } from '../../../contract/push';
import { useOrderNews } from '../../domains/orders/use-order-news';
import { InlineFailure } from '../../ui/form-parts';

/**
 * "Tell me when it ships" on the success page (issue 23): the shop never asks on a first visit;
 * the browser's permission prompt comes only after this tap. Hidden where the browser cannot show
 * notifications; once on, it says so.
 */
export function OrderNewsOffer() {
  const news = useOrderNews();
  if (news.state === undefined || news.state === 'unsupported') return null;
  return (
    <Paper withBorder radius="md" p="md" w="100%" maw={420} data-testid="order-news-offer">
      {news.state === 'on' ? (
        <Text role="status" fw={500}>
          {pushMessages.subscribed}
        </Text>
      ) : (
        <Stack gap="xs" align="center">
          <Button
            variant="light"
            loading={news.busy}
            disabled={news.state === 'denied'}
            onClick={() => void news.turnOn()}
          >
            {pushMessages.offer}
          </Button>
          <Text size="sm" c="dimmed">
            {news.state === 'denied' ? pushMessages.denied : pushMessages.offerHint}
          </Text>
          <InlineFailure message={news.state === 'denied' ? null : news.error} />
        </Stack>
      )}
    </Paper>
  );
}
