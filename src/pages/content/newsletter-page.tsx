import { Alert, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { EMAIL_PATTERN } from '../../../contract/auth';
import { messages } from '../../../contract/messages';
import { SOCIAL_URL } from '../../lib/site-links';
import { PageMeta } from '../../ui/page-meta';

/**
 * /newsletter ('Follow Us On'): the spec names no newsletter API, so nothing is sent: the form
 * checks the address and says so plainly (docs/decisions/086-newsletter-page.md).
 */
export function NewsletterPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <Container size="sm" py={48}>
      <PageMeta title="Newsletter" />
      <Stack gap="md">
        <Title order={1}>Follow Us On</Title>
        <Text>
          Follow us on <a href={SOCIAL_URL}>Instagram</a> for new arrivals, artisans' stories and jute care tips.
        </Text>
        <Title order={2} fz="lg">
          Newsletter
        </Title>
        {done ? (
          <Alert role="status">
            Thank you! Our newsletter is not being sent yet; sign-ups will open soon and we have not stored your
            address.
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!EMAIL_PATTERN.test(email.trim())) setError(messages.emailInvalid);
              else setDone(true);
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                value={email}
                error={error}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Text size="sm" c="dimmed">
                The newsletter will be sent soon; for now this form does not send or store anything.
              </Text>
              <Button type="submit" w="fit-content">
                Sign up
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
