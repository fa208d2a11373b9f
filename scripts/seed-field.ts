/** `npx tsx scripts/seed-field.ts`: opens the configured database and adds a branch manager, a loan officer and ten customers for the field (adapters/bank/field-seed.ts). */
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldStaff, seedField } from '../adapters/bank/field-seed.ts';
import { buildContext, openStore, runBootstrap } from '../adapters/http/compose.ts';
import { readConfig } from '../adapters/http/config.ts';
import { rateLimitsFor } from '../adapters/security/rate-limits.ts';

const config = readConfig();
const { store, description } = await openStore(config);
const ctx = await buildContext(store, config);
try {
  await runBootstrap(ctx, config);
  for (const added of await seedField(ctx)) console.log(`Added ${added}`);
  console.log(`Field staff (${fieldStaff.map((s) => s.email).join(', ')}) sign in with password ${FIELD_STAFF_PASSWORD} and PIN ${FIELD_STAFF_PIN} (database: ${description}).`);
} finally {
  // An SMPP sender (SMS_SMPP_URL, as the e2e banks set it) keeps reconnecting until closed: the script would never exit.
  await ctx.sms.sender.close();
  await rateLimitsFor(ctx).close();
  await store.close();
}
