import { Grid, Image, Stack, Text, Title } from '@mantine/core';

/** 'Our Story'. */
export function OurStory() {
  return (
    <Grid gap="xl" align="center">
      <Grid.Col span={{ base: 12, md: 6 }}>
        {/* Below the fold: fetched, and drawn as an SVG document on the main thread, once the shopper
            scrolls near it (docs/decisions/348); its size is known before, so nothing moves. */}
        <Image
          src="/home/baskets.svg"
          alt="Handwoven jute baskets"
          radius="lg"
          mah={360}
          fit="cover"
          width={600}
          height={800}
          loading="lazy"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 24, sm: 32 }}>
            Our Story
          </Title>
          <Text>
            Jutexx began with a handful of weavers in Bengal and a simple idea: everyday things can be beautiful, useful
            and kind to the earth at the same time.
          </Text>
          <Text>
            Today our artisans braid, stitch and shape golden jute and cotton into bowls, baskets, laundry bags and home
            goods. Every order supports their craft and keeps plastic out of homes across India.
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
