/** End-to-end runs in Chromium against real servers, each worker on its own bank and fresh data folder (tests/e2e/support/servers.ts); build the UI into dist/ first (`bash scripts/build-ui.sh`). */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BANK_PORT } from './tests/e2e/support/server-env.ts';

mkdirSync(resolve('.tmp'), { recursive: true });

/**
 * Three workers, each with its own bank (the global setup starts one per worker; E2E_WORKERS or
 * --workers changes how many): on these 2 cores two workers left the CPU idle while a test waited
 * on its server or on Chromium, three keep it busy (docs/testing.md, "Suite time"). A spec file runs whole in one worker, its tests one after another.
 * E2E_PORT lets several checkouts run their suites side by side: worker n uses E2E_PORT + 10n and
 * the next three ports (server-env.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.spec.ts',
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration (.tmp/e2e-report.json), so a slow spec is found without a rerun.
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-report.json' }]],
  globalSetup: './tests/e2e/support/servers.ts',
  use: {
    // Read in each worker, where server-env.ts knows the worker's slot: its own bank.
    baseURL: `http://localhost:${BANK_PORT}`,
    // A failed test keeps its trace of DOM snapshots (what each step saw) and its last screenshot; the
    // trace's running screencast is left out: encoding it cost about a sixth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
});
