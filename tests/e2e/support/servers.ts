/**
 * The suite's global setup: for each Playwright worker, its own mail catcher (and SMSC) and its own bank on
 * its own fresh data folder (server-env.ts gives each worker's slot its ports); the teardown it
 * answers stops them. Workers then never share a bank: the administrator's settings, the
 * membership numbers and the inbox one worker's specs change are theirs alone. Every folder is a
 * copy of one bank started and stopped first (bank-process.ts), so the embedded database is
 * created once a run, not once a bank (the time-travel banks copy it too). Every bank runs the
 * compiled server (scripts/build-server.ts), built here from the current sources first.
 */
import { resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildServer } from '../../../scripts/build-server.ts';
import { BANK_TEMPLATE_ENV, startBankProcess, type BankProcess } from './bank-process.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { e2eBankEnv, slotPorts } from './server-env.ts';

/** The bank's errors and warnings, each line marked with its worker; its banner and info lines stay quiet. */
function printer(slot: number | 'template'): (text: string, stream: 'stdout' | 'stderr') => void {
  return (text, stream) => {
    for (const line of text.split('\n')) {
      if (line.trim() && (stream === 'stderr' || line.includes('"level":"warn"'))) process.stderr.write(`[bank ${slot}] ${line}\n`);
    }
  };
}

/** Starts a bank on a new folder and stops it: its folder is the run's template; workers inherit where it is. */
async function makeTemplate(run: string): Promise<void> {
  const dataDir = resolve('.tmp', `e2e-${run}-template`);
  const port = slotPorts(0).bank;
  const bank = await startBankProcess('The template bank', port, dataDir, e2eBankEnv(port, dataDir, 0), printer('template'));
  await bank.stop();
  process.env[BANK_TEMPLATE_ENV] = dataDir;
}

async function startBank(slot: number, run: string): Promise<BankProcess> {
  const port = slotPorts(slot).bank;
  const dataDir = resolve('.tmp', `e2e-${run}-w${slot}`);
  const bank = await startBankProcess(`The bank of worker ${slot}`, port, dataDir, e2eBankEnv(port, dataDir, slot), printer(slot));
  console.log(`[bank ${slot}] ${bank.url}, data in ${dataDir}`);
  return bank;
}

/** Runs every start at once; if one fails, stops those that started and throws its error. */
async function startAll<T>(starts: Promise<T>[], stop: (started: T) => Promise<void>): Promise<T[]> {
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(stop));
    throw failed.reason;
  }
  return started;
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const run = String(Date.now());
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const mail = await startAll(slots.map((slot) => startMailCatcher(slotPorts(slot).mailSmtp, slotPorts(slot).mailHttp, slotPorts(slot).smsc)), (stop) => stop());
  const stopMail = () => Promise.all(mail.map((stop) => stop()));
  try {
    await buildServer();
    await makeTemplate(run);
    const banks = await startAll(slots.map((slot) => startBank(slot, run)), (bank) => bank.stop());
    return async () => {
      await Promise.all(banks.map((bank) => bank.stop()));
      await stopMail();
    };
  } catch (error) {
    await stopMail();
    throw error;
  }
}
