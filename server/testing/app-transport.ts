import type { App } from '../app';

/** What the device sent, and what the shop answered (status 0: the answer never reached it). */
export type SentRequest = {
  method: string;
  path: string;
  key: string | null;
  authorization: string | null;
  contentType: string | null;
  body: string;
  status: number;
  replayed: boolean;
};

/**
 * 'offline': requests fail before reaching the shop. 'lose-answer': the next POST reaches the
 * shop and is applied, but its answer is lost (then the network is back online). 'hang': no
 * answer until the request is aborted (the client's timeout).
 */
export type NetworkMode = 'online' | 'offline' | 'lose-answer' | 'hang';

export type AppTransport = {
  /** The fetch to give the API client: the app's own request handler behind a network. */
  fetch: typeof fetch;
  network: { mode: NetworkMode };
  sent: SentRequest[];
  /** The bag and favourite changes sent, without the reads. */
  writes(): SentRequest[];
};

function hangUntilAborted(signal: AbortSignal | null): Promise<never> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The device's network to the real app in process: offline and lost answers are simulated here,
 * at the transport the client uses, never by a second implementation of the shop.
 */
export function appTransport(app: App): AppTransport {
  const network: AppTransport['network'] = { mode: 'online' };
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const record: SentRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      key: request.headers.get('Idempotency-Key'),
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: request.method === 'GET' ? '' : await request.clone().text(),
      status: 0,
      replayed: false,
    };
    sent.push(record);
    if (network.mode === 'offline') throw new TypeError('Failed to fetch');
    if (network.mode === 'hang') return hangUntilAborted(request.signal);
    const response = await app.request(request);
    if (network.mode === 'lose-answer' && request.method === 'POST') {
      network.mode = 'online';
      throw new TypeError('Failed to fetch');
    }
    record.status = response.status;
    record.replayed = response.headers.get('Idempotent-Replayed') === 'true';
    return response;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    network,
    sent,
    writes: () => sent.filter((entry) => entry.method === 'POST'),
  };
}
