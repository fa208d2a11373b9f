/**
 * Test tiers by suffix (DESIGN.md 15, docs/testing.md): `unit` boots nothing; `int` boots banks in
 * this process (memory store or PGlite, port 0) and runs its files side by side; `int-serial` holds
 * the files that share something outside the process - PostgreSQL, HAProxy, a replica, a fixed
 * port, spawned or SIGKILLed servers - so they run one file at a time.
 */
import { defineConfig } from 'vitest/config';

/**
 * A new `*.int.spec.ts` that opens DATABASE_URL, spawns or kills a server, or binds a fixed port
 * belongs in this list; every other one runs in `int`, beside its neighbours.
 */
const serialInt = [
  'adapters/http/compiled-server.int.spec.ts',
  'adapters/mail/shared-mailbox.int.spec.ts',
  'adapters/security/rate-limits.int.spec.ts',
  'adapters/store/advisory-lease.int.spec.ts',
  'adapters/store/change-feed.int.spec.ts',
  'adapters/store/pglite.int.spec.ts',
  'adapters/store/postgres.int.spec.ts',
  'tests/crash-recovery.int.spec.ts',
  'tests/lost-connection.int.spec.ts',
  'tests/money-concurrency.int.spec.ts',
  'tests/money.int.spec.ts',
  'tests/pin-contention.int.spec.ts',
  'tests/read-replica.int.spec.ts',
  'tests/sign-in-contention.int.spec.ts',
  'tests/stress/*.int.spec.ts',
];

const intOptions = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // supabase-js needs a WebSocket class; Node 20 has one only behind this flag (STACK.md).
  execArgv: ['--experimental-websocket'],
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['{domain,machines,adapters,ui,tests}/**/*.unit.spec.ts', '{domain,machines,adapters,ui}/**/*.unit.spec.tsx'], environment: 'node', testTimeout: 30_000, isolate: false } },
      { test: { name: 'int', include: ['{adapters,tests}/**/*.int.spec.ts'], exclude: serialInt, ...intOptions } },
      { test: { name: 'int-serial', include: serialInt, fileParallelism: false, ...intOptions } },
    ],
  },
});
