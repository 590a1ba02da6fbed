import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';

const TILES = [
  { slug: 'jute-baskets', title: 'Jute Baskets', picture: '/home/baskets.svg' },
  { slug: 'table-coaster', title: 'Table Coasters', picture: '/home/coasters.svg' },
  { slug: 'jute-rugs', title: 'Jute Rugs', picture: '/home/rugs.svg' },
  { slug: 'bath-mat', title: 'Bath Mats', picture: '/home/bath-mat.svg' },
];

/** 'Our Categories': four tiles linking the legacy /categories/… paths. */
export function OurCategories() {
  return (
    <Stack gap="lg">
      <Title order={2} fz={{ base: 24, sm: 32 }}>
        Our Categories
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {TILES.map((tile) => (
          <Card
            key={tile.slug}
            component={Link}
            to={paths.legacyCategory.to(tile.slug)}
            padding={0}
            radius="md"
            withBorder
          >
            {/* Below the fold: fetched, and drawn as an SVG document, once scrolled near (decision 348). */}
            <Image src={tile.picture} alt="" h={200} fit="cover" loading="lazy" />
            <Text fw={700} ta="center" py="sm">
              {tile.title}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
