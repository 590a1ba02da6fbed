import { Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SHOP_NAME } from '../../../contract/constants';
import { paths } from '../../../contract/paths';
import { useBagCount } from '../../data/bag-count';
import { useSessionUser } from '../../data/session';
import { TopBarSearch } from '../../features/search/top-bar-search';
import { whatsappChatUrl } from '../../lib/site-links';
import { BagIcon, HeartIcon } from '../../ui/icons';
import { CompactNavLink } from './compact-nav-link';
import classes from './top-bar.module.css';

/** The sticky top bar of every storefront page (spec 000 section 2, "Shared layout"). */
export function TopBar() {
  const user = useSessionUser();
  const bagCount = useBagCount();
  return (
    <header className={classes.header}>
      <div className={classes.strip}>
        <Container size="xl">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <a className={classes.stripLink} href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer">
              Chat with us on WhatsApp
            </a>
            <Link className={classes.stripLink} to={paths.newsletter.to()}>
              Follow Us On
            </Link>
          </Group>
        </Container>
      </div>
      <Container size="xl" className={classes.main}>
        <Link to={paths.home.to()} className={classes.logo} aria-label={`${SHOP_NAME} home`}>
          <img src="/icons/favicon.svg" alt="" width={32} height={32} />
          <span>{SHOP_NAME}</span>
        </Link>
        <nav className={classes.nav} aria-label="Account">
          <TopBarSearch />
          {user ? (
            <Link className={classes.navLink} to={paths.profile.to()}>
              Profile
            </Link>
          ) : (
            <Link className={classes.navLink} to={paths.login.to()}>
              Sign in
            </Link>
          )}
          <CompactNavLink to={paths.favourites.to()} label="Favourites" icon={<HeartIcon size={20} />} />
          <CompactNavLink
            to={paths.cart.to()}
            label={`Shopping bag (${bagCount})`}
            icon={<BagIcon />}
            short={`(${bagCount})`}
          />
        </nav>
      </Container>
    </header>
  );
}

export function ViewProductsBar() {
  return (
    <Link className={classes.productsBar} to={paths.ownCollection.to()}>
      View Products
    </Link>
  );
}
