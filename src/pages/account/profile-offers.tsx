import { Badge, Button, CopyButton, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { OFFERS, offerDate } from '../../../contract/offers';

/**
 * The shop's offers with their codes (contract/offers.ts, docs/decisions/220): the shopper
 * enters a code at checkout, where the server checks and prices it.
 */
export function ProfileOffers() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="profile-offers">
      {OFFERS.map((offer) => (
        <Paper key={offer.code} withBorder p="md" radius="md">
          <Text fw={700}>{offer.title}</Text>
          <Text>{offer.detail}</Text>
          <Group gap="xs" mt={6} wrap="nowrap">
            <Text size="sm">Code</Text>
            <Badge variant="outline" color="dark" size="lg" radius="sm" tt="none">
              {offer.code}
            </Badge>
            <CopyButton value={offer.code}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="compact-sm" onClick={copy} aria-label={`Copy the code ${offer.code}`}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {offer.scope.kind === 'first-order' ? 'First order only · ' : ''}Once per shopper · valid{' '}
            {offerDate(offer.validFrom)} to {offerDate(offer.validUntil)}. Enter the code at checkout.
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
