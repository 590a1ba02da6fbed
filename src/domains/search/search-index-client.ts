import type { MirroredProduct } from '../../../contract/mirrored-product';
import { db, loadedLiveQuery } from '../../data/db';
import { followMirror, type MirrorSearchIndex } from './mirror-search-index';
import type { FromSearchWorker, SearchRequest } from './search-index-messages';

/**
 * The page's side of the search index (docs/decisions/198): started the first time a search
 * screen asks (never at start), in the search worker, or in the page where no worker starts.
 */
export type SearchIndexClient = Pick<MirrorSearchIndex, 'search' | 'version' | 'subscribe'>;

function inPage(): SearchIndexClient {
  return followMirror(db(), loadedLiveQuery());
}

function inWorker(): SearchIndexClient {
  const worker = new Worker(new URL('./search-index.worker.ts', import.meta.url), {
    type: 'module',
    name: 'search-index',
  });
  const waiting = new Map<number, { request: SearchRequest; resolve: (products: MirroredProduct[]) => void }>();
  const listeners = new Set<() => void>();
  let version = 0;
  let nextId = 0;
  /** Set when the worker could not start (its file unreachable): the page answers instead. */
  let fallback: SearchIndexClient | undefined;

  worker.addEventListener('message', (event: MessageEvent<FromSearchWorker>) => {
    const message = event.data;
    if (message.type === 'changed') {
      version = message.version;
      for (const listener of listeners) listener();
      return;
    }
    waiting.get(message.id)?.resolve(message.products);
    waiting.delete(message.id);
  });
  worker.addEventListener('error', (event) => {
    console.warn('The search worker failed; searching in the page instead:', event.message);
    worker.terminate();
    fallback = inPage();
    fallback.subscribe(() => {
      for (const listener of listeners) listener();
    });
    for (const { request, resolve } of waiting.values())
      void fallback.search(request.query, request.limit).then(resolve);
    waiting.clear();
  });

  return {
    search(query, limit) {
      if (fallback) return fallback.search(query, limit);
      const request = { id: ++nextId, query, limit };
      return new Promise((resolve) => {
        waiting.set(request.id, { request, resolve });
        worker.postMessage(request);
      });
    },
    version: () => (fallback ? fallback.version() + version : version),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let client: SearchIndexClient | undefined;

/** Whether the page's index has been started (by a search since the page opened). */
export function searchIndexStarted(): boolean {
  return client !== undefined;
}

/** The one index of the page, started on first call and kept for the page's life. */
export function searchIndexClient(): SearchIndexClient {
  client ??= typeof Worker === 'function' ? inWorker() : inPage();
  return client;
}
