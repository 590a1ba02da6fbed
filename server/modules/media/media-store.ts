/**
 * Where uploaded pictures live (docs/decisions/154): product images and return photos, each
 * under a key that is its path below /media/uploads (`products/{id}/1-800-{hash}.webp`,
 * `returns/{returnId}.webp`). One machine keeps them as files in DATA_DIR/uploads; a shop on
 * PostgreSQL keeps them in the database, so a picture received by one instance is served by
 * every other. Callers never build file paths: they hand a key to the store.
 */
export type StoredMedia = { bytes: Buffer; contentType: string; size: number };

export type MediaStore = {
  /** For the start-up log: where pictures go. */
  description: string;
  /** Writes (or replaces) the picture under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredMedia | undefined>;
  remove(key: string): Promise<void>;
  /** Removes every picture whose key starts with `folder` + '/'. */
  removeFolder(folder: string): Promise<void>;
};

/**
 * Keys are made by the server from ids and numbers, never from an upload's name; this check
 * guards the stores anyway: segments of letters, digits, '-' and '_' with at most one
 * extension, so no key can climb out of its folder ('..', '/x', 'a//b', '%2F').
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[a-z0-9]+)?$/;

export function isMediaKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 300 && segments.length >= 2 && segments.every((segment) => SEGMENT.test(segment));
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The content type a key's extension names, for stores that keep no metadata (files). */
export function contentTypeOfKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return extension ? CONTENT_TYPES[extension] : undefined;
}
