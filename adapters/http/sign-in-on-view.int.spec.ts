// Proves on two servers sharing one PostgreSQL that a transfer confirm whose sign-in is checked on the live view without a read of the log (functions/entry.ts signIn 'on-view', write-fence.ts) never outruns the other server: a session ended there a moment before is refused 401 with nothing moved, and the same transfer confirmed after signing in again moves the money once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../store/postgres.ts';
import { localDetails, moneyBank, steps } from '../../tests/support/money-fixtures.ts';
import { testBank } from '../../tests/support/test-bank.ts';

const url = process.env.DATABASE_URL ?? '';
const schema = `test_on_view_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe.runIf(!!process.env.DATABASE_URL)('a confirm signed in on the live view, two servers on one PostgreSQL', () => {
  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('is refused 401 when the session was ended on the other server, and moves the money once after signing in again', { timeout: 60_000 }, async () => {
    const a = await moneyBank(await openPostgresStore({ connectionString: url, schema, poolSize: 4 }));
    const b = await testBank(await openPostgresStore({ connectionString: url, schema, poolSize: 4 }));
    try {
      const { start, pin, confirm, latestCode } = steps(a);
      const prepare = async (token: string) => {
        const started = await start(token, 'local', localDetails({ amount: '10.00' }));
        expect((await pin(token, started.body.transferId as string, a.alice.pin)).status).toBe(200);
        return { id: started.body.transferId as string, code: latestCode('alice@example.com') };
      };
      const first = await prepare(a.alice.token);
      expect((await confirm(a.alice.token, first.id, first.code)).status).toBe(200);

      const second = await prepare(a.alice.token);
      // Alice signs out through server B; server A has not read the log since.
      expect((await b.call('/auth/v1/logout?scope=local', undefined, a.alice.token)).status).toBe(204);
      const refused = await confirm(a.alice.token, second.id, second.code);
      expect(refused.status).toBe(401);

      const again = await a.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: a.alice.pin });
      expect(again.status).toBe(200);
      const done = await confirm(again.body.session.access_token as string, second.id, second.code);
      expect(done.status).toBe(200);
      expect(done.body.receipt).toMatchObject({ newBalance: '970.00' });
    } finally {
      await Promise.all([a.ctx.store.close(), b.ctx.store.close()]);
    }
  });
});
