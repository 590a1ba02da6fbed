import { Accordion, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PROMISES } from '../../../contract/constants';
import { whatsappChatUrl } from '../../lib/site-links';
import { PageMeta } from '../../ui/page-meta';

type Section = { title: string; questions: { q: string; a: string }[] };

/**
 * Spec 000 s2 "FAQ": four sections of three questions, carrying the spec's facts, except where
 * the shop does otherwise: delivery within India, one delivery and one return window (docs/decisions/230).
 */
const SECTIONS: Section[] = [
  {
    title: 'General Questions',
    questions: [
      {
        q: 'What is jute and why is it eco-friendly?',
        a: 'Jute is a natural plant fibre. It grows quickly without much water or pesticide, and it is biodegradable: a jute product returns to the soil at the end of its life.',
      },
      {
        q: 'Are your products handmade?',
        a: 'Yes. Our bowls, baskets, laundry baskets, matka covers, bags and tissue boxes are made by hand by artisans in India, so each piece varies slightly.',
      },
      {
        q: 'Do I need an account to shop?',
        a: 'You can browse without one. To add items to your bag, check out and follow your orders, please sign in or create an account.',
      },
    ],
  },
  {
    title: 'Ordering & Shipping',
    questions: [
      {
        q: 'Which payment methods do you accept?',
        a: 'We accept cards, digital wallets and bank transfers through our secure payment provider, and cash on delivery.',
      },
      {
        q: 'Do you ship outside India?',
        a: PROMISES.faq.shipsAbroad,
      },
      {
        q: 'How long does delivery take?',
        a: PROMISES.faq.deliveryTime,
      },
    ],
  },
  {
    title: 'Returns & Refunds',
    questions: [
      {
        q: 'What is your return policy?',
        a: PROMISES.faq.returns,
      },
      {
        q: 'How do I start a return?',
        a: 'Contact our support team by chat or email with your order number and the reason for the return, or use the Return link on the order in your account.',
      },
      {
        q: 'Are any items not returnable?',
        a: 'Custom, personalized and final-sale items cannot be returned unless they arrive damaged or defective.',
      },
    ],
  },
  {
    title: 'Product Care',
    questions: [
      {
        q: 'How do I clean jute products?',
        a: 'Brush off dust or wipe with a dry cloth. For a stain, dab gently with a little mild soap and water; do not soak or machine-wash jute.',
      },
      {
        q: 'Can jute get wet?',
        a: 'Jute does not like moisture. If it gets wet, let it dry flat in the shade, away from direct heat, before using it again.',
      },
      {
        q: 'How should I store jute items?',
        a: 'Keep them in a dry, airy place out of strong sunlight. Natural fibres may shed a little at first; this settles with use.',
      },
    ],
  },
];

/** /faq. */
export function FaqPage() {
  return (
    <Container size="md" py={48}>
      <PageMeta
        title="FAQ"
        description="Answers about ordering, shipping, returns and caring for handmade jute goods."
      />
      <Stack gap="xl">
        <Stack gap="xs" ta="center">
          <Title order={1}>How can we help?</Title>
          <Text c="dimmed">Answers to the questions we hear most often.</Text>
        </Stack>
        {SECTIONS.map((section) => (
          <Stack key={section.title} gap="xs">
            <Title order={2} fz="xl">
              {section.title}
            </Title>
            <Accordion variant="separated">
              {section.questions.map((item) => (
                <Accordion.Item key={item.q} value={item.q}>
                  <Accordion.Control>{item.q}</Accordion.Control>
                  <Accordion.Panel>{item.a}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}
        <Paper withBorder p="lg" radius="md" ta="center">
          <Title order={2} fz="lg">
            Couldn't find what you're looking for?
          </Title>
          <Text c="dimmed" mt="xs">
            Our team is happy to help.{' '}
            {/* Underlined: in a line of text, colour alone does not mark a link (WCAG 1.4.1). */}
            <Anchor href={whatsappChatUrl()} target="_blank" rel="noopener noreferrer" underline="always">
              Contact us
            </Anchor>
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
