// Proves the app's files reach each browser in the smallest encoding it accepts: the build's brotli copy, its gzip copy, or the plain file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from './precompress.ts';
import { serveUi } from './static.ts';

let root = '';
const script = `export const greeting = ${JSON.stringify('Welcome to Trust Microfinance Bank. '.repeat(200))};\n`;
const CHROMIUM = 'gzip, deflate, br, zstd';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tmb-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
  await compressFile(join(root, 'assets', 'app-abc123.js'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function app(): Hono {
  const hono = new Hono();
  serveUi(hono, root);
  return hono;
}

const get = (path: string, acceptEncoding?: string) =>
  app().request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('serving the built app', () => {
  it('sends a browser that accepts brotli the build-time brotli copy, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', CHROMIUM);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(join(root, 'assets', 'app-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(script);
    expect(body.length).toBeLessThan(script.length / 10);
  });

  it('sends a client without brotli the gzip copy', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it('sends a client that accepts no encoding the plain file', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('answers a page route with index.html, never cached, compressed when the browser accepts it', async () => {
    const res = await get('/about', CHROMIUM);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<div id="root">');
  });
});
