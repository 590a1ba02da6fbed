import { Button, Group } from '@mantine/core';

/** A table row's two buttons: open it (view, edit) and delete it (not offered without `onDelete`). */
export function RowActions({
  openLabel,
  onOpen,
  onDelete,
}: {
  openLabel: string;
  onOpen: () => void;
  onDelete?: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" h={44} onClick={onOpen}>
        {openLabel}
      </Button>
      {onDelete ? (
        <Button color="red" variant="light" h={44} onClick={onDelete}>
          Delete
        </Button>
      ) : null}
    </Group>
  );
}
