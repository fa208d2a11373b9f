/**
 * Measures the JavaScript each kind of page downloads, from the built dist/ and Vite's manifest:
 * the home page (the entry chunk and its static imports), the sign-in page, and the customer
 * dashboard (the entry plus the customer area's chunks). Prints compressed sizes and fails when
 * the home page is over the budget given with --budget-kb (default: none). Run after `npx vite build`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const dist = resolve(process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7) ?? 'dist');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.slice(12)) : null;
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk and everything it imports statically: what the browser must fetch before the module runs. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  seen.add(key);
  for (const next of chunk.imports ?? []) staticClosure(next, seen);
  return seen;
}

function keyOf(source: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
  if (!key) throw new Error(`No chunk for ${source}; is it still imported dynamically?`);
  return key;
}

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(keys: Set<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk?.file.endsWith('.js')) continue;
    const bytes = readFileSync(resolve(dist, chunk.file));
    sizes.files += 1;
    sizes.raw += bytes.length;
    sizes.gzip += gzipSync(bytes, { level: 9 }).length;
    sizes.brotli += brotliCompressSync(bytes).length;
  }
  return sizes;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The manifest has no entry chunk');
const home = staticClosure(entry);
const withArea = (source: string) => new Set([...home, ...staticClosure(keyOf(source))]);

const pages: [string, Set<string>][] = [
  ['home (/ and the other public pages)', home],
  ['sign-in (/login)', withArea('ui/pages/LoginPage.tsx')],
  ['customer dashboard (/dashboard)', withArea('ui/routes/customer-area.tsx')],
  ['admin area (/admin/dashboard)', withArea('ui/routes/admin-area.tsx')],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('page | JS files | raw kB | gzip -9 kB | brotli kB');
for (const [name, keys] of pages) {
  const sizes = measure(keys);
  console.log(`${name} | ${sizes.files} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)}`);
}

if (budgetKb !== null) {
  const homeGzip = measure(home).gzip / 1024;
  if (homeGzip > budgetKb) {
    console.error(`The home page loads ${homeGzip.toFixed(1)} kB of gzipped JavaScript, over the ${budgetKb} kB budget.`);
    process.exitCode = 1;
  }
}
