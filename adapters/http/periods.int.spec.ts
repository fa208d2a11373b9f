// Proves month-end close through the real functions: once an administrator closes last month, a journal entry, its correction,
// its reversal and a balance adjustment dated inside it are refused with words that name the month, and the log is unchanged;
// months close in order and only once over; reopening needs a reason and a second administrator (the maker cannot approve).
import { describe, expect, it } from 'vitest';
import { shiftPeriod } from '../../domain/periods/periods.ts';
import { createSecondAdmin } from '../../tests/support/second-admin.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';

type Bank = Awaited<ReturnType<typeof testBank>>;

async function setUp() {
  const bank = await testBank();
  const admin = (await bank.call('/functions/v1/auth-login', ADMIN)).body.session.access_token as string;
  const customer = (await bank.call('/functions/v1/auth-signup', signupPayload())).body.user.id as string;
  const thisMonth = bank.clock.now().toISOString().slice(0, 7);
  return { bank, admin, customer, thisMonth, lastMonth: shiftPeriod(thisMonth, -1) };
}

const head = (bank: Bank) => bank.ctx.store.headPosition();
const entry = (userId: string, valueDate: string, amount = '40.00') => ({ action: 'create', userId, type: 'deposit', amount, status: 'completed', reason: 'Cash counted at the branch', valueDate });
const periods = (bank: Bank, token: string, body: Record<string, unknown>) => bank.call('/functions/v1/admin-periods', body, token);

describe('month-end close', () => {
  it('refuses every entry dated in a closed month with the month named, and changes nothing', async () => {
    const { bank, admin, customer, lastMonth } = await setUp();
    const before = await bank.call('/functions/v1/admin-transactions', entry(customer, `${lastMonth}-15`), admin);
    expect(before.status).toBe(200);
    const entryId = before.body.transaction.id as string;

    const closed = await periods(bank, admin, { action: 'close', period: lastMonth });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closedThrough: lastMonth, message: `The books are closed through ${lastMonth}.` });
    const list = (await periods(bank, admin, { action: 'list' })).body;
    expect(list.periods.find((p: { period: string }) => p.period === lastMonth)).toMatchObject({ status: 'closed', closedBy: 'Administrator' });

    const position = await head(bank);
    const refused = await bank.call('/functions/v1/admin-transactions', entry(customer, `${lastMonth}-20`), admin);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(`The books for ${lastMonth} are closed: nothing dated ${lastMonth}-20 can be posted. Date the entry in an open month, or ask for the month to be reopened.`);
    const french = await bank.call('/functions/v1/admin-transactions', entry(customer, `${lastMonth}-20`), admin, 'POST', { 'x-language': 'fr' });
    expect(french.body.detail).toMatch(new RegExp(`^Les comptes de ${lastMonth} sont clôturés`));
    const correction = await bank.call('/functions/v1/admin-transactions', { action: 'update', transactionId: entryId, amount: '45.00', status: 'completed', reason: 'Miscounted' }, admin);
    expect(correction.status).toBe(409);
    const reversal = await bank.call('/functions/v1/admin-transactions', { action: 'delete', transactionId: entryId, reason: 'Posted twice' }, admin);
    expect(reversal.status).toBe(409);
    const adjustment = await bank.call('/functions/v1/admin-adjust-balance', { userId: customer, currency: 'USD', amount: '5.00', reason: 'Late fee refund', valueDate: `${lastMonth}-30` }, admin);
    expect(adjustment.status).toBe(409);
    expect(await head(bank)).toBe(position);

    // Today's entries and a correction dated today are accepted: the closed month's statements stay as they were.
    expect((await bank.call('/functions/v1/admin-transactions', entry(customer, bank.clock.now().toISOString().slice(0, 10)), admin)).status).toBe(200);
    const today = bank.clock.now().toISOString().slice(0, 10);
    expect((await bank.call('/functions/v1/admin-transactions', { action: 'delete', transactionId: entryId, reason: 'Posted twice', valueDate: today }, admin)).status).toBe(200);
  });

  it('refuses a deposit confirmed as received inside a closed month, and confirms it dated today', async () => {
    const { bank, admin, lastMonth } = await setUp();
    const customer = (await bank.call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' })).body.session.access_token as string;
    const deposit = await bank.call('/functions/v1/deposit-create', { method: 'wire', amount: '50.00' }, customer, 'POST', { 'idempotency-key': crypto.randomUUID() });
    expect(deposit.status).toBe(200);
    await periods(bank, admin, { action: 'close', period: lastMonth });
    const position = await head(bank);
    const backDated = await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: deposit.body.deposit.id, valueDate: `${lastMonth}-28` }, admin);
    expect(backDated.status).toBe(409);
    expect(backDated.body.detail).toMatch(new RegExp(`^The books for ${lastMonth} are closed`));
    expect(await head(bank)).toBe(position);
    expect((await bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: deposit.body.deposit.id }, admin)).body.deposit.status).toBe('Completed');
  });

  it('closes months in order and only once they are over', async () => {
    const { bank, admin, thisMonth, lastMonth } = await setUp();
    expect((await periods(bank, admin, { action: 'close', period: thisMonth })).body.detail).toBe(`The month ${thisMonth} has not ended yet: a month can be closed only once it is over.`);
    expect((await periods(bank, admin, { action: 'close', period: shiftPeriod(lastMonth, -1) })).status).toBe(200);
    expect((await periods(bank, admin, { action: 'close', period: shiftPeriod(lastMonth, -1) })).status).toBe(409);
    expect((await periods(bank, admin, { action: 'list' })).body.nextToClose).toBe(lastMonth);
    expect((await periods(bank, admin, { action: 'close', period: lastMonth })).status).toBe(200);
    expect((await periods(bank, admin, { action: 'list' })).body.nextToClose).toBeNull();
  });

  it('reopens only with a reason and a second administrator\'s approval', async () => {
    const { bank, admin, customer, lastMonth } = await setUp();
    const second = await createSecondAdmin(bank);
    await periods(bank, admin, { action: 'close', period: lastMonth });

    expect((await periods(bank, second.token, { action: 'request_reopen', period: lastMonth, reason: ' ' })).status).toBe(400);
    const requested = await periods(bank, second.token, { action: 'request_reopen', period: lastMonth, reason: 'A supplier invoice arrived late' });
    expect(requested.status).toBe(200);
    const pending = (await periods(bank, second.token, { action: 'list' })).body.pending;
    expect(pending).toMatchObject({ period: lastMonth, reason: 'A supplier invoice arrived late', mine: true, mayApprove: false });

    const own = await periods(bank, second.token, { action: 'approve_reopen', requestId: pending.requestId });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('You made this request: a different administrator must decide on it.');
    expect((await bank.call('/functions/v1/admin-transactions', entry(customer, `${lastMonth}-20`), admin)).status).toBe(409);

    expect((await periods(bank, admin, { action: 'list' })).body.pending.mayApprove).toBe(true);
    const approved = await periods(bank, admin, { action: 'approve_reopen', requestId: pending.requestId });
    expect(approved.status).toBe(200);
    expect(approved.body.closedThrough).toBe(shiftPeriod(lastMonth, -1));
    const row = (await periods(bank, admin, { action: 'list' })).body.periods.find((p: { period: string }) => p.period === lastMonth);
    expect(row).toMatchObject({ status: 'open', reopenedBy: 'Administrator', reopenReason: 'A supplier invoice arrived late' });
    expect((await bank.call('/functions/v1/admin-transactions', entry(customer, `${lastMonth}-20`), admin)).status).toBe(200);

    const events = await bank.ctx.store.readStream('books-periods');
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([['PeriodClosed', expect.any(String)], ['PeriodReopenRequested', second.userId], ['PeriodReopened', expect.any(String)]]);
    expect(events[1]!.metadata.reason).toBe('A supplier invoice arrived late');
  });
});
