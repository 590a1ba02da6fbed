import type { UploadProgressEvent } from '../../../contract/admin-products';
import { adminApi } from '../../api/client';
import { createSseParser } from './sse-lines';

export const ADD_PRODUCT_FAILED = 'Failed to add product. Please try again.';
/** The stream broke after the server had started on the product: it may well have been added. */
export const ADD_PRODUCT_ANSWER_LOST =
  'The connection dropped during the upload, so the answer was lost: the product may have been added. Check View products before adding it again.';

/**
 * POST /api/admin/add-product-with-progress (multipart). The answer is a text/event-stream read
 * chunk by chunk, so each event reaches the progress bar as it arrives. A refusal before the
 * stream starts (401, 413) comes back as an envelope and is thrown as an ApiError like a network
 * failure. Resolves with the last event (completed or error).
 */
export async function uploadProduct(
  body: FormData,
  onEvent: (event: UploadProgressEvent) => void,
): Promise<UploadProgressEvent | null> {
  const stream = await adminApi.postFormForStream('admin/add-product-with-progress', body);
  let last: UploadProgressEvent | null = null;
  const parser = createSseParser((event) => {
    last = event;
    onEvent(event);
  });
  const reader = stream.getReader();
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
