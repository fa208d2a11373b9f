// Proves the back office's audit reads come from a real streaming replica (pg_basebackup on this machine) once it has caught up, and that an administrator still sees their own write at once when the replica lags: the read waits, then falls back to the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadReplica, type ReadReplica } from '../adapters/store/read-replica.ts';
import { openPostgresStore } from '../adapters/store/postgres.ts';
import type { EventStore } from '../adapters/store/types.ts';
import { replicaUnavailable, startReplica, type Replica } from './support/replica.ts';
import { throwawayDatabase } from './support/server-process.ts';
import { ADMIN, testBank } from './support/test-bank.ts';

const primaryUrl = process.env.DATABASE_URL;
const why = await replicaUnavailable(primaryUrl);
if (why && primaryUrl) console.log(`read replica test skipped: ${why}`);

describe.skipIf(why !== null)('reads from a streaming replica (DATABASE_READ_URL)', () => {
  let replica: Replica;
  let database: { url: string; drop: () => Promise<void> };
  let store: EventStore;
  let reads: ReadReplica;
  const used = { replica: 0, primary: 0 };

  beforeAll(async () => {
    replica = startReplica(primaryUrl!, 5544, '.tmp/replica-5544');
    database = await throwawayDatabase(primaryUrl!, 'bank_replica');
    store = await openPostgresStore({ connectionString: database.url, poolSize: 4 });
    await replica.replayedPrimary();
    const real = openReadReplica({ connectionString: replica.urlFor(database.url), waitMs: 1_500 });
    // Counts which log each read was given, so the test can tell the replica served it.
    reads = { ...real, readsFrom: async (position) => { const got = await real.readsFrom(position); used[got ? 'replica' : 'primary'] += 1; return got; } };
  }, 120_000);

  afterAll(async () => {
    await reads?.close();
    await store?.close();
    await database?.drop();
    replica?.stop();
  });

  async function adminBank() {
    const bank = await testBank(store);
    bank.ctx.replica = reads;
    const login = await bank.call('/functions/v1/auth-login', ADMIN);
    return { ...bank, token: (login.body.session as { access_token: string }).access_token };
  }

  const newestAudit = async (bank: Awaited<ReturnType<typeof adminBank>>) => {
    const answer = await bank.call('/functions/v1/admin-audit', { action: 'list', page: 1, pageSize: 5 }, bank.token);
    expect(answer.status).toBe(200);
    return answer.body as { head: number; rows: { position: number; type: string }[] };
  };

  it("lists the administrator's own write read from the caught-up replica", async () => {
    const bank = await adminBank();
    const issued = await bank.call('/functions/v1/admin-membership', { action: 'issue' }, bank.token);
    expect(issued.status).toBe(200);
    const before = { ...used };
    const audit = await newestAudit(bank);
    expect(audit.rows[0]).toMatchObject({ position: audit.head, type: 'MembershipNumberIssued' });
    expect(used.replica).toBe(before.replica + 1);
  });

  it('waits, then reads the primary, while the replica has stopped replaying: the write is still listed', async () => {
    const bank = await adminBank();
    const dbName = new URL(database.url).pathname.slice(1);
    await replica.query(dbName, 'SELECT pg_wal_replay_pause()');
    try {
      const issued = await bank.call('/functions/v1/admin-membership', { action: 'issue' }, bank.token);
      expect(issued.status).toBe(200);
      const before = { ...used };
      const audit = await newestAudit(bank);
      expect(audit.rows[0]).toMatchObject({ position: audit.head, type: 'MembershipNumberIssued' });
      expect(used.primary).toBe(before.primary + 1);
      expect(await reads.head()).toBeLessThan(audit.head);
    } finally {
      await replica.query(dbName, 'SELECT pg_wal_replay_resume()');
    }
    const before = { ...used };
    await newestAudit(bank);
    expect(used.replica).toBe(before.replica + 1);
  });
});
