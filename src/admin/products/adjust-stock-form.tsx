import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { STAFF_STOCK_REASONS, STOCK_NOTE_MAX, STOCK_REASON_LABEL } from '../../../contract/stock';
import { isApiError } from '../../api/api-error';
import { getErrorMessage } from '../../lib/get-error-message';
import { InlineFailure } from '../../ui/form-parts';
import { ADJUST_STOCK_FAILED, adjustStock } from './adjust-stock';
import {
  type AdjustStockValues,
  adjustmentBody,
  adjustmentErrors,
  adjustmentPreview,
  EMPTY_ADJUSTMENT,
  formErrorsOf,
} from './stock-adjustment-body';

const REASON_OPTIONS = STAFF_STOCK_REASONS.map((value) => ({ value, label: STOCK_REASON_LABEL[value] }));

/**
 * "Adjust stock": a reason, a quantity (or the counted stock) and a note. The stock the panel
 * shows goes with a count, so a sale made since is never overwritten (docs/decisions/183);
 * a refusal says why and the panel reloads the stock.
 */
export function AdjustStockForm({
  productId,
  shown,
  onAdjusted,
}: {
  productId: string;
  /** The stock the panel shows: what a count is made against. */
  shown: number;
  onAdjusted: () => void;
}) {
  const form = useForm<AdjustStockValues>({
    mode: 'controlled',
    initialValues: EMPTY_ADJUSTMENT,
    validate: (values) => adjustmentErrors(values, shown),
  });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const counting = form.values.reason === 'count_correction';
  const preview = adjustmentPreview(form.values, shown);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      const after = await adjustStock(productId, adjustmentBody(values, shown));
      notifications.show({
        color: 'green',
        message: `${STOCK_REASON_LABEL[values.reason]} recorded: the stock is now ${after.inventory}`,
      });
      form.reset();
      onAdjusted();
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 400 ? formErrorsOf(error.fieldErrors) : {};
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        return;
      }
      setFailure(getErrorMessage(error, ADJUST_STOCK_FAILED));
      // A count refused because the stock moved: show the stock as it is now.
      if (isApiError(error) && error.status === 409) onAdjusted();
      else console.error(ADJUST_STOCK_FAILED, error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} aria-label="Adjust stock">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <Select
            label="Reason"
            data={REASON_OPTIONS}
            size="md"
            allowDeselect={false}
            maw={220}
            {...form.getInputProps('reason')}
          />
          <NumberInput
            label={counting ? 'Counted stock' : 'Quantity'}
            min={counting ? 0 : 1}
            allowDecimal={false}
            allowNegative={false}
            size="md"
            maw={160}
            {...form.getInputProps('amount')}
          />
          <TextInput label="Note" maxLength={STOCK_NOTE_MAX} size="md" {...form.getInputProps('note')} />
        </Group>
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text c="dimmed" fz="sm" aria-live="polite">
            {preview ?? (counting ? `Count the shelf and enter what is there (shown: ${shown})` : '\u00a0')}
          </Text>
          <Button type="submit" h={44} loading={saving}>
            Adjust stock
          </Button>
        </Group>
        <InlineFailure message={failure} />
      </Stack>
    </form>
  );
}
