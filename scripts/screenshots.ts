/**
 * `npm run screenshots`: pictures of every page at 1280x800 and 390x844 in Chromium, in every
 * language the bank speaks (English as <name>-<width>.png, French as <name>-fr-<width>.png), kept in
 * docs/screenshots/ so a reviewer sees the product without running it. It builds the UI if
 * needed, opens a fresh PGlite folder with one demo customer (history, a pending deposit) and
 * the administrator, serves the bank on a free loopback port, and signs in through the UI.
 * To add a page, add one line to ROWS. SCREENSHOTS_OUT writes elsewhere (a quick look that leaves
 * docs/ alone) and SCREENSHOTS_ONLY=home,dashboard takes only those pages.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PIN, demoCustomers, seedDemo } from '../adapters/bank/demo-seed.ts';
import { buildContext, openStore, runBootstrap } from '../adapters/http/compose.ts';
import { readConfig } from '../adapters/http/config.ts';

type Audience = 'public' | 'customer' | 'admin';

interface Shot {
  /** The file name's first part: docs/screenshots/<name>-<width>.png. */
  name: string;
  path: string;
  as: Audience;
  /** Scrolls this element to the top first, so a viewport shot shows it (a table below stat cards). */
  scrollTo?: string;
}

/** One line of PAGES: a Shot's fields in order. */
type Row = [name: string, path: string, as: Audience, scrollTo?: string];
const TABLE = 'table.table';

/** Every page a person can open; one line each. */
const ROWS: Row[] = [
  ['home', '/', 'public'],
  ['services', '/services', 'public'],
  ['about', '/about', 'public'],
  ['contact', '/contact', 'public'],
  ['login', '/login', 'public'],
  ['signup', '/signup', 'public'],
  ['forgot-password', '/forgot-password', 'public'],
  ['reset-password', '/reset-password?token=not-a-real-link', 'public'],
  ['unlock-sign-in', '/unlock-sign-in?token=not-a-real-link', 'public'],
  ['unlock-money', '/unlock-money?token=not-a-real-link', 'public'],
  ['not-found', '/no-such-page', 'public'],
  ['dashboard', '/dashboard', 'customer'],
  ['history', '/dashboard/transactions', 'customer', TABLE],
  ['statements', '/dashboard/statements', 'customer', TABLE],
  ['transfer', '/dashboard/transfer', 'customer'],
  ['transfer-local', '/dashboard/transfer/local', 'customer'],
  ['transfer-international', '/dashboard/transfer/international', 'customer'],
  ['bitcoin-transfer', '/dashboard/bitcoin-transfer', 'customer'],
  ['deposit', '/dashboard/deposit', 'customer'],
  ['cards', '/dashboard/cards', 'customer'],
  ['profile', '/dashboard/profile', 'customer'],
  ['notifications', '/dashboard/notifications', 'customer'],
  ['categories', '/dashboard/categories', 'customer'],
  ['payees', '/dashboard/payees', 'customer'],
  ['alerts', '/dashboard/alerts', 'customer'],
  ['standing-orders', '/dashboard/standing-orders', 'customer'],
  ['loans', '/dashboard/loans', 'customer'],
  ['admin-dashboard', '/admin/dashboard', 'admin'],
  ['admin-users', '/admin/users', 'admin', TABLE],
  ['admin-transactions', '/admin/transactions', 'admin', TABLE],
  ['admin-deposits', '/admin/deposits', 'admin', TABLE],
  ['admin-notifications', '/admin/notifications', 'admin'],
  ['admin-accounts', '/admin/accounts', 'admin', TABLE],
  ['admin-loan-products', '/admin/loan-products', 'admin'],
  ['admin-settings', '/admin/settings', 'admin'],
  ['admin-audit', '/admin/audit', 'admin', TABLE],
  ['admin-membership', '/admin/membership', 'admin', TABLE],
  ['admin-administrators', '/admin/administrators', 'admin'],
  ['admin-invitation', '/admin-invitation?token=not-a-real-invitation-link', 'public'],
  ['admin-messages', '/admin/messages', 'admin', TABLE],
  ['admin-loans', '/admin/loans', 'admin'],
];
const PAGES: Shot[] = ROWS.map(([name, path, as, scrollTo]) => ({ name, path, as, ...(scrollTo ? { scrollTo } : {}) }));

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];
const OUT = resolve(process.env.SCREENSHOTS_OUT ?? 'docs/screenshots');
const ONLY = process.env.SCREENSHOTS_ONLY ? new Set(process.env.SCREENSHOTS_ONLY.split(',')) : null;
const SHOWN = ONLY ? PAGES.filter((shot) => ONLY.has(shot.name)) : PAGES;

/** Each language with the sign-in form's words in it; English keeps the file names it always had. */
const LANGUAGES = [
  { code: 'en', suffix: '', email: 'Email Address', password: 'Password', pin: 'Transaction PIN', signIn: 'Sign In' },
  { code: 'fr', suffix: '-fr', email: 'Adresse e-mail', password: 'Mot de passe', pin: 'Code PIN de transaction', signIn: 'Se connecter' },
] as const;
type Language = (typeof LANGUAGES)[number];
const ADMIN = { email: 'admin@screenshots.test', password: 'Screenshot-Admin-1', pin: '2468' };
const DEMO = demoCustomers.find((c) => c.firstName === 'Amara') ?? { firstName: 'Amara', lastName: 'Okafor', email: 'amara.demo@tmb.test', seed: 2010 };
const CUSTOMER = { email: DEMO.email, password: DEMO_PASSWORD, pin: DEMO_PIN };

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Opens the fresh folder once in-process to create the administrator and the demo customer with a year of history. */
async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const config = readConfig(env);
  const { store } = await openStore(config);
  try {
    const ctx = await buildContext(store, config);
    await runBootstrap(ctx, config);
    await seedDemo(ctx, [DEMO], { from: '2024-10', to: '2025-09' });
  } finally {
    await store.close();
  }
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The bank stopped before it answered');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('The bank did not answer /api/health within two minutes');
}

async function api(base: string, name: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function tokenOf(base: string, who: { email: string; password: string; pin: string }): Promise<string> {
  const { session } = (await api(base, 'auth-login', { email: who.email, password: who.password, pin: who.pin })) as { session: { access_token: string } };
  return session.access_token;
}

/** What the admin screens should hold besides the seed: a pending deposit, a spare membership number and a contact message. */
async function stage(base: string): Promise<void> {
  const customer = await tokenOf(base, CUSTOMER);
  await api(base, 'deposit-create', { method: 'bank', amount: '250.00' }, customer, { 'Idempotency-Key': randomUUID() });
  const admin = await tokenOf(base, ADMIN);
  await api(base, 'admin-membership', { action: 'issue' }, admin);
  await api(base, 'contact-message', { name: 'Grace Hopper', email: 'grace@example.test', phone: '555-0199', subject: 'Opening hours', message: 'Is the Springfield branch open on Saturdays?' });
}

async function signIn(page: Page, who: { email: string; password: string; pin: string }, language: Language): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(language.email).fill(who.email);
  await page.getByLabel(language.password, { exact: true }).fill(who.password);
  await page.getByLabel(language.pin).fill(who.pin);
  await page.getByRole('button', { name: language.signIn }).click();
  await page.waitForURL(/\/(dashboard|admin\/dashboard)$/);
}

/** Waits for the page's data: loaded, no loading indicator left (the live feed keeps the network busy, so not networkidle). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(400);
  await page.locator('.loading-state, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
}

/** Puts the element just under the sticky top bar. */
async function scrollToTop(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((element) => {
    const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    window.scrollBy(0, element.getBoundingClientRect().top - bar - 16);
  }).catch(() => undefined);
  await page.waitForTimeout(100);
}

async function shoot(browser: Browser, base: string, audience: Audience, viewport: { width: number; height: number }, language: Language): Promise<string[]> {
  // The language as the switcher remembers it (localStorage), and the browser's own, so every page opens in it.
  const context = await browser.newContext({ baseURL: base, viewport, deviceScaleFactor: 1, locale: language.code === 'en' ? 'en-US' : 'fr-FR' });
  await context.addInitScript((code) => window.localStorage.setItem('i18nextLng', code), language.code);
  const page = await context.newPage();
  if (audience !== 'public') await signIn(page, audience === 'admin' ? ADMIN : CUSTOMER, language);
  const written: string[] = [];
  for (const shot of SHOWN.filter((p) => p.as === audience)) {
    await page.goto(shot.path);
    await settle(page);
    if (shot.scrollTo) await scrollToTop(page, shot.scrollTo);
    const file = `${shot.name}${language.suffix}-${viewport.width}.png`;
    await page.screenshot({ path: resolve(OUT, file), animations: 'disabled' });
    written.push(file);
  }
  await context.close();
  return written;
}

function writeReadme(files: string[]): void {
  const links = (shot: Shot) => LANGUAGES.flatMap((language) => VIEWPORTS.map((v) => `[${language.code} ${v.width}](${shot.name}${language.suffix}-${v.width}.png)`)).join(' · ');
  const rows = SHOWN.map((shot) => `| ${shot.name} | \`${shot.path}\` | ${shot.as} | ${links(shot)} |`);
  writeFileSync(resolve(OUT, 'README.md'), [
    '# Screenshots',
    '',
    'Every page at 1280x800 and 390x844 in English and French (viewport shots; pages with a table are scrolled to it), made by `npm run screenshots` (scripts/screenshots.ts)',
    'on a fresh database: the demo customer Amara Okafor with a year of history and a pending deposit, and the administrator.',
    'Run it again after a change to the UI; add a page with one line in PAGES.',
    '',
    '| Page | Path | Seen by | Languages and widths |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `${files.length} images.`,
    '',
  ].join('\n'));
}

async function main(): Promise<void> {
  execFileSync('bash', ['scripts/build-ui.sh'], { stdio: 'inherit' });
  const dataDir = resolve('.tmp', `screenshots-${Date.now()}`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '',
    BANK_ADMIN_EMAIL: ADMIN.email, BANK_ADMIN_PASSWORD: ADMIN.password, BANK_ADMIN_PIN: ADMIN.pin, PRICE_TIMEOUT_MS: '500',
  };
  await seed(env);
  const server = spawn(process.execPath, ['--experimental-websocket', '--import', 'tsx', 'adapters/http/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  // The server is stopped whatever fails after it started, the browser's launch included.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'] }).catch((error: unknown) => {
    server.kill();
    throw error;
  });
  try {
    await waitForHealth(base, server);
    await stage(base);
    mkdirSync(OUT, { recursive: true });
    for (const old of readdirSync(OUT).filter((f) => f.endsWith('.png'))) rmSync(resolve(OUT, old));
    const files: string[] = [];
    for (const language of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        for (const audience of ['public', 'customer', 'admin'] as const) files.push(...(await shoot(browser, base, audience, viewport, language)));
      }
    }
    writeReadme(files);
    console.log(`Wrote ${files.length} screenshots and README.md to ${OUT}`);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
