import sharp from 'sharp';
import type { UploadProgressEvent } from '../../contract/admin-products';

/** The back office's add-product form: its fields, then one small PNG picture. */
export async function productForm(fields: Record<string, string>, width = 640): Promise<FormData> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const picture = await sharp({ create: { width, height: (width * 3) / 4, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
  return form;
}

/** The progress events of an add-product-with-progress answer, in order. */
export async function uploadEvents(res: Response): Promise<UploadProgressEvent[]> {
  return (await res.text())
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as UploadProgressEvent);
}
