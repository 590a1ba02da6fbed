import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { linkForBrowser } from './sandbox-links';

/** What a tablet that reached the shop at `host` is given for `link`. */
async function given(link: string, host: string, publicUrl?: string): Promise<string> {
  const app = new Hono();
  app.get('/link', (c) => c.text(linkForBrowser(c, link, publicUrl)));
  return (await app.request('/link', { headers: { host } })).text();
}

describe('a sandbox link given to staff', () => {
  const sandboxPdf = 'http://127.0.0.1:8080/sandbox/shiprocket/invoices/11.abc.pdf?x=1';

  it("names the address the tablet used, not the server's loopback", async () => {
    expect(await given(sandboxPdf, '192.168.1.20:8080')).toBe(
      'http://192.168.1.20:8080/sandbox/shiprocket/invoices/11.abc.pdf?x=1',
    );
    expect(await given('http://[::1]:8080/sandbox/shiprocket/labels/5.pdf', 'shop.local:8080')).toBe(
      'http://shop.local:8080/sandbox/shiprocket/labels/5.pdf',
    );
  });

  it('names PUBLIC_URL when the shop has one', async () => {
    expect(await given(sandboxPdf, '10.0.0.5', 'https://jutexx.in')).toBe(
      'https://jutexx.in/sandbox/shiprocket/invoices/11.abc.pdf?x=1',
    );
  });

  it("leaves a real provider's link alone", async () => {
    const real = 'https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/invoice/11.pdf';
    expect(await given(real, '192.168.1.20:8080')).toBe(real);
    expect(await given('http://127.0.0.1:9000/other/file.pdf', '192.168.1.20:8080')).toBe(
      'http://127.0.0.1:9000/other/file.pdf',
    );
  });
});
