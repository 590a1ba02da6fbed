/**
 * The PWA's `zod` (vite.config.ts aliases the bare `zod` import here): zod itself, with its JIT
 * turned off before any schema exists. Zod compiles object parsers with `new Function` where it
 * may, and finds out by trying once; the shop's Content-Security-Policy has no 'unsafe-eval'
 * (docs/decisions/151), so the browser would report that try as a violation on every page.
 * A call in main.tsx would come too late: schemas are built when their modules load, and the
 * bundler runs shared chunks before the entry's own code. Every module that imports `zod` runs
 * after this one. The server keeps zod's JIT.
 */
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
