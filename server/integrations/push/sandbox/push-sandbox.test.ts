import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestDevice } from '../../../testing/push-device';
import { createInProcessFetch } from '../../in-process-fetch';
import { buildPushRequest, createWebPushService } from '../push-service';
import { createPushSandboxRoutes, sandboxPushPath } from './push-sandbox-routes';
import { createPushSandboxState } from './push-sandbox-state';

const VAPID = { subject: 'mailto:ops@jutexx.example', ...webpush.generateVAPIDKeys() };

/** The sandbox as a push service answers the requests RFC 8030 and RFC 8292 describe. */
describe('the push-service sandbox', () => {
  const state = createPushSandboxState();
  const app = createPushSandboxRoutes(state);
  const device = createTestDevice();
  const post = (headers: Record<string, string>, body: BodyInit, endpoint = device.subscription.endpoint) =>
    app.request(`http://sandbox.test${sandboxPushPath(endpoint)}`, { method: 'POST', headers, body });
  const request = () =>
    buildPushRequest(device.subscription, '{"hello":"device"}', { topic: 'abc', ttlSeconds: 60 }, VAPID);

  it('takes a well-formed push, 201 with its Location, and keeps what the device would receive', async () => {
    const { headers, body } = request();
    const answer = await post(headers, new Uint8Array(body));
    expect(answer.status).toBe(201);
    const [message] = state.messagesFor(device.subscription.endpoint);
    expect(answer.headers.get('location')).toBe(`/messages/${message?.id}`);
    expect(device.decrypt(message?.body ?? Buffer.alloc(0))).toBe('{"hello":"device"}');
    expect(message).toMatchObject({
      ttl: 60,
      topic: 'abc',
      vapid: { publicKey: VAPID.publicKey, audience: 'https://push.example.test' },
    });
  });

  it('refuses what a push service refuses', async () => {
    const { headers, body } = request();
    const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
    expect((await post(without('TTL'), new Uint8Array(body))).status).toBe(400);
    expect((await post({ ...headers, Topic: 'not/base64url' }, new Uint8Array(body))).status).toBe(400);
    expect((await post({ ...headers, 'Content-Encoding': 'aesgcm' }, new Uint8Array(body))).status).toBe(415);
    expect((await post(headers, new Uint8Array(5000))).status).toBe(413);
    expect((await post(without('Authorization'), new Uint8Array(body))).status).toBe(401);
    // Signed by another key than the one it names.
    const other = buildPushRequest(
      device.subscription,
      'x',
      { topic: 'abc', ttlSeconds: 60 },
      {
        ...VAPID,
        ...webpush.generateVAPIDKeys(),
      },
    );
    const mixed = `${other.headers.Authorization?.split(',')[0]}, k=${VAPID.publicKey}`;
    expect((await post({ ...headers, Authorization: mixed }, new Uint8Array(body))).status).toBe(401);
    // For another push service's origin.
    const elsewhere = buildPushRequest(
      { ...device.subscription, endpoint: 'https://other.example.test/p/1' },
      'x',
      { topic: 'abc', ttlSeconds: 60 },
      VAPID,
    );
    expect((await post(elsewhere.headers, new Uint8Array(elsewhere.body))).status).toBe(401);
  });

  it('answers 410 Gone once the device unsubscribed', async () => {
    const gone = createTestDevice();
    state.expire(gone.subscription.endpoint);
    const { headers, body } = buildPushRequest(gone.subscription, 'x', { topic: 'abc', ttlSeconds: 60 }, VAPID);
    expect((await post(headers, new Uint8Array(body), gone.subscription.endpoint)).status).toBe(410);
  });

  it('is what the real client posts to: the endpoint itself, delivered or gone', async () => {
    const host = createInProcessFetch(app);
    const client = createWebPushService(VAPID, host);
    const endpoint = `http://sandbox.test${sandboxPushPath(device.subscription.endpoint)}`;
    const target = { endpoint, keys: device.subscription.keys };
    // Posted to the URL it was given and signed for that URL's origin, which is not the
    // endpoint the sandbox stands for: a 401 comes back as the push service's refusal.
    await expect(client.send(target, 'x', { topic: 'abc', ttlSeconds: 60 })).rejects.toMatchObject({ status: 401 });
    state.expire(device.subscription.endpoint);
    expect(await client.send(target, 'x', { topic: 'abc', ttlSeconds: 60 })).toBe('gone');
  });
});
