import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../lib/project-root';

/**
 * Every change of products.inventory writes its ledger row (docs/decisions/184), so only these
 * files may write the column: each pairs its write with recordStockMoves. Test support and the
 * seed insert products too (they record their opening rows the same way).
 */
const WRITERS = [
  'server/modules/orders/stock.ts',
  'server/modules/stock/adjust-stock.ts',
  'server/modules/stock/returned-units.ts',
  'server/modules/admin-products/create-product.ts',
  'server/db/seed/seed-catalogue.ts',
];

const root = findProjectRoot();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`server${path.sep}testing${path.sep}`));
}

/** The ways server code could write the stock: a Drizzle set or insert of products naming it, or SQL. */
const WRITES = [
  /\.set\(\{[^)]*\binventory\s*:/s,
  /\.insert\(products\)/,
  /update\s+"?products"?\s+set\b[^;`]*\binventory\b/i,
  /insert\s+into\s+"?products"?/i,
];

describe('who writes products.inventory', () => {
  it('is only the stock functions, each writing the ledger as well', () => {
    const files = sourceFiles('server').filter((file) => !file.includes(`${path.sep}migrations${path.sep}`));
    const writers = files.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return WRITES.some((pattern) => pattern.test(text));
    });
    expect(writers.sort()).toEqual([...WRITERS].sort());
    for (const file of WRITERS) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toMatch(/recordStockMoves|stockMoves/);
    }
  });
});
