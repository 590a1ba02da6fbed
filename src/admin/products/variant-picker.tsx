import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { shortId } from '../../../contract/order-number';
import type { Product } from '../../../contract/product';
import { searchProducts } from './get-products';
import { variantCandidates } from './product-edit-diff';

/** A variant whose title is not loaded yet is named by the end of its id. */
const UNNAMED_VARIANT_CHARS = 6;

/** Chosen variants with remove buttons, and a search (non-empty text) to add more. */
export function VariantPicker({
  selfId,
  chosen,
  titles,
  onAdd,
  onRemove,
}: {
  selfId: string;
  chosen: string[];
  titles: Record<string, string>;
  onAdd: (product: Product) => void;
  onRemove: (id: string) => void;
}) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Product[]>([]);
  const [busy, setBusy] = useState(false);

  async function search() {
    if (!text.trim()) return;
    setBusy(true);
    try {
      setResults(await searchProducts(text));
    } catch (error) {
      console.error('Variant search failed:', error);
      setResults([]);
    } finally {
      setBusy(false);
    }
  }

  const candidates = variantCandidates(results, chosen, selfId, text);
  return (
    <Stack gap="xs">
      <Text fw={600}>Variants</Text>
      <Group gap="xs">
        {chosen.length === 0 ? <Text c="dimmed">No variants.</Text> : null}
        {chosen.map((id) => (
          <Badge
            key={id}
            size="xl"
            variant="light"
            rightSection={
              <CloseButton size="md" aria-label={`Remove ${titles[id] ?? id}`} onClick={() => onRemove(id)} />
            }
          >
            {titles[id] ?? shortId(id, UNNAMED_VARIANT_CHARS)}
          </Badge>
        ))}
      </Group>
      <Group align="end" wrap="nowrap">
        <TextInput
          label="Find a variant"
          size="md"
          style={{ flex: 1 }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <Button h={44} variant="default" onClick={search} loading={busy} disabled={!text.trim()}>
          Search
        </Button>
      </Group>
      {candidates.slice(0, 8).map((product) => (
        <Group key={product._id} justify="space-between" wrap="nowrap">
          <Text>{product.title}</Text>
          <Button h={44} variant="light" onClick={() => onAdd(product)}>
            Add
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
