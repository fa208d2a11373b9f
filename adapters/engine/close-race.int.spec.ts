// Proves the close race is closed (docs/month-end-close.md, "Race"): a balance adjustment dated last month is decided on
// the books as open, then the month's close commits before the adjustment's append. Declared with the `books-periods` role
// as a condition (DeclaredCommand.conditions), the append fails its version check, the command decides again, and the
// adjustment is refused 409 with nothing recorded; without the condition (the old shape) it would land inside the closed month.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shiftPeriod } from '../../domain/periods/periods.ts';
import { adjustBalanceCommand } from '../../domain/user/money-commands.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { openPgliteStore } from '../store/pglite.ts';
import type { EventStore } from '../store/types.ts';
import { execute } from './execute.ts';

/** A bank whose store lets last month's close commit just before the first append to the customer's stream. */
async function racingBank(base?: EventStore) {
  const bank = await testBank(base);
  const admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
  const customer = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.user.id as string;
  const lastMonth = shiftPeriod(bank.clock.now().toISOString().slice(0, 7), -1);
  let raced = false;
  const store = Object.create(bank.ctx.store) as EventStore;
  store.append = async (appends) => {
    if (!raced && appends.some((a) => a.streamId === `user-${customer}`)) {
      raced = true;
      expect((await bank.call('/functions/v1/admin-periods', { action: 'close', period: lastMonth, reason: 'Month-end' }, admin)).status).toBe(200);
    }
    return bank.ctx.store.append(appends);
  };
  const at = bank.clock.now().toISOString();
  const input = { userId: customer, adjustmentId: 'adj-race', currency: 'USD' as const, amount: 500, reason: 'Cash counted late', valueDate: `${lastMonth}-20`, actor: { id: 'admin-1', name: 'Administrator', role: 'admin' as const }, at };
  return { bank, store, input, lastMonth, raced: () => raced };
}

const folder = mkdtempSync(join(tmpdir(), 'close-race-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a dated entry racing the close of its month', () => {
  it.each(['memory', 'PGlite'])('is refused when the close commits between its decision and its append (%s store)', async (kind) => {
    const { bank, store, input, lastMonth, raced } = await racingBank(kind === 'PGlite' ? await openPgliteStore({ dataDir: folder }) : undefined);
    const position = await bank.ctx.store.headPosition();
    await expect(execute({ store, engine: bank.ctx.engine }, adjustBalanceCommand, input, { actor: 'admin-1', at: input.at, requestId: 'race-1' }))
      .rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining(`The books for ${lastMonth} are closed`) });
    expect(raced()).toBe(true);
    // Only the close was recorded.
    expect((await bank.ctx.store.readAll({ after: position, limit: 100 })).map((e) => e.type)).toEqual(['PeriodClosed']);
  });

  it('lands inside the closed month when the periods stream is only read (the shape before conditions)', async () => {
    const { bank, store, input, raced } = await racingBank();
    const { conditions: _conditions, ...unconditioned } = adjustBalanceCommand;
    await execute({ store, engine: bank.ctx.engine }, unconditioned, input, { actor: 'admin-1', at: input.at, requestId: 'race-2' });
    expect(raced()).toBe(true);
    expect((await bank.ctx.store.readAll({ after: 0, limit: 1000 })).map((e) => e.type).slice(-2)).toEqual(['PeriodClosed', 'BalanceAdjusted']);
  });
});
