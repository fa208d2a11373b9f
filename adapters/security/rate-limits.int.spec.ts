// Proves that rate limits kept in PostgreSQL hold across servers: two instances on one database share each count, in a throwaway schema.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresRateLimits, type RateLimits } from './rate-limits.ts';

const url = process.env.DATABASE_URL ?? '';

describe.runIf(!!process.env.DATABASE_URL)('rate limits on PostgreSQL', () => {
  const schema = `rl_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const opened: RateLimits[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((limits) => limits.close()));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('two servers on one database share a limit: what one counted, the other refuses', async () => {
    const [first, second] = await Promise.all([1, 2].map(() => postgresRateLimits({ connectionString: url, schema, overrides: { 'membership-verify': 4 } })));
    opened.push(first!, second!);
    for (const limits of [first!, second!, first!, second!]) expect((await limits.consume('membership-verify', '198.51.100.9')).allowed).toBe(true);
    const refused = await second!.consume('membership-verify', '198.51.100.9');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    expect((await first!.consume('membership-verify', '198.51.100.9')).allowed).toBe(false);
    expect((await first!.consume('membership-verify', '198.51.100.10')).allowed).toBe(true);
  });

  it('servers starting together on a new database all start: the table is created once, the others wait for it', async () => {
    // Without the lock, PostgreSQL refused one of two CREATE TABLE IF NOT EXISTS run at once (type "rate_limits" already exists) and that server failed to start.
    for (let round = 0; round < 40; round += 1) {
      const fresh = `${schema}_new${round}`;
      try {
        const started = await Promise.all([1, 2, 3, 4].map(() => postgresRateLimits({ connectionString: url, schema: fresh })));
        expect(started).toHaveLength(4);
        await Promise.all(started.map((limits) => limits.close()));
      } finally {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
        await client.end();
      }
    }
  });

  it('stores hashed keys only: no e-mail address in the table', async () => {
    const limits = await postgresRateLimits({ connectionString: url, schema });
    opened.push(limits);
    await limits.consume('password-reset-mail', 'victim@example.com');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const rows = (await client.query<{ key: string }>(`SELECT key FROM ${schema}.rate_limits`)).rows;
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes('victim'))).toBe(false);
  });
});
