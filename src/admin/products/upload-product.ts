import type { UploadProgressEvent } from '../../../contract/admin-products';
import { adminFetch } from '../shared/admin-fetch';
import { createSseParser } from './sse-lines';

export const PRODUCT_ADDED = 'Product added successfully!';
export const ADD_PRODUCT_FAILED = 'Failed to add product. Please try again.';

/**
 * POST /api/admin/add-product-with-progress (multipart). The answer is a text/event-stream, so
 * this is the one place a raw fetch is used: the JSON client reads a whole body and unwraps an
 * envelope, while here each event must reach the progress bar as it arrives. A refusal before
 * the stream starts (401, 413) comes back as an envelope and is thrown like a network failure.
 * Resolves with the last event (completed or error).
 */
export async function uploadProduct(
  body: FormData,
  onEvent: (event: UploadProgressEvent) => void,
): Promise<UploadProgressEvent | null> {
  const response = await adminFetch('/api/admin/add-product-with-progress', { method: 'POST', body });
  if (!response.ok || !response.body) throw new Error(`Upload refused (${response.status})`);
  let last: UploadProgressEvent | null = null;
  const parser = createSseParser((event) => {
    last = event;
    onEvent(event);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
  return last;
}
