// Proves through HTTP what a back office sees and does with a loan gone bad: a loan 95 days late at a month end lands in the 91-180 bucket and PAR90, the dated job provisions it at that bucket's rate once, the figures as of that day come from the log as it stood, two administrators write it off (the proposer approving is refused), the customer sees it written off, and a later repayment is a recovery that changes nothing in loans outstanding while the book still sums to zero.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { addDays, addMonths } from '../../domain/loans/dates.ts';
import { loanAccount } from '../../domain/loans/ledger.ts';
import { allowanceAccount, provisionExpenseAccount, recoveriesAccount } from '../../domain/loans/provisioning.ts';
import { bootstrap } from '../bank/bootstrap.ts';
import { datedWorkJob } from '../bank/dated-work-job.ts';
import { loanCollectionJob } from '../bank/loan-collection-job.ts';
import { codeFrom, moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const SECOND = { email: 'checker@tmb.test', password: 'Checker-Harbor-93', pin: '8642' };
const DAY = 86_400_000;

/** The last day of the month before the real today's: a month end already past (the bank's clock must not pass the real time). */
function lastMonthEnd(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

describe('arrears, provisioning, write-off and recovery', () => {
  it('provisions a loan 95 days late at the 91-180 rate, writes it off by two administrators and posts a later repayment as a recovery', async () => {
    const bank = await moneyBank();
    await bootstrap(bank.ctx, { adminEmail: SECOND.email, adminPassword: SECOND.password, adminPin: SECOND.pin });
    const checker = (await bank.call('/functions/v1/auth-login', { email: SECOND.email, password: SECOND.password, pin: SECOND.pin })).body.session.access_token as string;
    const book = async () => (await bank.ctx.live.catchUp()).book;
    const admin = (action: string, body: Record<string, unknown>, token = bank.admin) => bank.call(`/functions/v1/${action}`, body, token);

    // The first instalment falls due 95 days before last month's end: the loan is paid out a month before that.
    const monthEnd = lastMonthEnd();
    const firstDue = addDays(monthEnd, -95);
    let start = addMonths(firstDue, -1);
    while (addMonths(start, 1) < firstDue) start = addDays(start, 1);
    expect(addMonths(start, 1)).toBe(firstDue);
    const today = new Date().toISOString().slice(0, 10);
    const back = (Date.parse(today) - Date.parse(start)) / DAY * DAY;
    bank.clock.advance(-back);

    const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
    const loanId = applied.body.loan.loanId as string;
    expect((await admin('admin-loans', { action: 'recommend', loanId, note: '' })).status).toBe(200);
    expect((await admin('admin-loans', { action: 'approve', loanId, note: '' }, checker)).status).toBe(200);
    expect((await admin('admin-loans', { action: 'disburse', loanId }, checker)).status).toBe(200);
    // The customer spends everything: nothing is collected when the instalments fall due.
    const balance = (await bank.ctx.live.catchUp()).users.get(bank.alice.id)!.balances.USD;
    await admin('admin-adjust-balance', { userId: bank.alice.id, currency: 'USD', amount: (-balance / 100).toFixed(2), reason: 'Cash withdrawal' });
    await loanCollectionJob.runDue(bank.ctx, new Date(`${firstDue}T23:00:00.000Z`));

    // Last month's end: the dated job collects (nothing), then provisions, once however often it runs.
    const atMonthEnd = new Date(`${monthEnd}T23:30:00.000Z`);
    const run = await datedWorkJob.runDue(bank.ctx, atMonthEnd);
    expect(run.parts?.['loan-provisioning']).toMatchObject({ done: 1, failed: 0 });
    expect((await datedWorkJob.runDue(bank.ctx, atMonthEnd)).parts?.['loan-provisioning']).toEqual({ done: 0, skipped: 0, failed: 0 });
    bank.clock.advance(back);

    const asOf = (await admin('admin-loan-arrears', { asOf: monthEnd })).body.arrears;
    const outstanding = asOf.outstandingMinor as number;
    expect(outstanding).toBe(120_000);
    expect(asOf.today).toBe(false);
    expect(asOf.buckets.find((b: { bucket: string }) => b.bucket === 'd91to180')).toEqual({ bucket: 'd91to180', count: 1, outstandingMinor: 120_000, rateBps: 7500, requiredMinor: 90_000 });
    expect(asOf.par).toEqual([
      { days: 1, count: 1, amountMinor: 120_000, bps: 10_000 },
      { days: 30, count: 1, amountMinor: 120_000, bps: 10_000 },
      { days: 90, count: 1, amountMinor: 120_000, bps: 10_000 },
    ]);
    expect(asOf.allowanceMinor).toBe(90_000);
    expect((await book()).get(allowanceAccount)).toBe(90_000);
    expect((await book()).get(provisionExpenseAccount)).toBe(-90_000);
    // As of the day before the first instalment fell due, the loan was current and nothing was provisioned.
    const before = (await admin('admin-loan-arrears', { asOf: addDays(firstDue, -1) })).body.arrears;
    expect(before.buckets[0]).toMatchObject({ bucket: 'current', count: 1, outstandingMinor: 120_000 });
    expect(before.allowanceMinor).toBe(0);

    // Write-off: proposed with a reason; the proposer approving is refused; a second administrator approves.
    expect((await admin('admin-loan-writeoff', { action: 'propose', loanId, reason: ' ' })).status).toBe(400);
    expect((await admin('admin-loan-writeoff', { action: 'propose', loanId, reason: 'Customer unreachable for three months' }, bank.alice.token)).status).toBe(403);
    const proposed = await admin('admin-loan-writeoff', { action: 'propose', loanId, reason: 'Customer unreachable for three months' });
    expect(proposed.status).toBe(200);
    expect(proposed.body.loan.writeOffProposal).toMatchObject({ reason: 'Customer unreachable for three months' });
    const own = await admin('admin-loan-writeoff', { action: 'approve', loanId });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('You proposed this write-off: a different administrator must approve it.');
    expect((await book()).get(loanAccount(loanId, 'principal'))).toBe(-120_000);
    const approved = await admin('admin-loan-writeoff', { action: 'approve', loanId }, checker);
    expect(approved.status).toBe(200);
    expect(approved.body.loan).toMatchObject({ status: 'written_off', outstandingPrincipalMinor: 0 });
    expect((await book()).get(loanAccount(loanId, 'principal'))).toBe(0);
    expect((await book()).get(allowanceAccount)).toBe(90_000 - 120_000);
    const mine = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans[0];
    expect(mine).toMatchObject({ status: 'written_off', outstandingPrincipalMinor: 0 });
    const stillOwed = mine.writtenOff.stillOwedMinor as number;
    expect(stillOwed).toBeGreaterThan(120_000);
    const afterWriteOff = (await admin('admin-loan-arrears', {})).body.arrears;
    expect(afterWriteOff).toMatchObject({ today: true, count: 0, outstandingMinor: 0 });
    const portfolio = async () => (await admin('admin-loans', { action: 'portfolio' })).body.portfolio;
    expect(await portfolio()).toMatchObject({ outstandingPrincipalMinor: 0, byStatus: { written_off: 1, active: 0 } });

    // A later repayment is a recovery: income, not the loan receivable.
    await bank.fund(bank.alice.id, 'USD', '100.00');
    const started = await bank.call('/functions/v1/loan-repay-start', { loanId, mode: 'amount', amount: '50.00', pin: bank.alice.pin }, bank.alice.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    const confirmed = await bank.call('/functions/v1/loan-repay-confirm', { loanId, changeId: started.body.changeId, code }, bank.alice.token, 'POST', { 'idempotency-key': randomUUID() });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await book()).get(recoveriesAccount)).toBe(5_000);
    expect((await book()).get(loanAccount(loanId, 'principal'))).toBe(0);
    expect((await admin('admin-loan-arrears', {})).body.arrears.outstandingMinor).toBe(0);
    expect((await portfolio()).outstandingPrincipalMinor).toBe(0);
    expect((await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans[0].writtenOff).toMatchObject({ recoveredMinor: 5_000, stillOwedMinor: stillOwed - 5_000 });
    expect((await bank.ctx.live.catchUp()).users.get(bank.alice.id)!.balances.USD).toBe(5_000);
    expect([...(await book()).values()].reduce((a, b) => a + b, 0)).toBe(0);

    // The rates are System Settings: a new rate is in force for today's figures; the month end's stay as they were.
    expect((await admin('admin-settings', { action: 'save', category: 'provisioning', values: { provision91to180: '101' } })).status).toBe(400);
    expect((await admin('admin-settings', { action: 'save', category: 'provisioning', values: { provision91to180: '80.00' } })).status).toBe(200);
    expect((await admin('admin-loan-arrears', {})).body.arrears.buckets[4]).toMatchObject({ bucket: 'd91to180', rateBps: 8000 });
    expect((await admin('admin-loan-arrears', { asOf: monthEnd })).body.arrears.buckets[4]).toMatchObject({ bucket: 'd91to180', rateBps: 7500 });
  });
});
