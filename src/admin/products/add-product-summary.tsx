import { ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_CATEGORIES } from '../../../contract/catalogue';
import { type AddProductValues, pricePreview } from './add-product-fields';
import { PRODUCT_LABELS } from './product-fields';
import { productSlug } from './product-slug';

/** The live summary panel: what will be created, as it will be sent. */
export function AddProductSummary({ values, imageCount }: { values: AddProductValues; imageCount: number }) {
  const price = pricePreview(values.price);
  const category = ADMIN_CATEGORIES.find((item) => item.value === values.category)?.label ?? '—';
  const rows: [string, string][] = [
    ['Title', values.title || '—'],
    ['Slug', values.title ? productSlug(values.title, values.broadCategory) : '—'],
    ['Category', category],
    [PRODUCT_LABELS.broadCategory, values.broadCategory || '—'],
    ['Price', price?.price ?? '—'],
    ['numericPrice', price ? String(price.numericPrice) : '—'],
    [PRODUCT_LABELS.articleCode, values.articleCode || '—'],
    [PRODUCT_LABELS.inventory, String(values.inventory)],
    [PRODUCT_LABELS.sellingAttribute, values.sellingAttribute || 'Default'],
    ['Images', String(imageCount)],
  ];
  return (
    <Stack gap={6}>
      <Title order={2} fz="lg">
        Summary
      </Title>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text c="dimmed" fz="sm">
            {label}
          </Text>
          <Text fz="sm" ta="right" style={{ wordBreak: 'break-all' }} data-testid={`summary-${label}`}>
            {value}
          </Text>
        </Group>
      ))}
      {values.swatches.length ? (
        <Group gap={6}>
          {values.swatches.map((swatch) => (
            <ColorSwatch
              key={`${swatch.colorName}-${swatch.colorCode}`}
              color={swatch.colorCode}
              title={swatch.colorName}
            />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
