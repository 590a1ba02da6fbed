import { describe, expect, it } from 'vitest';
import { imagesProblem, MAX_IMAGE_BYTES, uploadMessages } from '../../../contract/admin-products';
import { sendingEvent, serverEvent } from './upload-product';

const MB = 1024 * 1024;

describe('the add-product upload', () => {
  it('refuses, before sending, an image over the limit by name, and images over 25 MB in all', () => {
    expect(imagesProblem([{ name: 'loom.jpg', size: 30 * MB }])).toBe(
      `loom.jpg is 30.0 MB. ${uploadMessages.imageTooLarge}.`,
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, size: MAX_IMAGE_BYTES }));
    expect(imagesProblem(six)).toBe(`${uploadMessages.uploadTooLarge}.`);
    expect(imagesProblem([{ name: 'ok.jpg', size: 2 * MB }])).toBeNull();
  });

  it('draws the bytes sent on the first half of the bar and the server on the second', () => {
    expect(sendingEvent(0, 4 * MB)).toEqual({
      progress: 0,
      message: 'Sending images: 0.0 MB of 4.0 MB',
      status: 'processing',
    });
    expect(sendingEvent(3 * MB, 4 * MB).progress).toBe(37);
    expect(sendingEvent(4 * MB, 4 * MB).progress).toBe(50);
    expect(serverEvent({ progress: 10, message: 'Checking the images', status: 'processing' }).progress).toBe(55);
    expect(serverEvent({ progress: 100, message: 'Product added successfully!', status: 'completed' }).progress).toBe(
      100,
    );
  });
});
