/** End-to-end runs in Chromium against the real server on a fresh data folder; build the UI into dist/ first (`npx vite build`). */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, MAIL_HTTP_PORT, MAIL_SMTP_PORT, e2eBankEnv } from './tests/e2e/support/server-env.ts';

/** E2E_PORT lets several checkouts run their suites side by side. */
const PORT = E2E_BASE_PORT;
const baseURL = `http://localhost:${PORT}`;
/** The mail catcher's SMTP and HTTP ports sit just above the bank's (tests/e2e/support/server-env.ts). */
process.env.E2E_MAIL_HTTP_PORT = String(MAIL_HTTP_PORT);

/** Worker processes re-read this file; the server is started once, by the runner, with the folder chosen there. */
const dataDir = process.env.TMB_E2E_DATA_DIR ?? resolve('.tmp', `e2e-${Date.now()}`);
process.env.TMB_E2E_DATA_DIR = dataDir;
mkdirSync(resolve('.tmp'), { recursive: true });

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
        },
      },
    },
  ],
  webServer: [{
    command: 'node --import tsx tests/e2e/support/mail-catcher.ts',
    url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
  }, {
    command: 'node --experimental-websocket --import tsx adapters/http/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: e2eBankEnv(PORT, dataDir),
  }],
});
