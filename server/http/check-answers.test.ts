import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, json } from '../../contract/api/route';
import { checkAnswers, declarationFinder } from './check-answers';
import { ok } from './envelope';
import { handleError } from './error-handler';

const thing = defineRoute({
  method: 'get',
  path: '/api/things/:id',
  access: 'public',
  summary: 'A thing',
  answer: json(z.object({ name: z.string() })),
});

function appAnswering(data: unknown) {
  const app = new Hono();
  app.onError(handleError);
  app.use('/api/*', checkAnswers([thing]));
  app.get('/api/things/:id', (c) => ok(c, data));
  return app;
}

describe('answers checked against their declaration', () => {
  it('lets an answer that matches through as it was', async () => {
    const res = await appAnswering({ name: 'Tote', extra: 1 }).request('/api/things/1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { name: 'Tote', extra: 1 } });
  });

  it('fails loudly when the answer drifts from its schema', async () => {
    // Expected here: taken over from the setup's spy, which fails a test on any console.error.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const res = await appAnswering({ name: 42 }).request('/api/things/1');
    expect(res.status).toBe(500);
    expect(String(logged.mock.calls[0]?.join(' '))).toContain('breaks its contract: name:');
  });

  it('finds a fixed path before a parameter, as the router does', () => {
    const find = declarationFinder();
    expect(find('GET', '/api/products/data/new-arrival')?.path).toBe('/api/products/data/new-arrival');
    expect(find('GET', '/api/products/data/ladies')?.path).toBe('/api/products/data/:categoryId');
    expect(find('POST', '/api/products/data/ladies')).toBeUndefined();
  });
});
