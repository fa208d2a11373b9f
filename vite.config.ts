/** Builds the browser app from index.html and ui/; the Hono server serves dist/ in production. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './adapters/http/precompress.ts';

export default defineConfig({
  // precompress() writes .br and .gz copies that adapters/http/static.ts serves to browsers that accept them.
  plugins: [react(), precompress()],
  // The manifest lets scripts/bench/browser.ts tell which chunks each page loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/functions': 'http://localhost:3000', '/auth': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
});
