import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { selectIntegrations } from '../integrations/select-integrations';
import { createAdmin, loginAdmin, registerCustomer, TEST_PASSWORD } from '../testing/accounts';
import { call } from '../testing/requests';
import { TEST_JWT_SECRET, useTestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-databases';

// A stand-in for vite's dist/: the shell, a hashed asset and the service worker.
const dist = mkdtempSync(path.join(os.tmpdir(), 'jutexx-shell-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Jutexx</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.info("shop");');
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Payments with real (test-mode) Razorpay keys: nothing is called until a payment starts. */
const realKeyIntegrations = () =>
  selectIntegrations({
    ownBaseUrl: 'http://127.0.0.1:0',
    razorpay: { keyId: 'rzp_test_a1b2c3d4e5f6g7', keySecret: 'not-a-real-secret' },
    shiprocket: {},
    mail: {},
    sandboxSeed: TEST_JWT_SECRET,
    sandboxTransport: 'in-process',
  });

/** The CSP as directive → sources, so a test names what it expects of each directive. */
function cspOf(res: Response): Record<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy').toBeTruthy();
  const policy: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

const get = (app: { request: (path: string) => Response | Promise<Response> }, path: string) => app.request(path);

describe.each(TEST_DATABASE_KINDS)('security headers, payment sandbox (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true, app: { webRoot: dist } });

  it('gives the shell a strict CSP: no inline script, Mantine styles, no framing', async () => {
    const res = await get(t.app, '/store/men');
    expect(res.status).toBe(200);
    const csp = cspOf(res);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the sandbox checkout from its own path under the same origin', async () => {
    const script = await get(t.app, '/sandbox/razorpay/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cspOf(await get(t.app, '/'))['script-src']).toEqual(["'self'"]);
  });

  it('gives the service worker the shell policy, which its fetches obey', async () => {
    const res = await get(t.app, '/sw.js');
    expect(res.status).toBe(200);
    expect(cspOf(res)['connect-src']).toEqual(["'self'"]);
  });

  it('denies device features, and allows the camera on the admin shell only', async () => {
    const storefront = (await get(t.app, '/')).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(storefront, feature).toContain(feature);
    for (const adminPath of ['/admin', '/admin/packing', '/admin/order/abc']) {
      const admin = (await get(t.app, adminPath)).headers.get('permissions-policy') ?? '';
      expect(admin, adminPath).toContain('camera=(self)');
      expect(admin, adminPath).toContain('microphone=()');
    }
    expect((await get(t.app, '/administrator')).headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sends nosniff and refuses framing on JSON, media, assets and errors', async () => {
    for (const [path, status] of [
      ['/api/products/data/new-arrival', 200],
      ['/api/user/profile', 401],
      ['/api/nothing-here', 404],
      ['/media/demo/JX-BWL-0001-1.svg', 200],
      ['/media/nothing', 404],
      ['/assets/index-3f2a1b.js', 200],
      ['/healthz', 200],
    ] as const) {
      const res = await get(t.app, path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      if (!path.startsWith('/assets/')) {
        // Opened as a page, a JSON or SVG answer runs nothing and loads nothing.
        expect(cspOf(res)['default-src'], path).toEqual(["'none'"]);
        expect(cspOf(res)['frame-ancestors'], path).toEqual(["'none'"]);
      }
    }
  });

  it('sets session cookies without Secure on plain http', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'plain-http@example.in',
        phoneNumber: '9876543210',
        password: TEST_PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });
});

describe.each(TEST_DATABASE_KINDS)('security headers, real Razorpay keys over https (%s)', (kind) => {
  const t = useTestApp(kind, {
    seed: true,
    app: { webRoot: dist, integrations: realKeyIntegrations(), publicUrl: 'https://shop.example.in' },
  });

  it("allows Razorpay's Checkout script, frame and calls, and nothing else new", async () => {
    const res = await get(t.app, '/checkout');
    const csp = cspOf(res);
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    const permissions = res.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('payment=("https://api.razorpay.com")');
    expect(permissions).toContain('camera=()');
  });

  it('has no sandbox to load', async () => {
    expect((await get(t.app, '/sandbox/razorpay/checkout.js')).status).toBe(404);
  });

  it('sends HSTS on every answer', async () => {
    for (const path of ['/', '/api/products/data/new-arrival', '/api/nothing', '/media/demo/JX-BWL-0001-1.svg']) {
      expect((await get(t.app, path)).headers.get('strict-transport-security'), path).toBe('max-age=31536000');
    }
  });

  it('marks customer and admin session cookies Secure, even behind a proxy speaking http', async () => {
    const { input } = await registerCustomer(t.app);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: input.email, password: input.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
    const admin = await createAdmin(t.db);
    const adminLogin = await call(t.app, 'POST', '/api/admin/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(adminLogin.status).toBe(200);
    expect(adminLogin.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
    const { AdminAccessToken } = await loginAdmin(t.app, admin.email);
    const logout = await call(t.app, 'POST', '/api/admin/logout', { token: AdminAccessToken });
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
  });
});
