/**
 * `npm run bench -- sign-in-2g`: issue 30's phone on a 2G line. Builds the app, seeds one demo
 * customer (a savings history and a personal loan: adapters/bank/demo-seed.ts) into a fresh PGlite
 * bank, starts the real server, and in Chromium at 390 px with Chromium's own network emulation
 * (CDP Network.emulateNetworkConditions: 250 kbit/s down, 50 kbit/s up, 300 ms round trip) opens
 * /login with a cold cache, submits the form and times until the dashboard shows the balance and
 * the next loan payment; then a warm start: a new tab of a profile that signed in before (its service
 * worker holding the built files).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_PIN, demoCustomers, seedDemo } from '../../adapters/bank/demo-seed.ts';
import { buildContext, openStore, runBootstrap, closeContext } from '../../adapters/http/compose.ts';
import { readConfig } from '../../adapters/http/config.ts';
import { finishSection, startSection, type BenchFigure } from './report.ts';
import { startServer } from './server-start.ts';

const COLD_TARGET_S = 5;
const WARM_TARGET_S = 1.5;
/** The 2G line, in CDP's units (bytes per second, milliseconds). */
export const TWO_G = { offline: false, latency: 300, downloadThroughput: 250_000 / 8, uploadThroughput: 50_000 / 8 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * How long a person takes per key when typing the e-mail, password and PIN on a phone (about 5 keys
 * a second, a fast thumb); BENCH_2G_KEY_MS=0 fills the fields at once, as the bench did before.
 * The clock starts at the submit either way; the pace matters to a page that works while they type.
 */
const KEY_MS = Number(process.env.BENCH_2G_KEY_MS ?? 200);

const log = (line: string): void => console.log(`[sign-in-2g] ${line}`);

function buildApp(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const vite = resolve('node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed with status ${String(result.status)}`);
}

const serverEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  BANK_ADMIN_EMAIL: 'bench-admin@bank.test',
  BANK_ADMIN_PASSWORD: 'bench-password-1',
  BANK_ADMIN_PIN: '2468',
  BANK_JOB_INTERVAL_MS: '0',
});

/** One demo customer with its history and loan, written before the server opens the same data folder. */
async function seed(env: NodeJS.ProcessEnv): Promise<{ email: string }> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const config = readConfig();
    const { store } = await openStore(config);
    const ctx = await buildContext(store, config);
    try {
      await runBootstrap(ctx, config);
      const customer = demoCustomers[0]!;
      const [result] = await seedDemo(ctx, [customer]);
      log(`seeded ${customer.email}: ${result?.transactions ?? 0} transactions and a loan`);
      return { email: customer.email };
    } finally {
      await closeContext(ctx);
      await store.close();
    }
  } finally {
    process.env = saved;
  }
}

interface Visit {
  /** Seconds from navigating to /login until its form can be filled. */
  formSeconds: number;
  /** Seconds from submitting the form until the balance and the next loan payment are on the screen. */
  dashboardSeconds: number;
  /** Bytes the browser received (as encoded on the wire) before the form, and after submitting it. */
  formBytes: number;
  dashboardBytes: number;
  /** Responses the service worker answered from its cache. */
  fromServiceWorker: number;
}

/** One sign-in in a new tab of `context` on the 2G line (or at the machine's speed, to prepare a warm start). */
async function signInOn2G(context: BrowserContext, base: string, who: { email: string }, slow = true): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (slow) await cdp.send('Network.emulateNetworkConditions', TWO_G);
  let bytes = 0;
  let fromServiceWorker = 0;
  page.on('response', (response) => { if (response.fromServiceWorker()) fromServiceWorker += 1; });
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => { bytes += event.encodedDataLength; });
  const opened = performance.now();
  await page.goto(`${base}/login`, { waitUntil: 'commit' });
  await page.locator('#email').waitFor({ state: 'visible', timeout: 120_000 });
  const formSeconds = (performance.now() - opened) / 1000;
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const formBytes = bytes;
  // The preparing visit (not slow) fills at once; a timed one types at a person's pace.
  const keyMs = slow ? KEY_MS : 0;
  for (const [field, text] of [['#email', who.email], ['#password', DEMO_PASSWORD], ['#pin', DEMO_PIN]] as const) {
    if (keyMs > 0) await page.locator(field).pressSequentially(text, { delay: keyMs });
    else await page.locator(field).fill(text);
  }
  bytes = 0;
  const submitted = performance.now();
  if (process.env.BENCH_2G_TRACE === '1') {
    page.on('request', (request) => log(`  +${((performance.now() - submitted) / 1000).toFixed(2)} s ${request.method()} ${request.url().replace(base, '')}`));
    page.on('requestfinished', (request) => log(`  +${((performance.now() - submitted) / 1000).toFixed(2)} s done ${request.url().replace(base, '')}`));
  }
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.locator('section[aria-labelledby="account-balance-heading"] .balance-amount').waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator('.next-loan-amount').first().waitFor({ state: 'visible', timeout: 120_000 });
  const dashboardSeconds = (performance.now() - submitted) / 1000;
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  // The service worker (public/sw.js) registers after the first page loads; the visit that prepares a warm start waits for it.
  if (!slow) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const visit = { formSeconds, dashboardSeconds, formBytes, dashboardBytes: bytes, fromServiceWorker };
  await page.close();
  return visit;
}

const figure = (name: string, seconds: number, target?: number): BenchFigure => ({
  name,
  value: Math.round(seconds * 100) / 100,
  unit: 's',
  ...(target === undefined ? {} : { target: `<= ${target} s`, met: seconds <= target }),
});

async function main(): Promise<void> {
  const section = startSection(
    'sign-in-2g',
    'Browser: a sign-in on a 2G phone',
    'How: `npm run bench -- sign-in-2g` (scripts/bench/sign-in-2g.ts). It builds the app, seeds one demo customer (a savings history and a personal loan) into a fresh PGlite bank, starts the server as `npm run serve` does, and drives Chromium at 390 x 844 px with its network emulation (CDP Network.emulateNetworkConditions: 250 kbit/s down, 50 kbit/s up, 300 ms round trip). Cold: a new browser profile opens /login; the clock starts when Sign In is clicked and stops when the account balance and the next loan payment are both on the screen. The e-mail, password and PIN are typed at ' + String(KEY_MS) + ' ms a key, as a person on a phone would (0: filled at once). Cold runs with service workers blocked: CDP\'s emulation slows the own requests of the page, not the fetches of a service worker, which on a phone cross the same line. Warm: a second profile signs in once untimed (its service worker, public/sw.js, then holds the built files), then the same timed sign-in in a new tab of it (signed out, since the session lives in the first tab). kB = 1,000 bytes as encoded on the wire (CDP encodedDataLength).',
  );
  buildApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-2g-'));
  let browser: Browser | undefined;
  const env = serverEnv(dataDir);
  const who = await seed(env);
  const server = await startServer(env, log, 0);
  try {
    const base = server.base;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
    // Cold: CDP's network emulation holds back the page's requests but not a service worker's own fetches, so a first
    // visit is timed without the worker (on a phone its fetches would cross the same slow line).
    const cold = await signInOn2G(await browser.newContext({ ...phone, serviceWorkers: 'block' }), base, who);
    log(`cold: form ${cold.formSeconds.toFixed(2)} s (${cold.formBytes} B), dashboard ${cold.dashboardSeconds.toFixed(2)} s after submit (${cold.dashboardBytes} B)`);
    // Warm: a profile that signed in once before (that visit untimed), so its service worker holds the built files.
    const warmContext = await browser.newContext(phone);
    await signInOn2G(warmContext, base, who, false);
    const warm = await signInOn2G(warmContext, base, who);
    log(`warm: ${warm.fromServiceWorker} responses from the service worker`);
    log(`warm: form ${warm.formSeconds.toFixed(2)} s (${warm.formBytes} B), dashboard ${warm.dashboardSeconds.toFixed(2)} s after submit (${warm.dashboardBytes} B)`);
    section.figures.push(
      figure('2G, cold cache: balance and next loan payment shown, after submitting sign-in', cold.dashboardSeconds, COLD_TARGET_S),
      figure('2G, warm start: balance and next loan payment shown, after submitting sign-in', warm.dashboardSeconds, WARM_TARGET_S),
      figure('2G, cold cache: sign-in form usable, after opening /login', cold.formSeconds),
      figure('2G, warm start: sign-in form usable, after opening /login', warm.formSeconds),
    );
    const kB = (bytes: number): string => (bytes / 1000).toFixed(1);
    section.notes.push(`Bytes on the wire, cold: ${kB(cold.formBytes)} kB until the form had loaded, ${kB(cold.dashboardBytes)} kB after submitting it (the dashboard's code, text and data). Warm: ${kB(warm.formBytes)} kB and ${kB(warm.dashboardBytes)} kB, ${warm.fromServiceWorker} files answered by the service worker (public/sw.js).`);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  finishSection(section);
}

await main();
