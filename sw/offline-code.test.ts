import { describe, expect, it } from 'vitest';
import { dropOldCode, saveLaterCode, splitBuild } from './offline-code';

/** A Cache Storage cache as the worker sees it, in memory: keyed by address. */
function memoryCache(paths: string[] = []) {
  const held = new Map<string, Response>(paths.map((path) => [path, new Response(path)]));
  const url = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' ? key : key instanceof URL ? key : key.url, 'https://shop.example').pathname;
  const cache = {
    keys: async () => [...held.keys()].map((path) => new Request(new URL(path, 'https://shop.example'))),
    put: async (key: RequestInfo | URL, response: Response) => {
      held.set(url(key), response);
    },
    delete: async (key: RequestInfo | URL) => held.delete(url(key)),
  } as unknown as Cache;
  return { cache, held };
}

describe("the storefront's code saved after install (decision 339)", () => {
  it('splits the build: marked scripts are saved later, everything else is precached at install', () => {
    const { atInstall, later } = splitBuild([
      { url: 'index.html', revision: 'r1' },
      { url: 'assets/shell-s1.js', revision: null },
      { url: 'assets/checkout-page-c1.js', revision: null, saveLater: true },
      'icons/icon.svg',
    ]);
    expect(atInstall).toEqual([
      { url: 'index.html', revision: 'r1' },
      { url: 'assets/shell-s1.js', revision: null },
      'icons/icon.svg',
    ]);
    expect(later).toEqual(['/assets/checkout-page-c1.js']);
  });

  it('fetches only what the cache lacks and keeps what came', async () => {
    const { cache, held } = memoryCache(['/assets/a.js']);
    const asked: string[] = [];
    const answer = await saveLaterCode(cache, ['/assets/a.js', '/assets/b.js', '/assets/c.js'], async (path) => {
      asked.push(path);
      return new Response(`code of ${path}`);
    });
    expect(answer).toEqual({ saved: 2, missing: 0 });
    expect(asked).toEqual(['/assets/b.js', '/assets/c.js']);
    expect(await held.get('/assets/c.js')?.text()).toBe('code of /assets/c.js');
  });

  it('stops when the connection drops, counts the rest as missing, and fetches them next time', async () => {
    const { cache, held } = memoryCache();
    const paths = ['/assets/a.js', '/assets/b.js', '/assets/c.js'];
    let online = true;
    const fetchFile = async (path: string) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (path === '/assets/a.js') online = false;
      return new Response(path);
    };
    expect(await saveLaterCode(cache, paths, fetchFile)).toEqual({ saved: 1, missing: 2 });
    expect([...held.keys()]).toEqual(['/assets/a.js']);
    online = true;
    expect(await saveLaterCode(cache, paths, fetchFile)).toEqual({ saved: 2, missing: 0 });
    expect([...held.keys()].sort()).toEqual(paths);
  });

  it('never keeps an error answer as code', async () => {
    const { cache, held } = memoryCache();
    const answer = await saveLaterCode(
      cache,
      ['/assets/gone.js'],
      async () => new Response('Not Found', { status: 404 }),
    );
    expect(answer).toEqual({ saved: 0, missing: 1 });
    expect(held.size).toBe(0);
  });

  it("drops an earlier version's files and keeps this version's", async () => {
    const { cache, held } = memoryCache(['/assets/old-page-o1.js', '/assets/page-p2.js']);
    await dropOldCode(cache, ['/assets/page-p2.js', '/assets/other-q2.js']);
    expect([...held.keys()]).toEqual(['/assets/page-p2.js']);
  });
});
