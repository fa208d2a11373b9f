/**
 * Compresses the built app once, at build time, so the server can send every browser the
 * smallest bytes without compressing on each request: a brotli copy at its best quality
 * (`file.br`) and a gzip copy at level 9 (`file.gz`) beside each text file Vite writes.
 * adapters/http/static.ts serves them; vite.config.ts runs this after each build.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; source maps are left to on-the-fly compression (only developer tools read them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

export const isCompressible = (file: string): boolean => COMPRESSIBLE.test(file) && !file.startsWith('.vite/');

/** Writes `path.br` and `path.gz`; a copy that would not be smaller than the file is not written. */
export async function compressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
}

/** The Vite plugin: after the bundle is written, compresses each of its text files. */
export function precompress(): Plugin {
  return {
    name: 'tmb-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(Object.keys(bundle).filter(isCompressible).map((file) => compressFile(join(dir, file))));
    },
  };
}
