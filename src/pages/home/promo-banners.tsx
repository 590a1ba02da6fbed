import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import classes from './promo-banners.module.css';

type Banner = {
  title: string;
  text: string;
  background: string;
  small?: boolean;
  links: { label: string; to: string }[];
};

/** The older home design's promotional banners and their 'Shop now' targets (spec 000 s2). */
const BANNERS: Banner[] = [
  {
    title: 'New arrivals',
    text: 'Fresh styles, just landed.',
    background: 'linear-gradient(135deg, #4f341a, #a97a33)',
    links: [{ label: 'Shop now', to: paths.store.to('ladies') }],
  },
  {
    title: 'Linen days',
    text: 'Breathable picks for warm weather.',
    background: 'linear-gradient(135deg, #213d1f, #4a8445)',
    links: [{ label: 'Shop now', to: paths.store.to('men') }],
  },
  {
    title: 'T-shirts starting at Rs.399',
    text: 'Everyday cotton tees for everyone.',
    background: 'linear-gradient(135deg, #6a2713, #c24c28)',
    small: true,
    links: [
      { label: 'Shop now: Ladies', to: paths.store.to('ladies') },
      { label: 'Shop now: Men', to: paths.store.to('men') },
      { label: 'Shop now: Kids', to: paths.store.to('kids') },
    ],
  },
  {
    title: 'Kids',
    text: 'Soft, playful and made to last.',
    background: 'linear-gradient(135deg, #3c6c38, #8c6329)',
    links: [{ label: 'Shop now', to: paths.store.to('kids') }],
  },
  {
    title: 'Preppy edit',
    text: 'Smart layers with a relaxed feel.',
    background: 'linear-gradient(135deg, #3b2a17, #6e4a24)',
    links: [{ label: 'Shop now', to: paths.store.to('ladies') }],
  },
  {
    title: 'Home',
    text: 'Jute and cotton for every room.',
    background: 'linear-gradient(135deg, #88331a, #a97a33)',
    small: true,
    links: [{ label: 'Shop now', to: paths.store.to('home') }],
  },
];

export function PromoBanners() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {BANNERS.map((banner) => (
        <section
          key={banner.title}
          className={`${classes.banner} ${banner.small ? classes.small : ''}`}
          style={{ background: banner.background }}
          aria-label={banner.title}
        >
          <Stack gap={4}>
            <Title order={2} className={classes.title} fz={{ base: 24, sm: 30 }}>
              {banner.title}
            </Title>
            <Text>{banner.text}</Text>
          </Stack>
          <Group gap="xs">
            {banner.links.map((link) => (
              <Button key={link.label} component={Link} to={link.to} variant="white" color="jute.9">
                {link.label}
              </Button>
            ))}
          </Group>
        </section>
      ))}
    </SimpleGrid>
  );
}
