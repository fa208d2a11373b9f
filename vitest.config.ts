/**
 * Test tiers by suffix (DESIGN.md 15, docs/testing.md): `unit` boots nothing; `int` boots banks in
 * this process (memory store or PGlite, port 0) and runs its files side by side; `int-serial` holds
 * the files that share something outside the process - PostgreSQL, HAProxy, a replica, a fixed
 * port, spawned or SIGKILLed servers - so they run one file at a time. `unit` and `int` files share
 * their worker's loaded modules (isolate: false, the largest saving: each file no longer imports
 * the whole bank again), so they must leave no global state behind and cannot vi.mock a module.
 */
import { defineConfig } from 'vitest/config';

/**
 * A new `*.int.spec.ts` that opens DATABASE_URL, spawns or kills a server, binds a fixed port, or
 * replaces a module with vi.mock belongs in this list; every other one runs in `int`.
 */
const serialInt = [
  'adapters/bank/log-chain.int.spec.ts',
  'adapters/chain/chain-tamper.int.spec.ts',
  'adapters/http/compiled-server.int.spec.ts',
  'adapters/mail/shared-mailbox.int.spec.ts',
  'adapters/security/rate-limits.int.spec.ts',
  // A local SMSC (the smpp package's server) on 127.0.0.1 and an ephemeral port.
  'adapters/sms/smpp.int.spec.ts',
  'adapters/store/advisory-lease.int.spec.ts',
  'adapters/store/change-feed.int.spec.ts',
  'adapters/store/pglite.int.spec.ts',
  'adapters/store/postgres.int.spec.ts',
  'adapters/store/recent-commits-postgres.int.spec.ts',
  'tests/crash-recovery.int.spec.ts',
  'tests/lost-connection.int.spec.ts',
  'tests/money-concurrency.int.spec.ts',
  'tests/money.int.spec.ts',
  'tests/pin-contention.int.spec.ts',
  'tests/read-replica.int.spec.ts',
  'tests/sign-in-contention.int.spec.ts',
  // vi.mock counts argon2's verifications: the mock needs a module graph of its own.
  'tests/security/sign-in.int.spec.ts',
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
    // One worker per core (vitest's default leaves one core idle: a single worker on 2 cores).
    maxWorkers: '100%',
    projects: [
      { test: { name: 'unit', include: ['{domain,machines,adapters,ui,tests}/**/*.unit.spec.ts', '{domain,machines,adapters,ui}/**/*.unit.spec.tsx'], environment: 'node', testTimeout: 30_000, isolate: false, setupFiles: ['tests/support/unit-setup.ts'] } },
      { test: { name: 'int', include: ['{adapters,tests}/**/*.int.spec.ts'], exclude: serialInt, isolate: false, ...intOptions } },
      { test: { name: 'int-serial', include: serialInt, fileParallelism: false, ...intOptions } },
    ],
  },
});
