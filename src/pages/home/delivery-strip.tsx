import { Container, Group, SimpleGrid, Text } from '@mantine/core';
import { PROMISES } from '../../../contract/constants';
import { GiftIcon, ReturnIcon, TruckIcon } from '../../ui/icons';

/** The home delivery strip (the home page's reading of the delivery and return promises). */
export function DeliveryStrip() {
  const items = [
    { icon: <TruckIcon />, text: PROMISES.home.delivery },
    { icon: <GiftIcon />, text: PROMISES.home.shipping },
    { icon: <ReturnIcon />, text: PROMISES.home.returns },
  ];
  return (
    <section aria-label="Delivery and returns" style={{ background: '#f3e7d1' }}>
      <Container size="xl" py="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {items.map((item) => (
            <Group key={item.text} gap="xs" justify="center" wrap="nowrap" c="jute.9">
              {item.icon}
              <Text size="sm" fw={600}>
                {item.text}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
