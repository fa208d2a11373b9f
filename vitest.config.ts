/** Test tiers by suffix (DESIGN.md): unit specs beside the code, integration specs against real stores. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['{domain,machines,adapters,ui,tests}/**/*.unit.spec.ts', '{domain,machines,adapters,ui}/**/*.unit.spec.tsx'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'int',
          include: ['{adapters,tests}/**/*.int.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // supabase-js needs a WebSocket class; Node 20 has one only behind this flag (STACK.md).
          execArgv: ['--experimental-websocket'],
        },
      },
    ],
  },
});
