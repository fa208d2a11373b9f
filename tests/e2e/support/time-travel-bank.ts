/**
 * A second bank server for the specs that move time (a loan's instalment, a month's interest,
 * a standing order's next date): its clock moves through POST /dev/clock (BANK_TEST_CLOCK=true)
 * while the worker's own server keeps real time. Same administrator and mail catcher as the
 * worker's bank (server-env.ts), a fresh data folder of its own (a copy of the run's template,
 * bank-process.ts), on the worker's time-travel port. A worker runs its specs one at a time, so
 * one port per worker serves them all in turn.
 *
 *   const bank = useTimeTravelBank();          // at the top of a spec file
 *   test('...', async ({ page }) => { await bank().advanceDays(31); ... });
 *
 * Sessions age with the clock: after a jump longer than the session timeout, sign in again.
 */
import { test } from '@playwright/test';
import { resolve } from 'node:path';
import { startBankProcess } from './bank-process.ts';
import { e2eBankEnv, TIME_TRAVEL_PORT } from './server-env.ts';

export const timeTravelUrl = `http://localhost:${TIME_TRAVEL_PORT}`;

export interface TimeTravelBank {
  url: string;
  /** Moves the bank's clock forward and answers once the dated work due at the new time has run. */
  advanceDays(days: number): Promise<{ now: string; reports: Record<string, unknown> }>;
  now(): Promise<Date>;
  stop(): Promise<void>;
}

/** Starts the time-travel bank before the spec file's tests, points their baseURL at it, and stops it after; answers a getter for it. */
export function useTimeTravelBank(): () => TimeTravelBank {
  let bank: TimeTravelBank | null = null;
  test.use({ baseURL: timeTravelUrl });
  test.beforeAll(async () => {
    // A loaded machine can take a minute to start a server.
    test.setTimeout(200_000);
    bank = await startTimeTravelBank();
  });
  test.afterAll(async () => { await bank?.stop(); });
  return () => {
    if (!bank) throw new Error('The time-travel bank is not running');
    return bank;
  };
}

/** The env that lets a bank's clock move (POST /dev/clock) and runs its dated work only when it does. */
export const movableClockEnv = { BANK_TEST_CLOCK: 'true', BANK_JOB_INTERVAL_MS: '0' };

/** Moves the clock of the bank at `url` (started with movableClockEnv) forward and answers once the dated work due at the new time has run. */
export async function moveClock(url: string, days: number): Promise<{ now: string; reports: Record<string, unknown> }> {
  const response = await fetch(`${url}/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceDays: days }) });
  if (!response.ok) throw new Error(`Moving the clock answered ${response.status}: ${await response.text()}`);
  return await response.json() as { now: string; reports: Record<string, unknown> };
}

export async function startTimeTravelBank(): Promise<TimeTravelBank> {
  const dataDir = resolve('.tmp', `e2e-time-${Date.now()}-${process.pid}`);
  const env = { ...e2eBankEnv(TIME_TRAVEL_PORT, dataDir), ...movableClockEnv };
  const server = await startBankProcess('The time-travel bank', TIME_TRAVEL_PORT, dataDir, env);
  return {
    url: timeTravelUrl,
    advanceDays: (days) => moveClock(timeTravelUrl, days),
    now: async () => new Date(((await (await fetch(`${timeTravelUrl}/dev/clock`)).json()) as { now: string }).now),
    stop: () => server.stop(),
  };
}
