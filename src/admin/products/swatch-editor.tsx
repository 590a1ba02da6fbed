import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type SwatchDraft, withSwatch } from './add-product-fields';

const EMPTY: SwatchDraft = { colorName: '', colorCode: '', articleLink: '' };
const FIELDS: { name: keyof SwatchDraft; label: string; placeholder?: string }[] = [
  { name: 'colorName', label: 'Colour name' },
  { name: 'colorCode', label: 'Colour code', placeholder: '#a67c52' },
  { name: 'articleLink', label: 'Article link' },
];

/** Colour swatches: one is added only when both its name and code are filled. */
export function SwatchEditor({
  swatches,
  onChange,
}: {
  swatches: SwatchDraft[];
  onChange: (list: SwatchDraft[]) => void;
}) {
  const [draft, setDraft] = useState<SwatchDraft>(EMPTY);
  const ready = Boolean(draft.colorName.trim() && draft.colorCode.trim());
  return (
    <Stack gap="xs">
      <Text fw={600}>Colour swatches</Text>
      <Group align="end" gap="sm">
        {FIELDS.map(({ name, label, placeholder }) => (
          <TextInput
            key={name}
            label={label}
            size="md"
            placeholder={placeholder}
            value={draft[name]}
            onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
          />
        ))}
        <Button
          h={44}
          variant="default"
          disabled={!ready}
          onClick={() => {
            onChange(withSwatch(swatches, draft));
            setDraft(EMPTY);
          }}
        >
          Add swatch
        </Button>
      </Group>
      <Group gap="xs">
        {swatches.map((swatch, index) => (
          <Badge
            key={`${swatch.colorName}-${swatch.colorCode}`}
            size="xl"
            variant="outline"
            leftSection={
              <span
                style={{
                  width: 14,
                  height: 14,
                  borderRadius: 7,
                  background: swatch.colorCode,
                  display: 'inline-block',
                }}
              />
            }
            rightSection={
              <CloseButton
                size="md"
                aria-label={`Remove ${swatch.colorName}`}
                onClick={() => onChange(swatches.filter((_, at) => at !== index))}
              />
            }
          >
            {swatch.colorName}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
