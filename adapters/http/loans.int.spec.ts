// Proves the loan routes in process as a customer and two administrators would use them: products in force and the public figures from them, applying, maker-checker with the figures each decision is made on and its entry in the activity log, disbursement into savings, extra payments that say what they covered, the collection job on due dates (idempotent, catching up), a late fee, a payoff, the statement's rows and a book that still sums to zero.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../tests/support/notification-words.ts';
import { bootstrap } from '../bank/bootstrap.ts';
import { seedDemo } from '../bank/demo-seed.ts';
import { loanCollectionJob } from '../bank/loan-collection-job.ts';
import { addDays, addMonths } from '../../domain/loans/dates.ts';
import { codeFrom, moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const SECOND = { email: 'checker@tmb.test', password: 'Checker-Harbor-93', pin: '8642' };

async function loanBank() {
  const bank = await moneyBank();
  await bootstrap(bank.ctx, { adminEmail: SECOND.email, adminPassword: SECOND.password, adminPin: SECOND.pin });
  const checker = (await bank.call('/functions/v1/auth-login', { email: SECOND.email, password: SECOND.password, pin: SECOND.pin })).body.session.access_token as string;
  const balance = async () => (await bank.ctx.live.catchUp()).users.get(bank.alice.id)!.balances.USD;
  const book = async () => [...(await bank.ctx.live.catchUp()).book.values()].reduce((a, b) => a + b, 0);
  return { ...bank, checker, balance, book };
}

type LoanBank = Awaited<ReturnType<typeof loanBank>>;

/** The customer's two steps: the choice with the PIN, then the code from the newest e-mail, under one Idempotency-Key. */
async function repay(bank: LoanBank, loanId: string, choice: { mode: 'due' | 'amount' | 'payoff'; amount?: string; prepay?: 'next' | 'shorten' }, key: string = randomUUID()) {
  const started = await bank.call('/functions/v1/loan-repay-start', { loanId, ...choice, pin: bank.alice.pin }, bank.alice.token);
  if (started.status !== 200) return started;
  const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
  return bank.call('/functions/v1/loan-repay-confirm', { loanId, changeId: started.body.changeId, code }, bank.alice.token, 'POST', { 'idempotency-key': key });
}

/** A personal loan of $1,200.00 over 6 months, recommended, approved by the other administrator and disbursed today. */
async function disbursedLoan(bank: LoanBank): Promise<string> {
  const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
  const loanId = applied.body.loan.loanId as string;
  await bank.call('/functions/v1/admin-loans', { action: 'recommend', loanId, note: '' }, bank.admin);
  await bank.call('/functions/v1/admin-loans', { action: 'approve', loanId, note: '' }, bank.checker);
  expect((await bank.call('/functions/v1/admin-loans', { action: 'disburse', loanId }, bank.checker)).status).toBe(200);
  return loanId;
}

describe('repaying a loan with the PIN and an e-mailed code', () => {
  it('refuses a wrong PIN, another customer, an over-payment and a wrong code, moving nothing', async () => {
    const bank = await loanBank();
    const loanId = await disbursedLoan(bank);
    const before = await bank.balance();
    const mails = bank.mailbox.to('alice@example.com').length;
    const start = (body: Record<string, unknown>, token = bank.alice.token) => bank.call('/functions/v1/loan-repay-start', { loanId, mode: 'amount', amount: '100.00', pin: bank.alice.pin, ...body }, token);

    const wrongPin = await start({ pin: bank.alice.pin === '0000' ? '1111' : '0000' });
    expect(wrongPin.status).toBe(400);
    expect(wrongPin.body.errors.pin).toMatch(/PIN/);
    expect((await start({ pin: bank.bob.pin }, bank.bob.token)).status).toBe(404);
    const tooMuch = await start({ amount: '2000.00' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toMatch(/^The most this loan needs today is \$1,200\.00\.$/);
    expect((await start({ mode: 'due' })).body.detail).toBe('Nothing is due on this loan today.');
    expect(bank.mailbox.to('alice@example.com')).toHaveLength(mails);

    const started = await start({});
    expect(started.body.amountMinor).toBe(10_000);
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('Your Trust Microfinance Bank code to repay a loan');
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    const confirm = (body: Record<string, unknown>, token = bank.alice.token) =>
      bank.call('/functions/v1/loan-repay-confirm', { loanId, changeId: started.body.changeId, code, ...body }, token, 'POST', { 'idempotency-key': randomUUID() });
    const wrongCode = await confirm({ code: code === '0000' ? '0001' : '0000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.detail).toBe('Invalid code. Please try again.');
    expect((await confirm({}, bank.bob.token)).status).toBe(404);
    expect(await bank.balance()).toBe(before);
  });

  it('moves the money once however often the confirm is retried, then pays the loan off and the book still sums to zero', async () => {
    const bank = await loanBank();
    const loanId = await disbursedLoan(bank);
    const before = await bank.balance();
    const key = randomUUID();
    const started = await bank.call('/functions/v1/loan-repay-start', { loanId, mode: 'amount', amount: '150.00', pin: bank.alice.pin }, bank.alice.token);
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    const confirm = (idempotencyKey: string) => bank.call('/functions/v1/loan-repay-confirm', { loanId, changeId: started.body.changeId, code }, bank.alice.token, 'POST', { 'idempotency-key': idempotencyKey });
    const first = await confirm(key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Your repayment was received.', amountMinor: 15_000 });
    const retry = await confirm(key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await confirm(randomUUID())).body.detail).toBe('This change is already done.');
    expect(await bank.balance()).toBe(before - 15_000);
    const mine = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans[0];
    expect(mine.outstandingPrincipalMinor).toBe(120_000 - 15_000);
    const history = (await bank.call('/functions/v1/customer-records', { action: 'history' }, bank.alice.token)).body.transactions as { amount: string; type: string }[];
    expect(history.filter((row) => row.amount === '150.00').map((row) => row.type)).toEqual(['debit']);

    const payoff = mine.payoffTodayMinor as number;
    const paid = await repay(bank, loanId, { mode: 'payoff' });
    expect(paid.body).toMatchObject({ message: 'Your loan is paid off.', amountMinor: payoff, loan: { status: 'closed' } });
    expect(await bank.balance()).toBe(before - 15_000 - payoff);
    expect(await bank.book()).toBe(0);
  });

  it('refuses a confirm without an Idempotency-Key', async () => {
    const bank = await loanBank();
    const loanId = await disbursedLoan(bank);
    const started = await bank.call('/functions/v1/loan-repay-start', { loanId, mode: 'payoff', pin: bank.alice.pin }, bank.alice.token);
    const code = codeFrom(bank.mailbox.to('alice@example.com')[0]!.text);
    expect((await bank.call('/functions/v1/loan-repay-confirm', { loanId, changeId: started.body.changeId, code }, bank.alice.token)).status).toBe(400);
  });
});

describe('loans', () => {
  it('take a loan from application through maker-checker, disbursement, an automatic instalment, a late fee and a payoff', async () => {
    const bank = await loanBank();
    // The loan starts 75 days ago, so its second instalment is two weeks late today (tokens are checked against the bank's clock, which must not pass the real time).
    const back = 75 * 86_400_000;
    bank.clock.advance(-back);
    const today = bank.clock.now().toISOString().slice(0, 10);
    const morning = (date: string) => new Date(`${date}T23:00:00.000Z`);
    const figures = await bank.call('/functions/v1/loan-figures', {});
    expect(figures.body.figures).toMatchObject({ personal: { maxPrincipalMinor: 50_000_00 }, business: { maxPrincipalMinor: 500_000_00 }, home: { maxTermYears: 30 } });

    const tooMuch = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '60000', term: 12, purpose: 'Car' }, bank.alice.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amount).toBe('Choose an amount from $500.00 to $50,000.00.');
    const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, bank.alice.token);
    expect(applied.status).toBe(200);
    const loanId = applied.body.loan.loanId as string;

    const decide = (token: string, body: Record<string, unknown>) => bank.call('/functions/v1/admin-loans', { loanId, ...body }, token);
    expect((await decide(bank.alice.token, { action: 'recommend' })).status).toBe(403);
    expect((await decide(bank.admin, { action: 'recommend', note: 'Regular income' })).status).toBe(200);
    const own = await decide(bank.admin, { action: 'approve' });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('You recommended this loan: a different administrator must approve it.');
    expect((await decide(bank.checker, { action: 'approve', note: 'Agreed' })).status).toBe(200);

    const before = await bank.balance();
    const disbursed = await decide(bank.checker, { action: 'disburse' });
    expect(disbursed.status).toBe(200);
    expect(await bank.balance()).toBe(before + 120_000);
    const schedule = disbursed.body.loan.instalments as { dueDate: string; principalMinor: number; interestMinor: number }[];
    expect(schedule.map((i) => i.dueDate)).toEqual([1, 2, 3, 4, 5, 6].map((n) => addMonths(today, n)));
    expect(schedule.reduce((s, i) => s + i.principalMinor, 0)).toBe(120_000);

    // First due date: the balance covers it, collected once however often the job runs.
    const first = schedule[0]!.principalMinor + schedule[0]!.interestMinor;
    const atFirst = morning(schedule[0]!.dueDate);
    expect((await loanCollectionJob.runDue(bank.ctx, atFirst)).done).toBe(1);
    expect((await loanCollectionJob.runDue(bank.ctx, atFirst)).done).toBe(0);
    const afterFirst = await bank.balance();
    expect(afterFirst).toBe(before + 120_000 - first);

    // Spend down the savings: the second instalment falls into arrears and takes the late fee after 5 days' tolerance.
    await bank.call('/functions/v1/admin-adjust-balance', { userId: bank.alice.id, currency: 'USD', amount: (-(afterFirst - 100) / 100).toFixed(2), reason: 'Cash withdrawal' }, bank.admin);
    await loanCollectionJob.runDue(bank.ctx, morning(schedule[1]!.dueDate));
    await loanCollectionJob.runDue(bank.ctx, morning(addDays(schedule[1]!.dueDate, 5)));
    bank.clock.advance(back);
    await loanCollectionJob.runDue(bank.ctx, bank.clock.now());
    const listed = await bank.call('/functions/v1/loans-mine', {}, bank.alice.token);
    expect(listed.status, JSON.stringify(listed.body).slice(0, 300)).toBe(200);
    let mine = listed.body.loans[0];
    expect(mine.instalments[1]).toMatchObject({ status: 'overdue', feeMinor: 2_500 });
    // The missed instalment was told once, in the list and by e-mail, however often the job ran since.
    const notes = inEnglish((await bank.call('/functions/v1/customer-records', { action: 'notifications' }, bank.alice.token)).body.notifications);
    expect(notes.filter((n) => n.title === 'Loan instalment missed').map((n) => n.message)).toEqual([expect.stringMatching(/^\$\d+\.\d{2} for your Personal Loan due on \w{3} \d+, \d{4} was not paid$/)]);
    // The borrower was told each step of their loan (issue 26): approved, paid out, the first instalment collected.
    const told = (title: string) => notes.filter((n) => n.title === title).map((n) => n.message);
    expect(told('Loan approved')).toEqual(['Your Personal Loan of $1,200.00 was approved. We will pay it into your account.']);
    expect(told('Loan paid out')).toEqual(['$1,200.00 from your Personal Loan is now in your account']);
    expect(told('Loan instalment collected')).toEqual([`$${(first / 100).toFixed(2)} was collected from your account for your Personal Loan`]);
    // Reminders are e-mailed by a reactor over the log (adapters/reactors/loan-reminders.ts), after the run recorded them.
    await bank.ctx.reactors.settled();
    expect(bank.mailbox.to('alice@example.com').filter((m) => m.subject === 'A loan instalment was missed')).toHaveLength(1);

    // Money arrives; the customer pays the loan off.
    await bank.fund(bank.alice.id, 'USD', '2000.00');
    mine = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans[0];
    const payoff = mine.payoffTodayMinor as number;
    const paid = await repay(bank, loanId, { mode: 'payoff' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.amountMinor).toBe(payoff);
    expect(paid.body.loan.status).toBe('closed');

    const view = await bank.ctx.live.catchUp();
    expect(await bank.book()).toBe(0);
    for (const [account, amount] of view.book) if (account.includes(loanId)) expect([account, amount]).toEqual([account, 0]);
    const portfolio = (await bank.call('/functions/v1/admin-loans', { action: 'portfolio' }, bank.admin)).body.portfolio;
    expect(portfolio.byStatus.closed).toBe(1);
    const csv = (await bank.call('/functions/v1/admin-loans', { action: 'export' }, bank.admin)).body.csv as string;
    expect(csv.split('\n')[1]).toContain(',closed,1200.00,6,0.00,');
  });
});

describe('what the customer and the administrators see of a loan', () => {
  it('lists the application at once, and puts the schedule, the applicant\'s means and record before the administrator deciding', async () => {
    const bank = await loanBank();
    const first = await disbursedLoan(bank);
    const applied = await bank.call('/functions/v1/loan-apply', { productId: 'personal', amount: '600.00', term: 6, purpose: 'Stock' }, bank.alice.token);
    const loanId = applied.body.loan.loanId as string;
    const mine = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans as { loanId: string }[];
    expect(mine.find((l) => l.loanId === loanId)).toMatchObject({ status: 'applied', principalMinor: 60_000, term: 6 });

    expect((await bank.call('/functions/v1/admin-loans', { action: 'decision', loanId }, bank.alice.token)).status).toBe(403);
    const { decision } = (await bank.call('/functions/v1/admin-loans', { action: 'decision', loanId }, bank.admin)).body;
    expect(decision).toMatchObject({ loanId, principalMinor: 60_000, term: 6, frequency: 'monthly', annualRateBps: 1299, balanceMinor: await bank.balance(), creditScore: null, arrears: { loans: 0, overdueMinor: 0 } });
    expect(decision.schedule).toHaveLength(6);
    expect(decision.totalInterestMinor).toBe(decision.schedule.reduce((s: number, i: { interestMinor: number }) => s + i.interestMinor, 0));
    expect(decision.instalmentMinor).toBe(decision.schedule[0].principalMinor + decision.schedule[0].interestMinor);
    expect(decision.savings.months).toHaveLength(6);
    expect(decision.savings.months.at(-1).balanceMinor).toBe(await bank.balance());
    expect(decision.otherLoans).toEqual([{ loanId: first, productName: 'Personal Loan', status: 'active', principalMinor: 120_000, outstandingPrincipalMinor: 120_000, overdueMinor: 0, daysInArrears: 0 }]);
  });

  it('names each loan decision in the admin activity log, with the administrator, the customer and the amount', async () => {
    const bank = await loanBank();
    await disbursedLoan(bank);
    const { entries } = (await bank.call('/functions/v1/admin-activity', { limit: 10 }, bank.admin)).body as { entries: { action: string; adminName: string; targetUserName: string; details: { amount?: { minor: number; signed: boolean } } }[] };
    const loanEntries = entries.filter((e) => e.action.startsWith('LOAN_'));
    expect(loanEntries.map((e) => [e.action, e.targetUserName, e.details.amount?.minor, e.details.amount?.signed])).toEqual([
      ['LOAN_DISBURSED', 'Alice Adams', 120_000, true], ['LOAN_APPROVED', 'Alice Adams', 120_000, false], ['LOAN_RECOMMENDED', 'Alice Adams', 120_000, false],
    ]);
  });

  it('says which instalments an extra payment covered: the next one early, or the last ones to shorten the loan', async () => {
    const bank = await loanBank();
    const loanId = await disbursedLoan(bank);
    const [first, , , , , last] = (await bank.call('/functions/v1/loans-mine', {}, bank.alice.token)).body.loans[0].instalments as { dueDate: string; principalMinor: number; interestMinor: number }[];
    const whole = first!.principalMinor + first!.interestMinor;
    const early = await repay(bank, loanId, { mode: 'amount', amount: (whole / 100).toFixed(2), prepay: 'next' });
    expect(early.body.covered).toEqual([{ number: 1, dueDate: first!.dueDate, amountMinor: whole, settled: true }]);
    expect(early.body.loan.instalments[0]).toMatchObject({ status: 'paid', owedMinor: 0 });
    expect(early.body.loan).toMatchObject({ instalmentsLeft: 5, endsOn: last!.dueDate });

    const shorter = await repay(bank, loanId, { mode: 'amount', amount: (last!.principalMinor / 100).toFixed(2), prepay: 'shorten' });
    expect(shorter.body.covered).toEqual([{ number: 6, dueDate: last!.dueDate, amountMinor: last!.principalMinor, settled: true }]);
    expect(shorter.body.loan.instalments[5]).toMatchObject({ status: 'paid' });
    expect(shorter.body.loan.instalmentsLeft).toBe(4);
    expect(shorter.body.loan.endsOn).toBe(shorter.body.loan.instalments[4].dueDate);
    expect(await bank.book()).toBe(0);
  });
});

describe('the demo seed', () => {
  it('gives a demo customer a personal loan whose past instalments were collected, with the book still at zero', async () => {
    const bank = await loanBank();
    const customers = [{ firstName: 'Dana', lastName: 'Demo', email: 'dana.demo@tmb.test', seed: 2011 }];
    await seedDemo(bank.ctx, customers, { from: '2025-01', to: '2025-06' });
    const view = await bank.ctx.live.catchUp();
    const loan = [...view.loans.values()].find((l) => l.customerName === 'Dana Demo')!;
    expect(loan.status).toBe('active');
    expect(loan.steps.map((s) => s.step)).toEqual(['applied', 'recommended', 'approved', 'disbursed']);
    expect(loan.instalments.filter((i) => i.fellDue)).toHaveLength(8);
    expect(loan.instalments.filter((i) => i.principalPaid === i.principal && i.fellDue).length).toBeGreaterThan(0);
    expect([...view.book.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });
});
