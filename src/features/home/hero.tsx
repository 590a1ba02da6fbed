import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useElementSize, useReducedMotion } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import classes from './hero.module.css';

// Decoration only: loaded after the first paint, in its own chunk (docs/decisions/163).
const Confetti = lazy(() => import('react-confetti'));

const CONFETTI_PIECES = 300;
const CONFETTI_MS = 20_000;

/** 'From Nature For You' with 'Shop Now' and 300 pieces of confetti for 20 seconds. */
export function Hero() {
  const { ref, width, height } = useElementSize();
  const reducedMotion = useReducedMotion();
  const [raining, setRaining] = useState(true);
  const [visible, setVisible] = useState(true);

  // A UI timer, not data: after 20 s no new pieces are emitted and the rest fall away.
  useEffect(() => {
    const timer = window.setTimeout(() => setRaining(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <section ref={ref} className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.texture} />
      {!reducedMotion && visible && width > 0 ? (
        <Suspense fallback={null}>
          <Confetti
            width={width}
            height={height}
            numberOfPieces={CONFETTI_PIECES}
            recycle={raining}
            colors={['#d9b67c', '#a97a33', '#f3e7d1', '#5a9b54', '#da6f4e']}
            onConfettiComplete={() => setVisible(false)}
            style={{ pointerEvents: 'none', zIndex: 2 }}
          />
        </Suspense>
      ) : null}
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
