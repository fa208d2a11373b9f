/**
 * Opens the store the configuration names, loading only that store's driver: main.ts calls it
 * before the rest of the server's code is loaded (so it imports nothing else), and a server on
 * PostgreSQL never loads PGlite (issue 15).
 */
import { markStartStep } from '../ops/start-steps.ts';
import type { PgliteThread } from '../store/pglite-thread.ts';
import type { PoolUsage } from '../store/postgres.ts';
import type { EventStore } from '../store/types.ts';
import type { Config } from './config.ts';

export interface OpenedStore {
  store: EventStore;
  description: string;
  poolUsage?: () => PoolUsage;
}

/** `started`: PGlite's thread, started at the process's first line (main.ts) and loading the engine since. */
export async function openStore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'BANK_PGLITE_THREAD'>, started?: PgliteThread): Promise<OpenedStore> {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    const { openPostgresStore } = await import('../store/postgres.ts');
    const store = await openPostgresStore({ connectionString: config.DATABASE_URL });
    markStartStep('store');
    return { store, description: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`, poolUsage: store.poolUsage };
  }
  const { openPgliteStore } = await import('../store/pglite.ts');
  const store = await openPgliteStore({ dataDir: config.DATA_DIR, thread: config.BANK_PGLITE_THREAD, ...(started ? { started } : {}) });
  markStartStep('store');
  return { store, description: `embedded PGlite in ${config.DATA_DIR}` };
}
