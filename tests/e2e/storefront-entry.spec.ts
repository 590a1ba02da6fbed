import { expect, test } from '@playwright/test';
import { entryFiles, entryModules, NOT_IN_ENTRY } from '../bench/entry-size';

// Reads the build the web server was started from (playwright.config.ts runs `npm run build`):
// what dist/index.html loads before the first paint must not carry the back office, the
// decorations or zod (docs/decisions/163), nor Dexie, which arrives beside it (decision 178). Sizes are printed by `npm run bench -- lighthouse`.
test('the storefront entry carries no admin, confetti, typing, carousel, zod or Dexie code', () => {
  const root = process.cwd();
  const { scripts, styles } = entryFiles(`${root}/dist`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  const modules = entryModules(root, scripts);
  expect(modules).toContain('src/app/main.tsx');
  const carried = NOT_IN_ENTRY.filter((part) => modules.some(part.matches)).map((part) => part.name);
  expect(carried).toEqual([]);
});
