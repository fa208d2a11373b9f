// Proves the collection sheet through HTTP as an officer and a branch manager use it: the meeting's sheet
// for a group with two members with loans (each instalment due that day), one member pays half and one is
// absent; the sheet submitted twice posts each line once; the officer's till (on the sheet and in the
// ledger) is what was collected; the member gets an SMS receipt; another officer's group is 403; a line
// that conflicts with an online repayment lands in the branch manager's review queue with both versions,
// and the manager resolves it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldEvents } from '../../domain/decider.ts';
import { isoWeekday } from '../../domain/field/calendar.ts';
import { customerEventsOf } from '../../domain/loans/customer-money.ts';
import { loanDecider, type LoanCommand } from '../../domain/loans/decider.ts';
import { addMonths } from '../../domain/loans/dates.ts';
import { loanStream, type LoanEvent } from '../../domain/loans/events.ts';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import type { Loan } from '../../domain/loans/state.ts';
import { userStream } from '../../domain/user/events.ts';
import { addCustomers, addStaff } from '../../tests/support/field-people.ts';
import { codeFrom, moneyBank, type Bank as MoneyBank } from '../../tests/support/money-fixtures.ts';
import type { CollectionSheetView } from '../contract/index.ts';
import { encodeEvent } from '../engine/event-codec.ts';

type Bank = Awaited<ReturnType<typeof moneyBank>> & MoneyBank;
const SHEET = '/functions/v1/collection-sheet';

/** A $1,200 loan over 6 months disbursed a month ago, so its first instalment is due today (planted on the log as the loan's and the member's events). */
async function plantLoan(bank: Bank, userId: string, today: string): Promise<string> {
  const loanId = randomUUID();
  const at = bank.clock.now().toISOString();
  const actor = { id: 'admin-x', name: 'Ada Admin', role: 'admin' as const };
  const commands: LoanCommand[] = [
    { type: 'ApplyForLoan', loanId, userId, customerName: userId, productId: 'personal', product: { ...starterLoanProducts.personal!, minPrincipal: 100_00 }, amount: 1200_00, term: 6, purpose: 'Stock', at },
    { type: 'RecommendLoan', actor, note: '', at }, { type: 'ApproveLoan', actor: { ...actor, id: 'admin-y' }, note: '', at },
    { type: 'DisburseLoan', actor, startDate: addMonths(today, -1), at },
  ];
  const events: LoanEvent[] = [];
  for (const command of commands) events.push(...loanDecider.decide(command, foldEvents(loanDecider, events)));
  const loan = foldEvents(loanDecider, events) as Loan;
  const meta = { actor: 'test', at };
  await bank.ctx.store.append([
    { streamId: loanStream(loanId), expectedVersion: 'any', events: events.map((e) => encodeEvent(e, meta)) },
    { streamId: userStream(userId), expectedVersion: 'any', events: customerEventsOf(loan, events).map((e) => encodeEvent(e, meta)) },
  ]);
  await bank.ctx.live.catchUp();
  return loanId;
}

describe('the collection sheet through HTTP', () => {
  let bank: Bank;
  let officer: { userId: string; token: string };
  let otherOfficer: { userId: string; token: string };
  let manager: { userId: string; token: string };
  let today: string;
  let branchId: string;
  let groupId: string;
  let aliceLoan: string;
  let bobLoan: string;
  const open = async (token = officer.token) => (await bank.call(SHEET, { action: 'open', groupId, meetingDate: today }, token)).body as CollectionSheetView;

  beforeAll(async () => {
    bank = await moneyBank() as Bank;
    today = bank.clock.now().toISOString().slice(0, 10);
    for (const [token, phone] of [[bank.alice.token, '+233 24 412 3456'], [bank.bob.token, '+233 24 412 9999']] as const) {
      expect((await bank.call('/functions/v1/user-sync', { action: 'update_profile', data: { profileData: { phone } } }, token)).status).toBe(200);
    }
    officer = await addStaff(bank, 'loan_officer', 'officer.a@tmb.test', 'Ama');
    otherOfficer = await addStaff(bank, 'loan_officer', 'officer.b@tmb.test', 'Ben');
    manager = await addStaff(bank, 'branch_manager', 'manager@tmb.test', 'Nora');
    const others = await addCustomers(bank, 3);
    const call = async (fn: string, body: Record<string, unknown>) => { const r = await bank.call(`/functions/v1/${fn}`, body, bank.admin); expect(r.status, JSON.stringify(r.body)).toBe(200); return r.body; };
    branchId = (await call('field-branches', { action: 'open_branch', name: 'North', address: '1 Market Road', workingDays: [1, 2, 3, 4, 5, 6, 7] })).branchId;
    for (const staff of [officer, otherOfficer, manager]) await call('field-branches', { action: 'assign_staff', staffId: staff.userId, branchId });
    const members = [bank.alice.id, bank.bob.id, ...others];
    for (const customerId of members) await call('field-branches', { action: 'assign_customer', customerId, branchId, officerId: officer.userId, reason: 'Opening' });
    const schedule = { frequency: 'weekly', weekday: isoWeekday(today), firstMeeting: today, place: 'Market hall', time: '09:30' };
    const centerId = (await call('field-groups', { action: 'open_center', branchId, name: 'Market center', officerId: officer.userId, schedule })).centerId;
    await call('field-groups', { action: 'form_group', centerId, name: 'Sunrise', officerId: officer.userId, members, leaderId: members[0], secretaryId: members[1] });
    groupId = (await bank.call('/functions/v1/field-view', {}, officer.token)).body.groups[0].groupId;
    aliceLoan = await plantLoan(bank, bank.alice.id, today);
    bobLoan = await plantLoan(bank, bank.bob.id, today);
  });

  it('opens the day\'s sheet: each member\'s instalment due, the expected deposit (0) and the totals; another officer is refused', async () => {
    const sheet = await open();
    const due = sheet.lines.find((l) => l.loanId === aliceLoan)!.due;
    expect(due).toBeGreaterThan(0);
    expect(sheet.lines).toHaveLength(5);
    expect(sheet.lines.find((l) => l.loanId === bobLoan)).toMatchObject({ memberId: bank.bob.id, due, expectedDeposit: 0, sent: null });
    expect(sheet.totals).toEqual({ due: 2 * due, expectedDeposit: 0, members: 5 });
    expect(sheet.till).toEqual({ sheet: 0, ledger: 0 });
    expect((await bank.call(SHEET, { action: 'open', groupId, meetingDate: today }, otherOfficer.token)).status).toBe(403);
    expect((await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines: [{ lineId: randomUUID(), memberId: bank.bob.id, loanId: bobLoan, due, reschedules: 0, paid: 0, deposit: 0, savingsAgreed: false, present: false }] }, otherOfficer.token)).status).toBe(403);
  });

  it('posts each line once however many times the sheet is sent; the till balances; the member gets a receipt; a conflict goes to the manager', async () => {
    const sheet = await open();
    const due = sheet.lines.find((l) => l.loanId === aliceLoan)!.due;
    const half = Math.floor(due / 2);
    const lines = [
      { lineId: randomUUID(), memberId: bank.alice.id, loanId: aliceLoan, due, reschedules: 0, paid: half, deposit: 0, savingsAgreed: false, present: true },
      { lineId: randomUUID(), memberId: bank.bob.id, loanId: bobLoan, due, reschedules: 0, paid: 0, deposit: 0, savingsAgreed: false, present: false },
    ];
    const first = await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines }, officer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.lines.map((l: { status: string; replayed: boolean; cash: number }) => [l.status, l.replayed, l.cash])).toEqual([['posted', false, half], ['posted', false, 0]]);
    const again = await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines }, officer.token);
    expect(again.body.lines.map((l: { status: string; replayed: boolean }) => [l.status, l.replayed])).toEqual([['posted', true], ['posted', true]]);
    expect(again.body.till).toEqual({ sheet: half, ledger: half });
    const log = await bank.ctx.store.readStream(loanStream(aliceLoan));
    expect(log.filter((e) => e.type === 'LoanRepaymentApplied')).toHaveLength(1);
    // A line above what is due, without the member's agreement, is refused and keeps nothing.
    const dueNow = (await open()).lines.find((l) => l.loanId === aliceLoan)!.due;
    const over = await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines: [{ ...lines[0]!, lineId: randomUUID(), due: dueNow, paid: dueNow + 1_00 }] }, officer.token);
    expect(over.body.lines[0]).toMatchObject({ status: 'refused', message: expect.stringContaining('the rest goes to savings only when the member agrees') });

    await bank.ctx.reactors.settled();
    expect(bank.sms.list().map((m) => [m.to, m.text])).toEqual([['+233244123456', expect.stringMatching(/^Trust Microfinance Bank: loan repayment of \$[\d.,]+ received by Ama Staff\. Still owed \$[\d.,]+\. Ref FC-/)]]);
    const after = await open();
    expect(after.lines.find((l) => l.loanId === aliceLoan)).toMatchObject({ present: true, sent: { status: 'posted', cash: half } });
    expect(after.lines.find((l) => l.loanId === bobLoan)).toMatchObject({ present: false, sent: { status: 'posted', cash: 0 } });

    // Bob repays online first; the officer's later line for him (as the sheet said) conflicts.
    await bank.fund(bank.bob.id, 'USD', (due / 100).toFixed(2));
    const started = await bank.call('/functions/v1/loan-repay-start', { loanId: bobLoan, mode: 'amount', amount: (due / 100).toFixed(2), prepay: 'next', pin: bank.bob.pin }, bank.bob.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const code = codeFrom(bank.mailbox.to('bob@example.com').at(-1)!.text);
    expect((await bank.call('/functions/v1/loan-repay-confirm', { loanId: bobLoan, changeId: started.body.changeId, code }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() })).status).toBe(200);
    const late = { ...lines[1]!, lineId: randomUUID(), paid: due, present: true };
    const queued = await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines: [late] }, officer.token);
    expect(queued.body.lines[0]).toMatchObject({ status: 'queued', reason: 'repaid_meanwhile', cash: 0 });
    expect(queued.body.till).toEqual({ sheet: half, ledger: half });

    expect((await bank.call(SHEET, { action: 'queue' }, officer.token)).status).toBe(403);
    const queue = (await bank.call(SHEET, { action: 'queue' }, manager.token)).body;
    expect(queue.items).toEqual([expect.objectContaining({ lineId: late.lineId, memberId: bank.bob.id, reason: 'repaid_meanwhile', recorded: expect.objectContaining({ due, paid: due }), bankNow: expect.objectContaining({ status: 'active' }) })]);
    expect(queue.items[0].bankNow.due).toBeLessThan(due);
    expect(queue).toMatchObject({ branchId, branchName: 'North', canResolve: true });
    expect(queue.items[0]).toMatchObject({ groupName: 'Sunrise', memberName: 'Bob Brown', meetingDate: today });
    // The auditor reads the same queue, told it may not resolve it, and is refused if it tries.
    const auditor = await addStaff(bank, 'auditor', 'auditor@tmb.test', 'Aud');
    expect((await bank.call(SHEET, { action: 'queue', branchId }, auditor.token)).body).toMatchObject({ canResolve: false, items: [expect.objectContaining({ lineId: late.lineId })] });
    expect((await bank.call(SHEET, { action: 'resolve', branchId, lineId: late.lineId, decision: 'reject', reason: 'No', savingsAgreed: false }, auditor.token)).status).toBe(403);

    // The member agreed: what is no longer due goes to their savings.
    const resolved = await bank.call(SHEET, { action: 'resolve', branchId, lineId: late.lineId, decision: 'post', reason: 'Member agreed to save it', savingsAgreed: true }, manager.token);
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toEqual({ lineId: late.lineId, status: 'posted', cash: due });
    expect((await bank.call(SHEET, { action: 'queue' }, manager.token)).body.items).toEqual([]);
    expect((await bank.call(SHEET, { action: 'resolve', branchId, lineId: late.lineId, decision: 'reject', reason: 'x', savingsAgreed: false }, manager.token)).status).toBe(409);
    const end = await open();
    expect(end.till.sheet).toBe(half + resolved.body.cash);
    expect(end.till.ledger).toBe(end.till.sheet);
    // The line sent again is its first answer (queued), never posted twice.
    const resent = await bank.call(SHEET, { action: 'submit', groupId, meetingDate: today, lines: [late] }, officer.token);
    expect(resent.body.lines[0]).toMatchObject({ status: 'queued', replayed: true });
    expect((await open()).till).toEqual(end.till);
  });
});
