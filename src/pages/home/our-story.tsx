import { Title } from '@mantine/core';
import sections from './home-sections.module.css';
import classes from './our-story.module.css';

/** 'Our Story', in the page's own elements (docs/decisions/357). */
export function OurStory() {
  return (
    <div className={classes.story}>
      <div className={classes.half}>
        {/* Below the fold: fetched, and drawn as an SVG document on the main thread, once the shopper
            scrolls near it (docs/decisions/348); its size is known before, so nothing moves. */}
        <img
          className={classes.picture}
          src="/home/baskets.svg"
          alt="Handwoven jute baskets"
          width={600}
          height={800}
          loading="lazy"
        />
      </div>
      <div className={`${classes.half} ${classes.words}`}>
        <Title order={2} className={sections.heading}>
          Our Story
        </Title>
        <p>
          Jutexx began with a handful of weavers in Bengal and a simple idea: everyday things can be beautiful, useful
          and kind to the earth at the same time.
        </p>
        <p>
          Today our artisans braid, stitch and shape golden jute and cotton into bowls, baskets, laundry bags and home
          goods. Every order supports their craft and keeps plastic out of homes across India.
        </p>
      </div>
    </div>
  );
}
