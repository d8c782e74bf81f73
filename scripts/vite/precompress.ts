/**
 * Vite plugin: after `vite build` writes the client, write a brotli (`.br`, quality 11) and a
 * gzip (`.gz`, level 9) copy beside every text asset, so the server sends the smallest bytes
 * without compressing on its one thread per request (server/http/assets.ts serves them with
 * @fastify/static's `preCompressed`). Done once per build, so the slowest, best settings are
 * affordable.
 *
 * Only types that shrink: scripts, styles, HTML, SVG, JSON (the manifest). Not .woff2 (brotli
 * inside already), images, nor source maps (large, fetched only by developer tools; the server
 * compresses them on the fly if asked). A copy that is not smaller than the file is not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressResult {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/** Write `.br` and `.gz` beside each compressible file under `dir` (exported for tests and scripts). */
export async function precompressDir(dir: string, minBytes = 256): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < minBytes) continue;
    const data = await readFile(file);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    result.files++;
    result.raw += data.length;
    if (br.length < data.length) {
      await writeFile(`${file}.br`, br);
      result.brotli += br.length;
    }
    if (gz.length < data.length) {
      await writeFile(`${file}.gz`, gz);
      result.gzip += gz.length;
    }
  }
  return result;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mashaer:precompress',
    apply: 'build',
    // Storybook and the test runner reuse vite.config.ts; only the client build is served.
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      if (config.build.ssr || config.build.watch) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const r = await precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      config.logger.info(`precompressed ${r.files} files: ${kb(r.raw)} → ${kb(r.brotli)} brotli, ${kb(r.gzip)} gzip`);
    },
  };
}
