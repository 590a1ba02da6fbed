import {
  Alert,
  Button,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  imagesProblem,
  MAX_IMAGES_PER_PRODUCT,
  PRODUCT_ADDED,
  priceMessages,
  type UploadProgressEvent,
} from '../../../contract/admin-products';
import { ADMIN_CATEGORIES } from '../../../contract/catalogue';
import { ACCEPTED_IMAGE_TYPES } from '../../../contract/image-types';
import { afterNextPaint } from '../../lib/after-next-paint';
import { getErrorMessage } from '../../lib/get-error-message';
import { useOnline } from '../../lib/use-online';
import { AdminPageMeta } from '../shared/admin-page-meta';
import { OfflineNote } from '../shared/connection-banner';
import {
  ADD_PRODUCT_DEFAULTS,
  type AddProductValues,
  addPriceError,
  addProductFormData,
  addProductProblem,
} from './add-product-fields';
import { AddProductSummary } from './add-product-summary';
import { InventoryInput, PRODUCT_LABELS } from './product-fields';
import { SwatchEditor } from './swatch-editor';
import { ADD_PRODUCT_ANSWER_LOST, ADD_PRODUCT_FAILED, sendingEvent, uploadProduct } from './upload-product';

const RELOAD_AFTER_MS = 500;
const PRICE_MESSAGES: readonly string[] = Object.values(priceMessages);

/** /admin/add-products: the form, a live summary, and the upload's progress (spec 001). */
export function AddProductPage() {
  const form = useForm<AddProductValues>({
    mode: 'controlled',
    initialValues: ADD_PRODUCT_DEFAULTS,
    validate: { price: addPriceError },
    validateInputOnBlur: ['price'],
  });
  const [images, setImages] = useState<File[]>([]);
  const [imagesRefused, setImagesRefused] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadProgressEvent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = upload?.status === 'processing';
  const online = useOnline();
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const submit = form.onSubmit(async (values) => {
    const problem = addProductProblem(values, images.length);
    if (problem) {
      window.alert(problem);
      return;
    }
    setFailure(null);
    setUpload(
      sendingEvent(
        0,
        images.reduce((sum, file) => sum + file.size, 0),
      ),
    );
    // Once the server has sent an event it is working on the product: a break after that may
    // have lost only the answer, and the page must not say the product was not added.
    let started = false;
    try {
      const last = await uploadProduct(addProductFormData(values, images), (event, from) => {
        if (from === 'server') started = true;
        setUpload(event);
      });
      if (last?.status === 'completed') {
        // The bar must read 100 before the (blocking) alert: commit the last event now and let
        // the browser paint a frame first.
        flushSync(() => setUpload(last));
        await afterNextPaint();
        window.alert(PRODUCT_ADDED);
        setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      } else if (last?.status === 'error') {
        // The server's price rule is the form's; its message also goes under the field.
        if (PRICE_MESSAGES.includes(last.message)) form.setFieldError('price', last.message);
        setFailure(`Error: ${last.message}`);
      } else {
        throw new Error('The upload stream ended without an outcome');
      }
    } catch (error) {
      console.error(ADD_PRODUCT_FAILED, error);
      setUpload(null);
      // Whatever went wrong, the form keeps every field and image for a retry (decision 180).
      setFailure(started ? ADD_PRODUCT_ANSWER_LOST : getErrorMessage(error, ADD_PRODUCT_FAILED));
    }
  });

  return (
    <Stack gap="md">
      <AdminPageMeta title="Add Product" />
      <Title order={1} fz={28}>
        Add a product
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput label="Title" required size="md" {...form.getInputProps('title')} />
              <Textarea
                label="Description"
                description="Bullet points separated by ~"
                autosize
                minRows={3}
                size="md"
                {...form.getInputProps('description')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Category"
                  required
                  size="md"
                  placeholder="Choose a category"
                  data={ADMIN_CATEGORIES.map((item) => ({ value: item.value, label: item.label }))}
                  {...form.getInputProps('category')}
                />
                <TextInput
                  label={PRODUCT_LABELS.broadCategory}
                  required
                  size="md"
                  {...form.getInputProps('broadCategory')}
                />
                <TextInput
                  label="Price"
                  required
                  size="md"
                  placeholder="e.g. 699 or Rs.699.00"
                  inputMode="decimal"
                  {...form.getInputProps('price')}
                />
                <TextInput
                  label={PRODUCT_LABELS.articleCode}
                  required
                  size="md"
                  {...form.getInputProps('articleCode')}
                />
                <InventoryInput {...form.getInputProps('inventory')} />
                <TextInput
                  label={PRODUCT_LABELS.sellingAttribute}
                  size="md"
                  {...form.getInputProps('sellingAttribute')}
                />
                <TextInput
                  label="Image alt text"
                  size="md"
                  placeholder={`${form.values.title || '{title}'} Model`}
                  {...form.getInputProps('alt')}
                />
                <TextInput
                  label="Alt-image text"
                  size="md"
                  placeholder={form.values.title || '{title}'}
                  {...form.getInputProps('dataAltText')}
                />
              </SimpleGrid>
              <SwatchEditor
                swatches={form.values.swatches}
                onChange={(swatches) => form.setFieldValue('swatches', swatches)}
              />
              <Group gap="sm">
                <FileButton
                  multiple
                  accept={ACCEPTED_IMAGE_TYPES.join(',')}
                  onChange={(files) => {
                    const chosen = files.slice(0, MAX_IMAGES_PER_PRODUCT);
                    // Too large is said now, before a byte is sent (the server's limits, contract/).
                    const problem = imagesProblem(chosen);
                    setImagesRefused(problem);
                    if (!problem) setImages(chosen);
                  }}
                >
                  {(props) => (
                    <Button {...props} variant="default" h={48}>
                      Choose images
                    </Button>
                  )}
                </FileButton>
                <Text c="dimmed" fz="sm">
                  {images.length ? `${images.length} image(s) chosen` : `Up to ${MAX_IMAGES_PER_PRODUCT} images`}
                </Text>
              </Group>
              {imagesRefused ? (
                <Text c="red" fz="sm" role="alert">
                  {imagesRefused}
                </Text>
              ) : null}
              <Group gap="sm">
                {previews.map((url, index) => (
                  <Image key={url} src={url} alt={`Preview ${index + 1}`} w={96} h={96} radius="sm" />
                ))}
              </Group>
              {upload ? (
                <Stack gap={4} aria-live="polite">
                  <Progress
                    value={upload.progress}
                    size="xl"
                    color={upload.status === 'error' ? 'red' : upload.status === 'completed' ? 'green' : undefined}
                    aria-label="Upload progress"
                    animated={busy}
                  />
                  <Text fz="sm">
                    {upload.progress}% — {upload.message}
                  </Text>
                </Stack>
              ) : null}
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <OfflineNote />
              <Button
                type="submit"
                size="lg"
                h={52}
                loading={busy}
                disabled={upload?.status === 'completed' || !online}
              >
                Add product
              </Button>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" pos="sticky" top={72}>
            <AddProductSummary values={form.values} imageCount={images.length} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
