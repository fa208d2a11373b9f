/** Serves the built single-page app: hashed assets with long caching, and index.html for every page route. */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveUi(app: Hono<any>, root: string): void {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  // The app's JavaScript is about a third of its size gzipped; compressing it is the largest load-time win (docs/benchmarks.md).
  app.use('*', compress());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(index);
  });
}
