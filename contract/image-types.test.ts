import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_NAMES } from './image-types';
import { returnMessages } from './returns';

describe('the accepted picture types, in words', () => {
  it('names every type the server takes, in the return photo message too (issue 21 drift)', () => {
    expect(ACCEPTED_IMAGE_NAMES).toBe('JPEG, PNG, WebP, GIF or AVIF');
    expect(returnMessages.photoType).toBe('Please upload a photo (JPEG, PNG, WebP, GIF or AVIF)');
  });
});
