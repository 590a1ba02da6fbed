import type { UploadProgressEvent } from '../../../contract/admin-products';
import { adminProductsApi } from '../../../contract/api/admin-products';
import { uploadAsAdmin } from '../../api/call';
import { createSseParser } from './sse-lines';

export const ADD_PRODUCT_FAILED = 'Failed to add product. Please try again.';
/** The stream broke after the server had started on the product: it may well have been added. */
export const ADD_PRODUCT_ANSWER_LOST =
  'The connection dropped during the upload, so the answer was lost: the product may have been added. Check View products before adding it again.';

/** The bar, like the server's events, runs from 0 to 100 (percent, not money). */
const FULL_BAR = 100;
/** The bar's first half is the images on their way; the second half is the server's own progress. */
const SENDING_SHARE = FULL_BAR / 2;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** What the bar says while the form is on its way (docs/decisions/205). */
export function sendingEvent(sent: number, total: number): UploadProgressEvent {
  const share = total > 0 ? sent / total : 0;
  return {
    progress: Math.min(SENDING_SHARE, Math.floor(share * SENDING_SHARE)),
    message: `Sending images: ${megabytes(sent)} of ${megabytes(total)}`,
    status: 'processing',
  };
}

/** A server event on the bar: its 0–100 drawn on the bar's second half, 100 kept as 100. */
export function serverEvent(event: UploadProgressEvent): UploadProgressEvent {
  if (event.status !== 'processing') return event;
  return { ...event, progress: SENDING_SHARE + Math.round((event.progress * (FULL_BAR - SENDING_SHARE)) / FULL_BAR) };
}

/**
 * POST /api/admin/add-product-with-progress (multipart). First the bytes sent, as they go (on a
 * slow link the photos take most of the time), then the server's text/event-stream read as it
 * arrives, each event passed on as it comes. A refusal before the stream starts (401, 413) is
 * thrown as an ApiError with the server's words. Resolves with the last server event (completed
 * or error).
 */
export async function uploadProduct(
  body: FormData,
  onEvent: (event: UploadProgressEvent, from: 'sending' | 'server') => void,
): Promise<UploadProgressEvent | null> {
  let last: UploadProgressEvent | null = null;
  const parser = createSseParser((event) => {
    last = event;
    onEvent(serverEvent(event), 'server');
  });
  let consumed = 0;
  await uploadAsAdmin(adminProductsApi.addProduct, body, {
    onSent: (sent, total) => onEvent(sendingEvent(sent, total), 'sending'),
    onText: (text) => {
      parser.push(text.slice(consumed));
      consumed = text.length;
    },
  });
  parser.end();
  return last;
}
