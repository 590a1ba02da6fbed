import {
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ADMIN_CATEGORIES } from '../../../contract/catalogue';
import type { Product } from '../../../contract/product';
import { isApiError } from '../../api/api-error';
import { connectionMessage } from '../../lib/connection-messages';
import { useOnline } from '../../lib/use-online';
import { InlineFailure } from '../../ui/form-parts';
import { OfflineNote } from '../shared/connection-banner';
import { editProduct, PRODUCT_UPDATE_FAILED, PRODUCT_UPDATED } from './edit-product';
import { changedFields, type EditableProduct, editableOf, editPriceError, formErrorsOf } from './product-edit-diff';
import { InventoryInput, PRODUCT_LABELS } from './product-fields';
import { VariantPicker } from './variant-picker';

/**
 * The edit dialog: up to 3 existing images, the editable fields, variants. Only changed fields
 * are sent; with no change nothing is sent and the dialog just closes (spec 001 section 5).
 */
export function EditProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: Product;
  onClose: () => void;
  onSaved: () => void;
}) {
  const original = editableOf(product);
  const form = useForm<EditableProduct>({
    mode: 'controlled',
    initialValues: original,
    validate: { price: editPriceError },
    validateInputOnBlur: ['price'],
  });
  const [saving, setSaving] = useState(false);
  const [unsent, setUnsent] = useState<string | null>(null);
  const online = useOnline();
  const [variantTitles, setVariantTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries(product.variants.map((variant) => [variant._id, variant.title])),
  );
  const categories = ADMIN_CATEGORIES.some((item) => item.value === original.category)
    ? ADMIN_CATEGORIES.map((item) => ({ value: item.value, label: item.label }))
    : [{ value: original.category, label: original.category }, ...ADMIN_CATEGORIES];

  const submit = form.onSubmit(async (values) => {
    // A cleared NumberInput gives ''; it counts as 0 rather than sending text.
    const body = changedFields(original, {
      ...values,
      price: Number(values.price) || 0,
      inventory: Math.trunc(Number(values.inventory) || 0),
    });
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    setUnsent(null);
    try {
      await editProduct(product.slug, body);
      window.alert(PRODUCT_UPDATED);
      onSaved();
    } catch (error) {
      // A refused field (a price that is not a positive number) is shown under that field.
      const fieldErrors = isApiError(error) && error.status === 400 ? formErrorsOf(error.fieldErrors) : {};
      // No answer: said in the dialog, which stays open with what was typed (decision 180).
      const noAnswer = connectionMessage(error);
      if (noAnswer) {
        setUnsent(noAnswer);
      } else if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else {
        console.error(PRODUCT_UPDATE_FAILED, error);
        window.alert(PRODUCT_UPDATE_FAILED);
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${product.title}`} size="xl">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group gap="sm">
            {product.image.slice(0, 3).map((image) => (
              <Image key={image._id || image.src} src={image.src} alt={image.alt} w={96} h={96} radius="sm" />
            ))}
          </Group>
          <TextInput label="Title" size="md" {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={2} size="md" {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Category"
              data={categories}
              size="md"
              allowDeselect={false}
              {...form.getInputProps('category')}
            />
            <TextInput label={PRODUCT_LABELS.broadCategory} size="md" {...form.getInputProps('broadCategory')} />
            <NumberInput label="Price (Rs.)" min={0} decimalScale={2} size="md" {...form.getInputProps('price')} />
            <TextInput label={PRODUCT_LABELS.articleCode} size="md" {...form.getInputProps('articleCode')} />
            <InventoryInput {...form.getInputProps('inventory')} />
            <TextInput label={PRODUCT_LABELS.sellingAttribute} size="md" {...form.getInputProps('sellingAttribute')} />
            <Select
              label="Status"
              data={['active', 'inactive']}
              size="md"
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <Switch label="Featured" size="lg" mt="lg" {...form.getInputProps('featured', { type: 'checkbox' })} />
          </SimpleGrid>
          <VariantPicker
            selfId={product._id}
            chosen={form.values.variants}
            titles={variantTitles}
            onAdd={(variant) => {
              setVariantTitles((titles) => ({ ...titles, [variant._id]: variant.title }));
              form.setFieldValue('variants', [...form.values.variants, variant._id]);
            }}
            onRemove={(id) =>
              form.setFieldValue(
                'variants',
                form.values.variants.filter((value) => value !== id),
              )
            }
          />
          <InlineFailure message={unsent} />
          <OfflineNote />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" h={44} loading={saving} disabled={!online}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
