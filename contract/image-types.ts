/** The pictures the shop takes (product images and return photos), checked by their content. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const NAME: Record<AcceptedImageType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

/** The accepted types as people name them: "JPEG, PNG, WebP, GIF or AVIF". */
export const ACCEPTED_IMAGE_NAMES = `${ACCEPTED_IMAGE_TYPES.slice(0, -1)
  .map((type) => NAME[type])
  .join(', ')} or ${NAME[ACCEPTED_IMAGE_TYPES[ACCEPTED_IMAGE_TYPES.length - 1] ?? 'image/jpeg']}`;
