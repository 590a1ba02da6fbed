import type { Plugin } from 'vite';

/**
 * Packages the service worker must not carry, and why. The worker's script is evaluated at each
 * of its starts (its install on a first visit, and whenever the browser wakes it for a page,
 * online or offline), so every kilobyte in it is paid again and again (docs/decisions/343).
 */
const KEPT_OUT = [
  {
    name: 'zod',
    pattern: /[\\/]node_modules[\\/]zod[\\/]/,
    instead:
      'the worker reads its messages without schemas: import what it needs from a contract file without zod (as contract/order-push.ts is)',
  },
];

/**
 * Fails the service worker's build when one of KEPT_OUT gets into it, naming the module that
 * brought it in, rather than letting the worker grow unnoticed: zod once came in through the push
 * contract's schemas and made the worker a third larger.
 */
export function keepOutOfWorker(): Plugin {
  return {
    name: 'jutexx-keep-out-of-worker',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      for (const part of KEPT_OUT) {
        const inside = new Set(ids.filter((id) => part.pattern.test(id)));
        if (inside.size === 0) continue;
        // The shop's own modules that import the package, each with the modules that import it
        // in turn (an alias of ours, such as src/lib/zod-without-eval.ts, and who uses it).
        const shown = (id: string) => id.replace(/^.*?(?=(contract|src|sw)[\\/])/, '');
        const importing = ids
          .filter(
            (id) =>
              !inside.has(id) &&
              !id.includes('node_modules') &&
              (this.getModuleInfo(id)?.importedIds ?? []).some((imported) => inside.has(imported)),
          )
          .map((id) => {
            const users = (this.getModuleInfo(id)?.importers ?? []).map(shown);
            return users.length > 0 ? `${shown(id)} from ${users.join(', ')}` : shown(id);
          });
        this.error(
          `The service worker must not include ${part.name} (imported by ${importing.join('; ')}): ${part.instead}.`,
        );
      }
    },
  };
}
