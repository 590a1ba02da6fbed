/** Where order news (Web Push) answers: method and path, no zod (docs/decisions/257). */
export const pushAddresses = {
  key: { method: 'get', path: '/api/push/key' },
  subscribe: { method: 'post', path: '/api/push/subscribe' },
  unsubscribe: { method: 'post', path: '/api/push/unsubscribe' },
} as const;
