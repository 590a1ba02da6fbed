/// <reference lib="webworker" />

import { liveQuery, ShopDatabase } from '../../data/shop-database';
import { followMirror } from './mirror-search-index';
import type { FromSearchWorker, SearchRequest } from './search-index-messages';

/**
 * The search worker (docs/decisions/198): the storefront's database opened here too, its
 * mirrored products read and indexed here, and each keystroke's query answered here, so the
 * page's main thread only draws the answer. Dexie tells this worker of writes made by the page
 * (and other tabs) as it tells them of each other's.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

const mirror = followMirror(new ShopDatabase(), liveQuery);
const send = (message: FromSearchWorker) => scope.postMessage(message);

mirror.subscribe(() => send({ type: 'changed', version: mirror.version() }));

scope.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const { id, query, limit } = event.data;
  void mirror.search(query, limit).then((products) => send({ type: 'answer', id, products }));
});
