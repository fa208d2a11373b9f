/**
 * The suite's global setup: for each Playwright worker, its own mail catcher and its own bank on
 * its own fresh data folder (server-env.ts gives each worker's slot its ports), all started at
 * once; the teardown it answers stops them. Workers then never share a bank: the administrator's
 * settings, the membership numbers and the inbox one worker's specs change are theirs alone.
 */
import { resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startBankProcess, type BankProcess } from './bank-process.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { e2eBankEnv, slotPorts } from './server-env.ts';

interface Slot {
  bank: BankProcess;
  stopMail: () => Promise<void>;
}

async function startSlot(slot: number, run: string): Promise<Slot> {
  const ports = slotPorts(slot);
  const stopMail = await startMailCatcher(ports.mailSmtp, ports.mailHttp);
  const dataDir = resolve('.tmp', `e2e-${run}-w${slot}`);
  try {
    const bank = await startBankProcess(`The bank of worker ${slot}`, ports.bank, dataDir, e2eBankEnv(ports.bank, dataDir, slot), printer(slot));
    console.log(`[bank ${slot}] ${bank.url}, data in ${dataDir}`);
    return { bank, stopMail };
  } catch (error) {
    await stopMail();
    throw error;
  }
}

/** The bank's errors and warnings, each line marked with its worker; its banner and info lines stay quiet. */
function printer(slot: number): (text: string, stream: 'stdout' | 'stderr') => void {
  return (text, stream) => {
    for (const line of text.split('\n')) {
      if (line.trim() && (stream === 'stderr' || line.includes('"level":"warn"'))) process.stderr.write(`[bank ${slot}] ${line}\n`);
    }
  };
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const run = String(Date.now());
  const started = await Promise.allSettled(Array.from({ length: config.workers }, (_, slot) => startSlot(slot, run)));
  const slots = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(slots.map((s) => s.bank.stop()));
    await Promise.all(slots.map((s) => s.stopMail()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
