import { Center, Loader } from '@mantine/core';

/** The full-page spinner shown while a lazy route's code loads. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader size="lg" aria-label={label} />
    </Center>
  );
}
