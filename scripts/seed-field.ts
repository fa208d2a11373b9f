/**
 * `npx tsx scripts/seed-field.ts`: opens the configured database and adds a branch manager, a loan
 * officer and ten customers for the field (adapters/bank/field-seed.ts); with FIELD_SEED_LOANS=N, the
 * first N customers also get a loan whose first instalment is due today (adapters/bank/field-seed-loans.ts).
 */
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldStaff, seedField } from '../adapters/bank/field-seed.ts';
import { seedFieldLoans } from '../adapters/bank/field-seed-loans.ts';
import { buildContext, openStore, runBootstrap, closeContext } from '../adapters/http/compose.ts';
import { readConfig } from '../adapters/http/config.ts';

const config = readConfig();
const { store, description } = await openStore(config);
const ctx = await buildContext(store, config);
try {
  await runBootstrap(ctx, config);
  for (const added of await seedField(ctx)) console.log(`Added ${added}`);
  for (const added of await seedFieldLoans(ctx, Number(process.env.FIELD_SEED_LOANS ?? 0))) console.log(`Added ${added}`);
  console.log(`Field staff (${fieldStaff.map((s) => s.email).join(', ')}) sign in with password ${FIELD_STAFF_PASSWORD} and PIN ${FIELD_STAFF_PIN} (database: ${description}).`);
} finally {
  await closeContext(ctx);
  await store.close();
}
