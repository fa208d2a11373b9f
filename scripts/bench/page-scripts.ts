/**
 * Which JavaScript files a page makes the browser fetch, read from a Vite build's manifest,
 * and how many bytes each costs on the wire when our own server (adapters/http/static.ts)
 * sends it, so the browser figures of `npm run bench` are what a browser really downloads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveUi } from '../../adapters/http/static.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk and everything it imports statically: what the browser fetches before the module runs. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`No chunk ${key} in the manifest`);
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** The JS files of the entry page (index.html's script and its static imports). */
export function entryFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  return jsFiles(manifest, staticClosure(manifest, entry));
}

/** The entry's files plus those of lazily loaded modules (an area the router patches in, a page in it), by their source paths. */
export function filesWith(manifest: Manifest, ...sources: string[]): string[] {
  const lazy = sources.flatMap((source) => {
    if (!manifest[source]) throw new Error(`No chunk for ${source}; is it still imported dynamically?`);
    return jsFiles(manifest, staticClosure(manifest, source));
  });
  return [...new Set([...entryFiles(manifest), ...lazy])];
}

const jsFiles = (manifest: Manifest, keys: Set<string>): string[] =>
  [...keys].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));

/** What Chromium sends; every current browser accepts brotli over https and on localhost. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** A client without brotli (plain http to a remote host, older tools). */
export const GZIP_ONLY = 'gzip, deflate';

export interface Served {
  files: number;
  raw: number;
  /** Bytes on the wire per Accept-Encoding asked, and the encodings the server chose. */
  bytes: number;
  encodings: string[];
}

/** Asks our static handler for each file with the given Accept-Encoding and counts the body bytes it sends. */
export async function servedSize(dist: string, files: string[], acceptEncoding: string): Promise<Served> {
  const app = new Hono();
  serveUi(app, dist);
  const served: Served = { files: files.length, raw: 0, bytes: 0, encodings: [] };
  for (const file of files) {
    const res = await app.request(`/${file}`, { headers: { 'accept-encoding': acceptEncoding } });
    if (res.status !== 200) throw new Error(`GET /${file} answered ${res.status}`);
    served.bytes += (await res.arrayBuffer()).byteLength;
    served.raw += readFileSync(join(dist, file)).length;
    const encoding = res.headers.get('content-encoding') ?? 'identity';
    if (!served.encodings.includes(encoding)) served.encodings.push(encoding);
  }
  return served;
}
