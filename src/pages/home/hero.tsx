import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import classes from './hero.module.css';
import { useHeroConfetti } from './use-hero-confetti';

/** 'From Nature For You' with 'Shop Now' and 300 pieces of confetti for 20 seconds. */
export function Hero() {
  const confetti = useRef<HTMLCanvasElement>(null);
  useHeroConfetti(confetti);

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.texture} />
      <canvas ref={confetti} className={classes.confetti} data-confetti="waiting" />
      <Container size="xl" className={classes.content} py={56} w="100%">
        <Stack gap="lg" maw={620}>
          <Text tt="uppercase" fw={700} c="jute.2" lts="0.12em" size="sm">
            Handmade jute from India
          </Text>
          <Title id="hero-title" order={1} className={classes.title}>
            From Nature For You
          </Title>
          <Text size="lg" c="jute.1">
            Bowls, baskets and laundry bags woven by hand from golden jute: sturdy, renewable and made to last.
          </Text>
          <div>
            <Button component={Link} to={paths.ownCollection.to()} size="lg" variant="white" color="jute.9">
              Shop Now
            </Button>
          </div>
        </Stack>
      </Container>
    </section>
  );
}
