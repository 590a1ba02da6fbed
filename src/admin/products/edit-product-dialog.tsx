import {
  Button,
  Group,
  Image,
  Input,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
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
import { PRODUCT_LABELS } from './product-fields';
import { StockPanel } from './stock-panel';
import { VariantPicker } from './variant-picker';

export type EditProductTab = 'details' | 'stock';

/**
 * The edit dialog: up to 3 existing images, the editable fields, variants. Only changed fields
 * are sent; with no change nothing is sent and the dialog just closes (spec 001 section 5).
 * Stock is not one of the fields: its own tab shows the ledger and adjusts it by a delta or a
 * count made against the stock shown (docs/decisions/183), so a stale number is never saved.
 */
export function EditProductDialog({
  product,
  initialTab = 'details',
  onClose,
  onSaved,
  onStockChanged,
}: {
  product: Product;
  initialTab?: EditProductTab;
  onClose: () => void;
  onSaved: () => void;
  onStockChanged: () => void;
}) {
  const original = editableOf(product);
  const form = useForm<EditableProduct>({
    mode: 'controlled',
    initialValues: original,
    validate: { price: editPriceError },
    validateInputOnBlur: ['price'],
  });
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<EditProductTab>(initialTab);
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
    const body = changedFields(original, { ...values, price: Number(values.price) || 0 });
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
      <Tabs value={tab} onChange={(value) => setTab(value === 'stock' ? 'stock' : 'details')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details" fz="md" h={44}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="stock" fz="md" h={44}>
            Stock
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="stock">
          <StockPanel productId={product._id} onStockChanged={onStockChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="details">
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
                <Input.Wrapper label={PRODUCT_LABELS.stock} description="Adjusted in the Stock tab" size="md">
                  <Button variant="light" h={42} mt={4} onClick={() => setTab('stock')}>
                    Adjust stock
                  </Button>
                </Input.Wrapper>
                <TextInput
                  label={PRODUCT_LABELS.sellingAttribute}
                  size="md"
                  {...form.getInputProps('sellingAttribute')}
                />
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
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
