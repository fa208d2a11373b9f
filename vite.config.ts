/** Builds the browser app from index.html and ui/; the Hono server serves dist/ in production. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './adapters/http/precompress.ts';

/**
 * react-router 7 exports only its development build, whose dev-only warnings (and their text)
 * ship to production (remix-run/react-router#14102); the production build beside it is the same
 * code with them switched off, so builds use that one.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * The agreed stack every page runs (React, the router, i18next) as one chunk: left to itself the
 * bundler cut it across four files by which lazy pages share each part, and each file compresses
 * alone, so the home page paid for the cuts (issue 30: 101.2 -> 99.6 kB brotli).
 */
const agreedStack = { name: 'stack', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/ };

export default defineConfig(({ command }) => ({
  // precompress() writes .br and .gz copies that adapters/http/static.ts serves to browsers that accept them.
  plugins: [react(), precompress()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  // The manifest lets scripts/bench/browser.ts tell which chunks each page loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 800, rolldownOptions: { output: { codeSplitting: { groups: [agreedStack] } } } },
  server: { proxy: { '/functions': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
}));
