import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { CartResponse } from '../../contract/order';
import { returnMessages } from '../../contract/returns';
import { newCustomerInput, registerCustomer } from '../testing/accounts';
import { adminAndCustomer } from '../testing/orders';
import { call, dataOf } from '../testing/requests';
import { createProduct, shopperWithBag } from '../testing/shop';
import { useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-uploads-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

describe.each(TEST_DATABASE_KINDS)('request rules (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true, app: { uploadsDir } });

  describe('a body that is not JSON', () => {
    it('is refused with 415 and never applied, even when it holds JSON', async () => {
      const input = newCustomerInput();
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'text/json']) {
        const res = await call(t.app, 'POST', '/api/auth/register', {
          rawBody: JSON.stringify(input),
          headers: { 'content-type': type },
        });
        expect(res.status, type).toBe(415);
        expect(res.body, type).toEqual({ success: false, message: messages.bodyNotJson });
      }
      const noType = await t.app.request('/api/auth/register', { method: 'POST', body: JSON.stringify(input) });
      expect(noType.status).toBe(415);
      // Nothing was created: the same address signs up once JSON is sent.
      expect((await call(t.app, 'POST', '/api/auth/register', { body: input })).status).toBe(201);
    });

    it('leaves the bag unchanged', async () => {
      const product = await createProduct(t.db);
      const { token } = await shopperWithBag(t.app);
      const res = await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, {
        token,
        rawBody: JSON.stringify({ quantity: 2 }),
        headers: { 'content-type': 'text/plain', 'content-length': '14' },
      });
      expect(res.status).toBe(415);
      const bag = dataOf(await call<CartResponse>(t.app, 'GET', '/api/cart/get-cart', { token }));
      expect(bag.cart).toEqual([]);
    });

    it('is accepted as JSON with a charset or a +json type', async () => {
      const { token } = await shopperWithBag(t.app);
      for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json']) {
        const product = await createProduct(t.db);
        const res = await call(t.app, 'POST', `/api/cart/add-to-cart/${product.id}`, {
          token,
          rawBody: JSON.stringify({ quantity: 1 }),
          headers: { 'content-type': type },
        });
        expect(res.status, type).toBe(201);
      }
    });

    it('is not asked of a request without a body', async () => {
      const { accessToken: token } = await registerCustomer(t.app);
      const orders = await t.app.request('/api/orders/get-orders', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain', 'content-length': '0' },
      });
      expect(orders.status).toBe(200);
      // An empty login form is still answered with its field messages.
      const login = await call(t.app, 'POST', '/api/auth/login', { headers: { 'content-type': 'text/plain' } });
      expect(login.status).toBe(400);
      expect(login.body).toMatchObject({ errors: { login: messages.emailInvalid } });
    });

    it('lets the upload routes keep taking multipart', async () => {
      const { accessToken: token } = await registerCustomer(t.app);
      const form = new FormData();
      form.set('orderId', 'no-such-order');
      const res = await t.app.request('/api/orders/return', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      // The route's own rule answers: the form reached it.
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: returnMessages.productNotInOrder });
    });
  });

  describe('an unknown /api path', () => {
    const unknown = [
      ['POST', '/api/orders/no-such-path'],
      ['GET', '/api/orders/get-orders/extra'],
      ['POST', '/api/cart/no-such-path'],
      ['GET', '/api/user/no-such-path'],
      ['POST', '/api/payment/no-such-path'],
      ['GET', '/api/admin/no-such-path'],
      ['POST', '/api/admin/packing/no/such/path'],
      ['GET', '/api/auth/no-such-path'],
    ] as const;

    it('is a JSON 404 without a session, with a customer one and with an admin one', async () => {
      const { adminToken, customerToken } = await adminAndCustomer(t.app, t.db);
      for (const token of [undefined, customerToken, adminToken]) {
        for (const [method, path] of unknown) {
          const res = await call(t.app, method, path, { token });
          expect(res.status, `${method} ${path} ${token ? 'signed in' : 'anonymous'}`).toBe(404);
          expect(res.body).toEqual({ success: false, message: messages.notFound });
        }
      }
    });

    it('leaves known private paths asking for a session', async () => {
      for (const [method, path] of [
        ['POST', '/api/orders/get-orders'],
        ['GET', '/api/cart/get-cart'],
        ['GET', '/api/user/profile'],
        ['POST', '/api/payment/create'],
        ['GET', '/api/admin/dashboard'],
      ] as const) {
        expect((await call(t.app, method, path)).status, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('caching', () => {
    it('marks private and admin answers no-store, tokens included', async () => {
      const { adminToken, customer } = await adminAndCustomer(t.app, t.db);
      const token = customer.accessToken;
      const login = await call(t.app, 'POST', '/api/auth/login', {
        body: { login: customer.input.email, password: customer.input.password },
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('cache-control')).toBe('no-store');
      for (const [method, path, auth] of [
        ['GET', '/api/user/profile', token],
        ['GET', '/api/cart/get-cart', token],
        ['POST', '/api/orders/get-orders', token],
        ['GET', '/api/auth/IsLoggedIn', token],
        ['POST', '/api/payment/cancel', token],
        ['GET', '/api/orders/checkReturn/no-such-order', token],
        ['GET', '/api/user/profile', undefined],
        ['GET', '/api/admin/dashboard', adminToken],
        ['GET', '/api/admin/get-orders', adminToken],
        ['GET', '/api/admin/returns', adminToken],
        ['GET', '/api/admin/checkLogin', adminToken],
        ['GET', '/api/admin/get-all-users', adminToken],
      ] as const) {
        const res = await call(t.app, method, path, { token: auth });
        expect(res.headers.get('cache-control'), `${method} ${path} → ${res.status}`).toMatch(/\bno-store\b/);
      }
    });

    it('keeps the public catalogue cacheable', async () => {
      const res = await call(t.app, 'GET', '/api/products/data/new-arrival');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    });
  });

  describe('an e-mail address a mailbox cannot have', () => {
    it('is refused at sign-up with the spec message', async () => {
      for (const email of ['<script>@x.com', 'a b@x.com', '"a"@x.com', 'a@x.com<img>']) {
        const res = await call(t.app, 'POST', '/api/auth/register', { body: newCustomerInput({ email }) });
        expect(res.status, email).toBe(400);
        expect(res.body, email).toEqual({
          success: false,
          message: messages.emailInvalid,
          errors: { email: messages.emailInvalid },
        });
      }
    });

    it('is refused on a profile update, which keeps the old address', async () => {
      const { accessToken: token, input } = await registerCustomer(t.app);
      const res = await call(t.app, 'POST', '/api/user/profile/update', {
        token,
        body: { firstName: 'Asha', lastName: 'Verma', email: '<script>@x.com', phoneNumber: '9876543210' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: messages.emailInvalid, errors: { email: messages.emailInvalid } });
      const profile = dataOf(await call<{ email: string }>(t.app, 'GET', '/api/user/profile', { token }));
      expect(profile.email).toBe(input.email);
    });

    it('accepts plus tags, subdomains and punycode domains', async () => {
      for (const email of ['asha+jute@mail.example.co.in', 'asha.verma@xn--mller-kva.de']) {
        const res = await call(t.app, 'POST', '/api/auth/register', { body: newCustomerInput({ email }) });
        expect(res.status, email).toBe(201);
      }
    });
  });
});
