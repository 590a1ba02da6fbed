import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * Money is converted between paise and rupees only by contract/money.ts (docs/decisions/250).
 * This test reads every TypeScript file of the shop and fails on a bare `/ 100`, `* 100` (or
 * `1e2`, `0.01`) anywhere else, in code or in a string (SQL): use rupeesFromPaise,
 * paiseFromRupees, formatPaise or percentOf. The files are compiled first so comments do not
 * count and every operator is written with spaces around it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['src', 'server', 'contract', 'sw', 'tests'];
const MONEY_MODULE = 'contract/money.ts';
const THIS_TEST = 'contract/money-scan.test.ts';

/** Hundreds that are not money, each with why, and how many the file holds. */
const NOT_MONEY: Record<string, { count: number; why: string }> = {
  'server/integrations/shiprocket/sandbox/sandbox-ids.ts': { count: 2, why: 'digits of a sandbox shipment id' },
};

/** The factor itself, for money written in another language (rupees-sql.ts, the sandbox's browser script). */
const FACTOR_USERS = new Set([
  MONEY_MODULE,
  'server/db/rupees-sql.ts',
  'server/integrations/razorpay/sandbox/checkout-script.ts',
]);

const HUNDREDTHS = /\s[/*]=?\s+(?:100|1e2|0?\.01)(?![\w.])/g;

/** The bare conversions in a TypeScript source, as the lines of compiled code that hold them. */
function bareConversions(source: string, loader: 'ts' | 'tsx' = 'ts'): string[] {
  const { code } = transformSync(source, { loader, legalComments: 'none', jsx: 'preserve' });
  return code.split('\n').flatMap((line) => Array.from(line.matchAll(HUNDREDTHS), () => line.trim()));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

describe('money conversions', () => {
  it('finds a bare conversion in code and in SQL, not in comments or paths', () => {
    expect(bareConversions('const r = paise / 100;')).toHaveLength(1);
    expect(bareConversions('const p = Math.round(rupees*100);')).toHaveLength(1);
    expect(bareConversions('let p = 5; p *= 1e2; const q = p * 0.01;')).toHaveLength(2);
    expect(bareConversions("const sql = `'price', p.price_paise::float8 / 100,`;")).toHaveLength(1);
    expect(bareConversions('// price / 100\nconst link = "docs/decisions/100";')).toEqual([]);
    expect(bareConversions('const ids = secondsSince * 100_000 + share / 1000;')).toEqual([]);
  });

  it('leaves conversions to the money module', () => {
    const found: Record<string, string[]> = {};
    for (const file of SCANNED.flatMap(sourceFiles)) {
      if (file === MONEY_MODULE || file === THIS_TEST) continue;
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const hits = bareConversions(source, file.endsWith('.tsx') ? 'tsx' : 'ts');
      if (hits.length !== (NOT_MONEY[file]?.count ?? 0)) found[file] = hits;
      if (!FACTOR_USERS.has(file) && /\bPAISE_PER_RUPEE\b/.test(source)) found[file] = ['PAISE_PER_RUPEE'];
    }
    expect(found).toEqual({});
  });
});
