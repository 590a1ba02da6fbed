import { expect, test } from '@playwright/test';
import { entryFiles, entryModules, NOT_IN_ENTRY } from '../bench/entry-size';
import { logInAsAdmin } from './support/admin-session';

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

test("storefront pages ask for none of the back office's files; the back office gets its own Mantine styles", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) asked.push(pathname);
  });
  // The listing, the sign-in form (checkbox) and the sort menu: the storefront's page styles.
  await page.goto('/store/products');
  await page.getByRole('button', { name: /sort/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Price: Low to High' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  expect(asked.filter((file) => file.startsWith('/assets/admin-'))).toEqual([]);
  expect(asked.some((file) => file.startsWith('/assets/mantine-page-styles-'))).toBe(true);

  // The back office's tabs and shell are laid out by their stylesheets (docs/decisions/283).
  await logInAsAdmin(page);
  expect(asked.some((file) => /^\/assets\/admin-mantine-admin-styles-.*\.css$/.test(file))).toBe(true);
  await page.goto('/admin/orders');
  await expect(page.getByRole('tablist')).toHaveCSS('display', 'flex');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCSS('position', 'fixed');
});
