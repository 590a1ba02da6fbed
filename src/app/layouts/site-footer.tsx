import { Button, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SHOP_NAME } from '../../../contract/constants';
import { disclosureChevron } from '../../../contract/first-screen-later-icons';
import { ScreenLink } from '../../../contract/first-screen-link';
import disclosure from '../../ui/disclosure.module.css';
import { promptInstall, useCanInstall } from '../install-store';
import { FOOTER_SECTIONS, type FooterLink } from './footer-links';
import classes from './site-footer.module.css';

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <ul className={classes.links}>
        {links.map((link) => (
          <li key={link.label}>
            {link.to ? (
              // Not the router's Link, which reads the address: all the footer's links were drawn
              // again at every change of it, a search's every keystroke included (docs/decisions/329).
              <ScreenLink className={classes.link} href={link.to}>
                {link.label}
              </ScreenLink>
            ) : (
              <a className={classes.link} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Four columns from 48em; under it the sections collapse into an accordion. Only the one the
 * screen shows is drawn: drawing both and hiding one by CSS made every footer link twice, and the
 * footer was a fifth of a listing's components (docs/decisions/326). The columns and the
 * accordion are the browser's own elements (a grid; `<details>` and `<summary>`, which open and
 * close without script and say so to a screen reader): Mantine's Accordion, Stack, SimpleGrid and
 * Text made the footer 121 components on a phone, drawn at every page's first visit
 * (docs/decisions/353).
 */
export function SiteFooter() {
  const installable = useCanInstall();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        {wide ? (
          <div className={classes.columns}>
            {FOOTER_SECTIONS.map((section) => (
              <div key={section.title}>
                <h2 className={classes.heading}>{section.title}</h2>
                <LinkList title={section.title} links={section.links} />
              </div>
            ))}
          </div>
        ) : (
          FOOTER_SECTIONS.map((section) => (
            <details key={section.title} className={classes.section}>
              <summary className={`${disclosure.summary} ${classes.summary}`}>
                <span className={classes.heading}>{section.title}</span>
                {disclosureChevron()}
              </summary>
              <div className={classes.panel}>
                <LinkList title={section.title} links={section.links} />
              </div>
            </details>
          ))
        )}
      </Container>
      <Container size="xl" py="md" className={classes.bottom}>
        © {new Date().getFullYear()} {SHOP_NAME}. Handmade jute and cotton goods from India.
        {installable ? (
          <Button size="compact-sm" variant="white" ml="md" onClick={() => void promptInstall()}>
            Install app
          </Button>
        ) : null}
      </Container>
    </footer>
  );
}
