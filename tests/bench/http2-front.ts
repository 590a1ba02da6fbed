import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Headers of one HTTP/1.1 connection that HTTP/2 forbids (RFC 9113 8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** A certificate for localhost, valid a day, made with openssl; the browser is told to accept it. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jutexx-h2-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr?.toString()}`);
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The shop as the README deploys it: behind a reverse proxy that speaks HTTP/2 over TLS to the
 * browser (nginx `http2 on`) and HTTP/1.1 to the server. Over HTTP/1.1 a browser opens at most six
 * connections to a host, so a page's thirty files go six at a time; over HTTP/2 they share one
 * connection and go together. The benches that depend on it (first-paint-slow3g.ts) measure both.
 * Chromium must be started with --ignore-certificate-errors.
 */
export async function startHttp2Front(target: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http2.createSecureServer(selfSignedCertificate());
  server.on('stream', (stream, headers) => {
    const forwarded: http.OutgoingHttpHeaders = { host: upstream.host, 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers))
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: forwarded,
      },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.destroyed && !stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
