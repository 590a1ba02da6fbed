import { ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_CATEGORIES } from '../../../contract/catalogue';
import { productSlug } from '../../../contract/product-slug';
import { type AddProductValues, pricePreview } from './add-product-fields';
import { PRODUCT_LABELS } from './product-fields';

/**
 * The live summary panel: what will be created, as it will be saved (the slug by the server's
 * own rule, contract/product-slug.ts). Long values wrap between words, and inside a word only
 * when it cannot fit the line (a long slug).
 */
export function AddProductSummary({ values, imageCount }: { values: AddProductValues; imageCount: number }) {
  const price = pricePreview(values.price);
  const category = ADMIN_CATEGORIES.find((item) => item.value === values.category)?.label ?? '—';
  const rows: [string, string][] = [
    ['Title', values.title || '—'],
    ['Slug', values.title ? productSlug(values.title, values.broadCategory) : '—'],
    ['Category', category],
    [PRODUCT_LABELS.broadCategory, values.broadCategory || '—'],
    ['Price', price?.price ?? '—'],
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
          <Text fz="sm" ta="right" style={{ overflowWrap: 'anywhere' }} data-testid={`summary-${label}`}>
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
