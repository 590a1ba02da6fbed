import { FileInput, Image, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messages } from '../../../contract/messages';
import type { ReturnableItem } from './check-return';
import { RETURN_REASONS, type ReturnDraft } from './return-steps';

/** Step 1: items not yet returned are selectable; returned ones are shown disabled. */
export function ProductStep({
  items,
  value,
  onChange,
}: {
  items: ReturnableItem[];
  value: string | null;
  onChange: (productId: string) => void;
}) {
  return (
    <Radio.Group label="Which product do you want to return?" value={value} onChange={onChange} withAsterisk>
      <Stack gap="sm" mt="sm">
        {items.map((item) => (
          <Radio
            key={item.productId}
            value={item.productId}
            disabled={item.returned}
            label={item.title}
            description={item.returned ? 'Already returned' : undefined}
          />
        ))}
        {items.length === 0 ? <Text c="dimmed">This order has no items to return.</Text> : null}
      </Stack>
    </Radio.Group>
  );
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
