/**
 * Builds the server into compiled JavaScript (.build/server/main.mjs, and chunks it loads on
 * first use; older chunks are kept for servers still running), so a start loads it instead of
 * transpiling every TypeScript file through tsx (issue 15: about two thirds of an empty-log
 * start). `npm start` and `npm run serve` run it first, so they never start stale code.
 * The bundle sits two folders below the repository, as adapters/store/migrate.ts and
 * adapters/engine/view-snapshot.ts sit, so their paths from import.meta.url reach the same files.
 */
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SERVER_ENTRY = 'adapters/http/main.ts';
export const SERVER_DIR = '.build/server';
export const SERVER_BUNDLE = `${SERVER_DIR}/main.mjs`;

/** Bundles the server's own code; npm packages stay imports from node_modules, as under tsx. */
export async function buildServer(): Promise<void> {
  const result = await build({
    entryPoints: { main: SERVER_ENTRY }, outdir: SERVER_DIR, outExtension: { '.js': '.mjs' }, bundle: true, packages: 'external',
    platform: 'node', format: 'esm', target: 'node20.19', sourcemap: true,
    // What the code imports with import() becomes a file of its own, loaded when first used (the
    // statement PDF's pdf-lib, for one), so a start loads only what starting and signing in need.
    splitting: true, chunkNames: 'chunk-[hash]',
    // Functions and classes keep their names (a bundle renames clashing ones), so logs and errors read as under tsx.
    keepNames: true, write: false, logLevel: 'warning',
  });
  mkdirSync(SERVER_DIR, { recursive: true });
  // Chunks first and the entry last, each written beside and renamed, so a server starting
  // while another builds never reads half a file nor an entry whose chunks are not there yet.
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

const isEntry = (path: string): boolean => /\/main\.mjs(?:\.map)?$/.test(path);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
