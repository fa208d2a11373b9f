/**
 * Starts the bank. Its first line starts PGlite's thread, which loads the embedded engine on the
 * other core while this thread loads the rest of the server's code (issue 30: a restart answers
 * its first sign-in within 2 s); then it reads and checks the configuration, and only once it is
 * valid opens the store (the folder's lock first) and hands it to server.ts, which serves.
 * Everything else is imported after that first line, so nothing delays it.
 */
import { markStartStep } from '../ops/start-steps.ts';
import { startPgliteThread, type PgliteThread } from '../store/pglite-thread.ts';

/**
 * The engine's own thread, started before anything is read or checked: it only loads PGlite's
 * code and compiles its WebAssembly, touching no data folder until openStore asks it to. Read
 * from the environment as config.ts reads it (an empty variable is unset); a thread the checked
 * configuration does not use is stopped.
 */
const thread: PgliteThread | undefined = !process.env.DATABASE_URL && process.env.BANK_PGLITE_THREAD !== 'main' ? startPgliteThread() : undefined;
markStartStep('entry');

async function main(): Promise<void> {
  const { mailPlan, readConfig } = await import('./config.ts');
  const config = readConfig();
  // Refuses to start in production without SMTP, before anything is opened (DECISIONS 28).
  const mail = mailPlan(config);
  markStartStep('config');
  const { openStore } = await import('./open-store.ts');
  // On its own thread the engine opens while this thread loads the server; in this thread (or on PostgreSQL) after, as before.
  const early = thread && !config.DATABASE_URL && config.BANK_PGLITE_THREAD === 'worker' ? openStore(config, thread) : undefined;
  if (thread && !early) await thread.stop();
  // A failure is awaited by serveBank; until then it must not count as unhandled.
  early?.catch(() => undefined);
  const { serveBank } = await import('./server.ts');
  markStartStep('loaded');
  await serveBank(config, mail, early ?? openStore(config));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
