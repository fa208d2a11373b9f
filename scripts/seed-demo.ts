/** `npm run seed:demo`: opens the configured database and creates the demo customers with their 2010-2025 history (never for real sign-ups). */
import { DEMO_PASSWORD, DEMO_PIN, seedDemo } from '../adapters/bank/demo-seed.ts';
import { buildContext, openStore, runBootstrap, closeContext } from '../adapters/http/compose.ts';
import { readConfig } from '../adapters/http/config.ts';

const config = readConfig();
const { store, description } = await openStore(config);
const ctx = await buildContext(store, config);
try {
  await runBootstrap(ctx, config);
  for (const result of await seedDemo(ctx)) {
    console.log(result.created ? `Created ${result.email} with ${result.transactions} transactions` : `${result.email} already exists; left as it is`);
  }
  console.log(`Demo customers sign in with password ${DEMO_PASSWORD} and PIN ${DEMO_PIN} (database: ${description}).`);
} finally {
  await closeContext(ctx);
  await store.close();
}
