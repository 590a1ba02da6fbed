import { Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../contract/paths';
import sections from './home-sections.module.css';
import classes from './our-categories.module.css';

const TILES = [
  { slug: 'jute-baskets', title: 'Jute Baskets', picture: '/home/baskets.svg' },
  { slug: 'table-coaster', title: 'Table Coasters', picture: '/home/coasters.svg' },
  { slug: 'jute-rugs', title: 'Jute Rugs', picture: '/home/rugs.svg' },
  { slug: 'bath-mat', title: 'Bath Mats', picture: '/home/bath-mat.svg' },
];

/** 'Our Categories': four tiles linking the legacy /categories/… paths, in the page's own elements (decision 357). */
export function OurCategories() {
  return (
    <div className={classes.section}>
      <Title order={2} className={sections.heading}>
        Our Categories
      </Title>
      <div className={classes.tiles}>
        {TILES.map((tile) => (
          <Link key={tile.slug} className={classes.tile} to={paths.legacyCategory.to(tile.slug)}>
            {/* Below the fold: fetched, and drawn as an SVG document, once scrolled near (decision 348). */}
            <img className={classes.picture} src={tile.picture} alt="" loading="lazy" />
            <p className={classes.name}>{tile.title}</p>
          </Link>
        ))}
      </div>
    </div>
  );
}
