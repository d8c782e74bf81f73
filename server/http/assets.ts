/**
 * How the portal's bytes travel: compressed API answers and the built client served
 * like a product (issue 10, "Served like a product").
 *
 * - API answers (JSON, CSV exports, the API documentation) are compressed on the fly with
 *   @fastify/compress when the client accepts it (brotli, else gzip) and the body is at
 *   least COMPRESS_THRESHOLD bytes. Brotli at quality 4, as the plugin recommends: per
 *   request, 11 costs far more CPU than it saves bytes. Already-compressed or opaque types
 *   are left alone: XLSX (a zip), stored files served as images, PDF or octet-stream (which
 *   also keep their Content-Length, so a download shows its progress), and event streams.
 *   Streams (the exports) are compressed as they flow, in zlib's thread pool.
 *   Compressed request bodies are refused as usual (no request decompression: nothing
 *   sends them, and inflating would sit before the upload caps).
 * - The client's files are sent as the build left them precompressed (scripts/vite/
 *   precompress.ts writes .br at quality 11 and .gz at level 9 beside each text file),
 *   chosen by Accept-Encoding, with `Vary: Accept-Encoding`.
 * - Caching: files under /assets/ carry a content hash in their names, so they never change
 *   under the same URL: a year, immutable (no revalidation on reload). index.html and the
 *   other unhashed files (favicon, logo) are `no-cache`: the browser revalidates them
 *   (ETag / Last-Modified, a 304), so a new release is seen at once. The single-page
 *   app's fallback (index.html for client routes) is `no-cache` too.
 * - A missing /assets/ file is a 404, not index.html: a tab still running an old release
 *   that asks for a chunk the new one no longer has gets a clear failure, not HTML parsed
 *   as JavaScript.
 *
 * `COMPRESSION=false` turns both off (a proxy in front that compresses; the browser bench's
 * "before" run).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { translate } from '../i18n';

/** Smaller answers go out as they are: the headers would eat the gain. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * What is worth compressing per request: text (not event streams), JSON, XML, JavaScript, SVG.
 * Not octet-stream (the plugin's default includes it): stored files of other types are mostly
 * zips already (docx, xlsx) and keep their Content-Length.
 */
export const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml(?:;|$)/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's output names: `name-<8-character hash>.ext` under assets/ (with .br/.gz beside them). */
const HASHED = /^assets\/(?:.+\/)?[^/]+-[\w-]{8}\.[a-z0-9]+(?:\.br|\.gz)?$/i;

/** Compress API answers; register before any route (its onRoute hook attaches to each). */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
  });
}

/** The cache policy of a file under the client folder, by its path relative to that folder. */
export function cacheControlFor(relative: string): string {
  return HASHED.test(relative.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE;
}

/** Serve the built client in `clientDir` (which has index.html), with the single-page app's fallback. */
export async function serveClient(app: FastifyInstance, clientDir: string, opts: { precompressed: boolean }): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: opts.precompressed,
    // setHeaders decides, per file
    cacheControl: false,
    setHeaders: (reply, file) => {
      void reply.header('cache-control', cacheControlFor(path.relative(clientDir, file)));
    },
  });
  // The single-page app answers every other GET; its router shows /404 for unknown paths.
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: translate(req.lang ?? 'ar', 'common.routeNotFound') });
    }
    return reply.sendFile('index.html');
  });
}
