/**
 * Test support: a browser's side of Web Push, written from the RFCs with Node's crypto and
 * nothing of the web-push library, so the tests check the shop's pushes independently. A device
 * has its own P-256 key pair and auth secret (RFC 8291 section 2), subscribes with them, and
 * decrypts what the push-service sandbox received (RFC 8291 section 3.4 with RFC 8188
 * aes128gcm); the VAPID token is verified by hand (RFC 8292, ES256 = ECDSA P-256 SHA-256).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import type { PushSubscriptionInput } from '../../contract/push';

export type TestDevice = {
  subscription: PushSubscriptionInput;
  /** The cleartext of an aes128gcm push body encrypted to this device. */
  decrypt(body: Buffer): string;
};

export function createTestDevice(
  endpoint = `https://push.example.test/p/${randomBytes(12).toString('hex')}`,
): TestDevice {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt(body) {
      // RFC 8188 section 2.1: salt (16) | rs (4) | idlen (1) | keyid (idlen) | one record.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(asPublic), authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2 and optional zero padding (RFC 8188 section 2).
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not a last record: no delimiter 0x02');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID token after checking its ES256 signature with the application server's public key. */
export function verifiedVapidClaims(token: string, publicKeyBase64url: string): Record<string, unknown> {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(publicKeyBase64url, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const ok = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify with the shop key');
  const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (parsedHeader.alg !== 'ES256') throw new Error(`alg is ${parsedHeader.alg}, not ES256`);
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}
