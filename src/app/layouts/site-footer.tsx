import { Accordion, Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SHOP_NAME } from '../../../contract/constants';
import { promptInstall, useCanInstall } from '../install-store';
import { FOOTER_SECTIONS, type FooterLink } from './footer-links';
import { RouterLink } from './router-link';
import classes from './site-footer.module.css';

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.to) {
    return (
      // Not the router's Link, which reads the address: all the footer's links were drawn again at
      // every change of it, a search's every keystroke included (docs/decisions/329).
      <RouterLink className={classes.link} href={link.to}>
        {link.label}
      </RouterLink>
    );
  }
  return (
    <a className={classes.link} href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links.map((link) => (
        <li key={link.label}>
          <FooterAnchor link={link} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * Four columns from 48em; under it the sections collapse into an accordion. Only the one the
 * screen shows is drawn: drawing both and hiding one by CSS made every footer link twice, and the
 * footer was a fifth of a listing's components (docs/decisions/326).
 */
export function SiteFooter() {
  const installable = useCanInstall();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        {wide ? (
          <SimpleGrid cols={4} spacing="xl">
            {FOOTER_SECTIONS.map((section) => (
              <nav key={section.title} aria-label={section.title}>
                <Text component="h2" className={classes.heading} mb="sm">
                  {section.title}
                </Text>
                <LinkList links={section.links} />
              </nav>
            ))}
          </SimpleGrid>
        ) : (
          <Accordion
            multiple
            classNames={{
              control: classes.accordionControl,
              item: classes.accordionItem,
              chevron: classes.accordionChevron,
            }}
          >
            {FOOTER_SECTIONS.map((section) => (
              <Accordion.Item key={section.title} value={section.title}>
                <Accordion.Control>
                  <span className={classes.heading}>{section.title}</span>
                </Accordion.Control>
                <Accordion.Panel>
                  <nav aria-label={section.title}>
                    <LinkList links={section.links} />
                  </nav>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
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
