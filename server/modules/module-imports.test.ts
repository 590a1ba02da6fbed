import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';

/**
 * Biome lets a server module import another module only through the entry files listed for it
 * in biome.imports.json (docs/decisions/168-import-direction.md). Biome finds cycles between files, not
 * between modules, so these lists are what keeps the modules free of circles: this test reads
 * them and fails on a circle, a stale entry file or a module no list covers.
 */
type Override = { includes?: string[]; linter?: { rules?: { style?: { noRestrictedImports?: RuleConfig } } } };
type RuleConfig = { options?: { patterns?: { group: string[] }[] } };

const root = findProjectRoot();
const modulesDir = path.join(root, 'server/modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function moduleLists(): Map<string, string[]> {
  const config = JSON.parse(readFileSync(path.join(root, 'biome.imports.json'), 'utf8')) as { overrides?: Override[] };
  const lists = new Map<string, string[]>();
  for (const override of config.overrides ?? []) {
    const owners = (override.includes ?? []).flatMap(
      (glob) => /^server\/modules\/([^/*]+)\/\*\*$/.exec(glob)?.[1] ?? [],
    );
    const groups = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
    const allowed = groups.flatMap((pattern) =>
      pattern.group.flatMap((glob) => /^!\.\.\/([^./][^/]*\/[^/*]+)$/.exec(glob)?.[1] ?? []),
    );
    for (const owner of owners) lists.set(owner, allowed);
  }
  return lists;
}

function findCircle(uses: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (module: string, trail: string[]): string[] | null => {
    if (trail.includes(module)) return [...trail.slice(trail.indexOf(module)), module];
    if (done.has(module)) return null;
    for (const used of uses.get(module) ?? []) {
      const circle = visit(used, [...trail, module]);
      if (circle) return circle;
    }
    done.add(module);
    return null;
  };
  for (const module of uses.keys()) {
    const circle = visit(module, []);
    if (circle) return circle;
  }
  return null;
}

describe('the server modules import each other one way (biome.imports.json)', () => {
  const lists = moduleLists();

  it('gives every module its list of what it may import', () => {
    expect(modules.filter((module) => !lists.has(module))).toEqual([]);
  });

  it('lists entry files that exist', () => {
    const entries = [...lists.values()].flat();
    expect(entries.filter((entry) => !existsSync(path.join(modulesDir, `${entry}.ts`)))).toEqual([]);
  });

  it('has no circle between modules', () => {
    const uses = new Map(
      [...lists].map(([module, entries]) => [module, new Set(entries.map((e) => e.split('/')[0] ?? e))]),
    );
    expect(findCircle(uses)).toBeNull();
    // The same lists with catalogue allowed to use orders (which uses catalogue) have one.
    uses.get('catalogue')?.add('orders');
    expect(findCircle(uses)).toEqual(expect.arrayContaining(['catalogue', 'orders']));
  });
});
