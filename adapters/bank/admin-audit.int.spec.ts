// Proves on PGlite that the audit replay shows a balance as it was before a later debit: the replay to a position
// equals a plain fold of the log read back up to that position, and the diff names the later change.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotBank } from '../../domain/projections/audit.ts';
import { replayBank } from '../../domain/projections/bank.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { openPgliteStore } from '../store/pglite.ts';
import { diffAudit, replayTo } from './admin-audit.ts';
import { toLogged } from '../engine/event-codec.ts';

const folder = mkdtempSync(join(tmpdir(), 'bank-audit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('audit replay on PGlite', () => {
  it('shows the balance before a later debit, equal to a fold of the log up to that position', async () => {
    const store = await openPgliteStore({ dataDir: folder });
    const { call, ctx } = await testBank(store);
    const { body: signup } = await call('/functions/v1/auth-signup', signupPayload());
    const admin = (await call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token;
    const userId = signup.user.id as string;
    await call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'deposit', amount: '300.00', status: 'completed' }, admin);
    const afterDeposit = await store.headPosition();
    await call('/functions/v1/admin-transactions', { action: 'create', userId, type: 'transfer', amount: '120.00', fee: '5.00', status: 'completed' }, admin);

    const [then, now] = await replayTo(store, [{ position: afterDeposit }, {}]);
    expect(then!.users.find((u) => u.id === userId)?.usd).toBe(30_000);
    expect(now!.users.find((u) => u.id === userId)?.usd).toBe(17_500);
    const prefix = (await store.readAll({ after: 0, limit: 10_000 })).filter((e) => e.position <= afterDeposit).map(toLogged);
    expect(then).toEqual(snapshotBank(replayBank(prefix, { withOffice: false }), then!.asOf));
    // Arrears are counted on the day of the last event folded, as the bank's clock wrote it.
    expect(then!.asOf).toBe((await store.readAll({ after: afterDeposit - 1, limit: 1 }))[0]!.metadata.at.slice(0, 10));

    const principal = { user: [...(await ctx.live.catchUp()).users.values()].find((u) => u.role === 'admin')!, session: {} as never };
    const { diff } = await diffAudit(ctx, principal, { position: afterDeposit }, { position: await store.headPosition() });
    expect(diff.users).toEqual([{ id: userId, name: 'Grace Hopper', change: 'changed', fields: [{ field: 'usd', from: 30_000, to: 17_500 }] }]);
    await store.close();
  });
});
