import { paths } from '../../../contract/paths';
import { departmentLinks } from '../../lib/department-links';
import { POLICY_LINKS, SOCIAL_URL, STATUS_PAGE_URL, whatsappChatUrl } from '../../lib/site-links';

export type FooterLink = { label: string; to?: string; href?: string };
export type FooterSection = { title: string; links: FooterLink[] };

/** The footer's four sections (spec 000 section 2). Bowls and Baskets both lead to /store/products. */
export const FOOTER_SECTIONS: FooterSection[] = [
  {
    title: 'PRODUCTS',
    links: [
      { label: 'Bowls', to: paths.ownCollection.to() },
      { label: 'Baskets', to: paths.ownCollection.to() },
      ...departmentLinks(['ladies', 'men', 'kids', 'baby', 'home', 'sport']),
      { label: 'Sale', to: paths.sale.to() },
    ],
  },
  {
    title: 'MY ACCOUNT',
    links: [
      { label: 'Log in', to: paths.login.to() },
      { label: 'Create an account', to: paths.signup.to() },
      { label: 'Account overview', to: paths.profile.to() },
      { label: 'My orders', to: paths.orders.to() },
      { label: 'Your bag', to: paths.cart.to() },
      { label: 'Saved items', to: paths.favourites.to() },
    ],
  },
  {
    title: 'HELP',
    links: [
      { label: 'FAQ', to: paths.faq.to() },
      ...POLICY_LINKS.map((link) => ({ label: link.label, href: link.href })),
      { label: 'Service status', href: STATUS_PAGE_URL },
    ],
  },
  {
    title: 'CONTACT US',
    links: [
      { label: 'Chat on WhatsApp', href: whatsappChatUrl() },
      { label: 'Instagram', href: SOCIAL_URL },
      { label: 'Newsletter', to: paths.newsletter.to() },
      { label: 'Sustainability', to: paths.sustainability.to() },
    ],
  },
];
