import { FileInput, Image, NumberInput, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { ReturnableItem } from '../../domains/returns/check-return';
import { RETURN_REASONS, type ReturnDraft } from '../../domains/returns/return-steps';
import classes from './return-wizard.module.css';

/**
 * Step 1: lines with units left to return are selectable; fully returned ones are shown
 * disabled. When more than one unit of the chosen line can go back, the shopper says how many.
 */
export function ProductStep({
  items,
  draft,
  onChange,
}: {
  items: ReturnableItem[];
  draft: ReturnDraft;
  onChange: (patch: Partial<ReturnDraft>) => void;
}) {
  const chosen = items.find((item) => item.productId === draft.productId);
  const left = chosen?.returnableQuantity ?? 0;
  return (
    <Stack gap="md">
      <Radio.Group
        label="Which product do you want to return?"
        value={draft.productId}
        onChange={(productId) => onChange({ productId, quantity: 1 })}
        withAsterisk
      >
        <Stack gap="sm" mt="sm">
          {items.map((item) => (
            <Radio
              key={item.productId}
              value={item.productId}
              disabled={item.returnableQuantity < 1}
              label={item.title}
              description={unitsText(item)}
            />
          ))}
          {items.length === 0 ? <Text c="dimmed">This order has no items to return.</Text> : null}
        </Stack>
      </Radio.Group>
      {left > 1 ? (
        <NumberInput
          label="How many do you want to return?"
          description={`Up to ${left}`}
          min={1}
          max={left}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={draft.quantity}
          onChange={(value) => onChange({ quantity: typeof value === 'number' ? value : 1 })}
          classNames={{ wrapper: classes.quantityField }}
        />
      ) : null}
    </Stack>
  );
}

function unitsText(item: ReturnableItem): string | undefined {
  if (item.returnableQuantity < 1) return 'Already returned';
  if (item.quantity > 1 && item.returnableQuantity < item.quantity)
    return `${item.quantity - item.returnableQuantity} of ${item.quantity} already returned`;
  return item.quantity > 1 ? `${item.quantity} in this order` : undefined;
}

/** Step 2: a reason is required. */
export function ReasonStep({ value, onChange }: { value: string | null; onChange: (reason: string) => void }) {
  return (
    <Radio.Group label="Why are you returning it?" value={value} onChange={onChange} withAsterisk>
      <Stack gap="sm" mt="sm">
        {RETURN_REASONS.map((reason) => (
          <Radio key={reason} value={reason} label={reason} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Step 3: a description and an image are both required. */
export function DetailsStep({
  draft,
  onChange,
}: {
  draft: ReturnDraft;
  onChange: (patch: Partial<ReturnDraft>) => void;
}) {
  const preview = usePreviewUrl(draft.image);
  return (
    <Stack gap="md">
      <Textarea
        label="Describe the problem"
        withAsterisk
        autosize
        minRows={3}
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <FileInput
        label="Photo of the product issue"
        withAsterisk
        accept="image/*"
        placeholder="Choose an image"
        value={draft.image instanceof File ? draft.image : null}
        onChange={(file) => onChange({ image: file })}
        clearable
        error={draft.image ? undefined : messages.returnImageRequired}
      />
      {preview ? <Image src={preview} alt="Preview of the uploaded image" maw={240} radius="md" /> : null}
    </Stack>
  );
}

/** Step 4: the summary before Submit. */
export function ReviewStep({ draft, items }: { draft: ReturnDraft; items: ReturnableItem[] }) {
  const preview = usePreviewUrl(draft.image);
  const product = items.find((item) => item.productId === draft.productId);
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Review your return
      </Title>
      <Text>
        <strong>Product:</strong> {product?.title ?? 'N/A'}
        {draft.quantity > 1 ? ` × ${draft.quantity}` : ''}
      </Text>
      <Text>
        <strong>Reason:</strong> {draft.reason ?? 'N/A'}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        <strong>Description:</strong> {draft.description.trim()}
      </Text>
      {preview ? <Image src={preview} alt="Uploaded image" maw={240} radius="md" /> : null}
    </Stack>
  );
}

/** An object URL for the chosen file, revoked when the file changes or the view goes away. */
function usePreviewUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
