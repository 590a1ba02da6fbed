import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newObjectId } from '../../lib/object-id';
import { assertMediaKey, contentTypeOfKey, type MediaStore } from './media-store';

/**
 * Pictures as files under DATA_DIR/uploads, the one-machine default (DESIGN.md). The content
 * type is the key's extension; the server only ever writes WebP.
 */
export function createDiskMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    description: `files in ${root}`,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never gets half a picture.
      const partial = `${file}.${newObjectId()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return undefined;
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType, size: bytes.length };
      } catch (error) {
        // A folder where a file was expected is as absent as a missing file.
        if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async removeFolder(folder) {
      assertMediaKey(`${folder}/x`);
      await rm(path.join(root, ...folder.split('/')), { recursive: true, force: true });
    },
  };
}
