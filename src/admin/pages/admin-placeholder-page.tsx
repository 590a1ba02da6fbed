import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../ui/page-meta';

/** An admin screen whose content comes with the back-office issues. */
export function AdminPlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <Stack gap="sm">
      <PageMeta title={`Admin ${title}`} />
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed">{note ?? 'This screen is coming soon.'}</Text>
    </Stack>
  );
}
