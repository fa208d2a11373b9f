/**
 * Serves the built single-page app: hashed assets with long caching, and index.html for every
 * page route. Each asset goes out as the brotli or gzip copy the build wrote beside it
 * (adapters/http/precompress.ts) when the browser accepts that encoding, else compressed on the fly.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveUi(app: Hono<any>, root: string): void {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  // Anything without a precompressed copy (index.html for page routes, source maps) is gzipped per request.
  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // Brotli at its best quality is about an eighth smaller than gzip on the app's JavaScript (docs/benchmarks.md, browser section).
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(index);
  });
}
