import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** The content codings kept for a file besides itself, in the order they are preferred. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];
/** What the build writes beside a file for each coding (scripts/compress-assets.ts). */
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };
/** Below this, the headers cost more than compression saves (as in compress-assets.ts and hono's compress()). */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Bytes in an ArrayBuffer of their own (as a Response body takes them), and their validator. */
type Body = { bytes: Uint8Array<ArrayBuffer>; etag: string };

/** One file of the built PWA as it is answered: its bytes, and its compressed copies when it has them. */
export type StaticFile = {
  contentType: string;
  cacheControl: string;
  lastModified: string;
  /** The file's modification time when it was read (the service worker's script is re-read when it changes). */
  mtimeMs: number;
  identity: Body;
  encoded: Partial<Record<Coding, Body>>;
  /** Request headers besides Accept-Encoding the answer depends on (a written page: the session cookie). */
  varies?: string[];
};

const brotli = promisify(brotliCompress);

/**
 * For a file the build left without its copies (a `vite build` without `npm run build`'s
 * compression step): brotli at quality 5, not its default 11. Every file is read at the first
 * request, so at 11 the unminified build's 200 files held that request for 13 s; at 5 the copies
 * are a little larger and made in a fraction of that (docs/decisions/275).
 */
const compress: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: promisify(gzip),
};

/** A strong validator per representation: the content's hash, and the coding for a compressed copy. */
function etagOf(bytes: Buffer, coding?: Coding): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return `"${hash}${coding ? `-${coding}` : ''}"`;
}

/** A build-time copy of a file, unless it is missing or older than the file itself. */
async function readCopy(file: string, notBefore: number): Promise<Buffer | undefined> {
  try {
    if ((await stat(file)).mtimeMs < notBefore) return undefined;
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** The compressed copies worth keeping: each coding's `copyOf` if it gives one, else made here. */
async function encode(
  bytes: Buffer,
  contentType: string,
  copyOf: (coding: Coding) => Promise<Buffer | undefined>,
): Promise<StaticFile['encoded']> {
  const encoded: StaticFile['encoded'] = {};
  if (!COMPRESSIBLE.test(contentType) || bytes.length < MIN_COMPRESS_BYTES) return encoded;
  for (const coding of CODINGS) {
    const copy = (await copyOf(coding)) ?? (await compress[coding](bytes));
    if (copy.length < bytes.length) encoded[coding] = { bytes: new Uint8Array(copy), etag: etagOf(bytes, coding) };
  }
  return encoded;
}

async function loadFile(file: string, contentType: string, cacheControl: string): Promise<StaticFile> {
  const [bytes, stats] = await Promise.all([readFile(file), stat(file)]);
  return {
    contentType,
    cacheControl,
    lastModified: stats.mtime.toUTCString(),
    mtimeMs: stats.mtimeMs,
    identity: { bytes: new Uint8Array(bytes), etag: etagOf(bytes) },
    // The build's copy (best compression, made once); else made here, once, at the first request.
    encoded: await encode(bytes, contentType, (coding) => readCopy(file + SUFFIX[coding], stats.mtimeMs)),
  };
}

/**
 * A text made in memory and answered many times (a page written by the server, kept per
 * catalogue version: web-routes.ts) as a file: its brotli and gzip copies are made once, here,
 * instead of compressing it again for every request (docs/decisions/287).
 */
export async function memoryFile(
  text: string,
  contentType: string,
  cacheControl: string,
  varies: string[] = [],
): Promise<StaticFile> {
  const bytes = Buffer.from(text, 'utf8');
  const now = new Date();
  return {
    contentType,
    cacheControl,
    lastModified: now.toUTCString(),
    mtimeMs: now.getTime(),
    identity: { bytes: new Uint8Array(bytes), etag: etagOf(bytes) },
    encoded: await encode(bytes, contentType, async () => undefined),
    varies,
  };
}

/** The bytes a file keeps in memory, its copies included. */
export function keptBytes(file: StaticFile): number {
  return Object.values(file.encoded).reduce((sum, body) => sum + body.bytes.length, file.identity.bytes.length);
}

/**
 * Every file of dist/ in memory, by URL path ('/assets/index-3f2a1b.js'), with its compressed
 * copies (docs/decisions/197). The copies themselves (.br, .gz) are not files of their own.
 * Read once: a release replaces the process.
 */
export async function loadStaticFiles(
  webRoot: string,
  cacheControlOf: (urlPath: string) => string,
): Promise<Map<string, StaticFile>> {
  const names = (await readdir(webRoot, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(webRoot, path.join(entry.parentPath, entry.name)));
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const urlPath = `/${name.split(path.sep).join('/')}`;
    const contentType = getMimeType(name) ?? 'application/octet-stream';
    files.set(urlPath, await loadFile(path.join(webRoot, name), contentType, cacheControlOf(urlPath)));
  }
  return files;
}

/**
 * The service worker's script as it is on disk now. A browser finds a new release by comparing
 * this script byte for byte, and it asks rarely (at most at each navigation), so it is checked
 * with a stat at each request and read again when it changed, instead of trusting the copy read
 * at start (docs/decisions/197).
 */
export async function freshFile(
  files: Map<string, StaticFile>,
  webRoot: string,
  urlPath: string,
): Promise<StaticFile | undefined> {
  const known = files.get(urlPath);
  if (!known) return undefined;
  const file = path.join(webRoot, ...urlPath.split('/').filter(Boolean));
  try {
    if ((await stat(file)).mtimeMs === known.mtimeMs) return known;
    const again = await loadFile(file, known.contentType, known.cacheControl);
    files.set(urlPath, again);
    return again;
  } catch {
    return known;
  }
}

/** The codings the request accepts (a q of 0 refuses one). */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Answers a file from memory: the brotli copy if the browser accepts it, else the gzip one, else
 * the file; Content-Type, Content-Length, Cache-Control, ETag and Last-Modified; 304 when the
 * browser's If-None-Match names the representation it would get. Range requests get the whole
 * file (allowed by HTTP; nothing the shop serves from dist/ is read in ranges).
 */
export function sendStaticFile(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const accepted = acceptedCodings(c.req.header('accept-encoding'));
  const coding = CODINGS.find((name) => file.encoded[name] && (accepted.has(name) || accepted.has('*')));
  const body = (coding && file.encoded[coding]) || file.identity;
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: body.etag,
    'Last-Modified': file.lastModified,
  };
  const vary = [...(Object.keys(file.encoded).length > 0 ? ['Accept-Encoding'] : []), ...(file.varies ?? [])];
  if (vary.length > 0) headers.Vary = vary.join(', ');
  if (coding) headers['Content-Encoding'] = coding;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && matches(ifNoneMatch, body.etag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(body.bytes.length);
  return c.body(body.bytes, status, headers);
}
