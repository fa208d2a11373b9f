/**
 * Builds the server into one JavaScript file, so a start loads compiled code instead of
 * transpiling every TypeScript file through tsx (issue 15: about two thirds of an empty-log
 * start). `npm start` and `npm run serve` run it first, so they never start stale code.
 * The bundle sits two folders below the repository, as adapters/store/migrate.ts and
 * adapters/engine/view-snapshot.ts sit, so their paths from import.meta.url reach the same files.
 */
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SERVER_ENTRY = 'adapters/http/main.ts';
export const SERVER_BUNDLE = '.build/server/main.mjs';

/** Bundles the server's own code; npm packages stay imports from node_modules, as under tsx. */
export async function buildServer(): Promise<void> {
  const result = await build({
    entryPoints: [SERVER_ENTRY], outfile: SERVER_BUNDLE, bundle: true, packages: 'external',
    platform: 'node', format: 'esm', target: 'node20.19', sourcemap: true,
    // Functions and classes keep their names (a bundle renames clashing ones), so logs and errors read as under tsx.
    keepNames: true, write: false, logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  // Written beside and renamed, so a server starting while another builds never reads half a file.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
}
