/**
 * A child process for the crash test: appends events to the PGlite store in DATA_DIR one
 * at a time and prints each acknowledged position, until it is killed.
 */
import { openPgliteStore } from '../../adapters/store/pglite.ts';

const store = await openPgliteStore({ dataDir: process.env.DATA_DIR! });
process.stdout.write('ready\n');
for (let i = 1; ; i += 1) {
  const result = await store.append([{ streamId: `crash-${i % 7}`, expectedVersion: 'any', events: [{ type: 'CrashProbe', data: { i }, metadata: { actor: 'test', at: new Date().toISOString() } }] }]);
  process.stdout.write(`ack ${result.lastPosition}\n`);
}
