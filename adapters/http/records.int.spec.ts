// Proves customer-records and admin-credit-score in process: dashboard projections from the log, the credit score on file, card freeze as events, history and statements that reconcile, the mailed statement and the demo seed.
import { describe, expect, it } from 'vitest';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { decideUser } from '../../domain/user/decider.ts';
import { foldUser } from '../../domain/user/state.ts';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import { DEMO_PASSWORD, DEMO_PIN, seedDemo } from '../bank/demo-seed.ts';

async function customerBank() {
  const bank = await testBank();
  const signup = await bank.call('/functions/v1/auth-signup', signupPayload());
  const admin = await bank.call('/functions/v1/auth-login', ADMIN);
  return { ...bank, token: signup.body.session.access_token as string, userId: signup.body.user.id as string, adminToken: admin.body.session.access_token as string };
}

type Bank = Awaited<ReturnType<typeof customerBank>>;

/** Money arrives the way the bank confirms a deposit (an admin action in the money branch). */
async function deposit(bank: Bank, amount: number, id: string) {
  const at = bank.clock.now().toISOString();
  await runCommand(bank.ctx.store, { actor: 'admin', at }, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(bank.userId));
    const events = decideUser({ type: 'ConfirmDeposit', depositId: id, currency: 'USD', amount, method: 'cash', actor: { id: 'admin', name: 'Admin', role: 'admin' }, at }, foldUser(loaded.events));
    return { appends: [{ streamId: loaded.streamId, events }], result: null };
  });
}

const records = (bank: Bank, body: object, token = bank.token) => bank.call('/functions/v1/customer-records', body, token);

describe('customer-records', () => {
  it('answers the dashboard from the log: no score on file, this month, recent rows, the card', async () => {
    const bank = await customerBank();
    const empty = await records(bank, { action: 'dashboard' });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ creditScore: null, transactions: [], summary: { income: '0.00', expenses: '0.00', savings: '0.00' } });
    expect(empty.body.cards[0]).toMatchObject({ brand: 'Discover', holder: 'GRACE HOPPER', status: 'active', frozen: false });
    for (let i = 0; i < 10; i += 1) await deposit(bank, 1000 + i, `d${i}`);
    const full = await records(bank, { action: 'dashboard' });
    expect(full.body.transactions).toHaveLength(8);
    expect(full.body.transactions[0]).toMatchObject({ id: 'd9', type: 'credit', amount: '10.09', status: 'completed' });
    expect(full.body.summary.income).toBe('100.45');
  });

  it('lets only an administrator record a credit score, and shows its band', async () => {
    const bank = await customerBank();
    const factors = { paymentHistory: 98, utilization: 15, age: 92, mix: 85, inquiries: 95 };
    expect((await bank.call('/functions/v1/admin-credit-score', { userId: bank.userId, score: 860, factors, bureau: 'Experian', reportDate: '2020-01-15' }, bank.token)).status).toBe(403);
    expect((await bank.call('/functions/v1/admin-credit-score', { userId: bank.userId, score: 860, factors, bureau: 'Experian', reportDate: '2020-01-15' }, bank.adminToken)).status).toBe(200);
    const dashboard = await records(bank, { action: 'dashboard' });
    expect(dashboard.body.creditScore).toMatchObject({ score: 860, max: 900, band: 'Exceptional', factors });
    expect((await bank.call('/functions/v1/admin-credit-score', { userId: 'nobody', score: 700, factors, bureau: 'Experian', reportDate: '2020-01-15' }, bank.adminToken)).status).toBe(404);
  });

  it('records a score only with its bureau and a report date no later than today, as an event naming the admin', async () => {
    const bank = await customerBank();
    const factors = { paymentHistory: 90, utilization: 20, age: 70, mix: 60, inquiries: 80 };
    const entry = (over: Record<string, unknown>) => bank.call('/functions/v1/admin-credit-score', { userId: bank.userId, score: 712, factors, bureau: 'Equifax', reportDate: '2020-03-01', ...over }, bank.adminToken);
    expect((await entry({ bureau: '  ' })).body).toMatchObject({ status: 400, detail: 'The credit bureau is required.' });
    expect((await entry({ reportDate: '2999-01-01' })).body).toMatchObject({ status: 400, detail: 'The report date must be a date no later than today.' });
    expect((await entry({ score: 299 })).status).toBe(400);
    expect((await records(bank, { action: 'dashboard' })).body.creditScore).toBeNull();
    expect((await entry({})).status).toBe(200);
    expect((await records(bank, { action: 'dashboard' })).body.creditScore).toMatchObject({ score: 712, band: 'Good', bureau: 'Equifax', report_date: '2020-03-01' });
    const recorded = (await bank.store.readStream(userStream(bank.userId))).filter((e) => e.type === 'CreditScoreRecorded');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ score: 712, bureau: 'Equifax', reportDate: '2020-03-01', by: expect.any(String) });
    expect((recorded[0]!.data as { by: string }).by).not.toBe(bank.userId);
  });

  it('freezes and unfreezes the customer own card as events; another card id is refused', async () => {
    const bank = await customerBank();
    const cardId = (await records(bank, { action: 'dashboard' })).body.cards[0].id as string;
    const frozen = await records(bank, { action: 'freeze_card', cardId });
    expect(frozen.body.cards[0]).toMatchObject({ status: 'frozen', frozen: true });
    const events = await bank.store.readStream(userStream(bank.userId));
    expect(events.at(-1)?.type).toBe('CardFrozen');
    expect((await records(bank, { action: 'unfreeze_card', cardId })).body.cards[0].frozen).toBe(false);
    expect((await records(bank, { action: 'freeze_card', cardId: 'someone-else' })).status).toBe(404);
    expect((await records(bank, { action: 'request_card', kind: 'new' })).status).toBe(200);
    expect((await records(bank, { action: 'request_card', kind: 'new' })).body.detail).toBe('A new card has already been requested.');
  });

  it('serves the full history and statements whose closing balance is the balance', async () => {
    const bank = await customerBank();
    await deposit(bank, 12_345, 'd1');
    const history = await records(bank, { action: 'history' });
    expect(history.body.transactions).toHaveLength(1);
    const statement = await records(bank, { action: 'statement' });
    expect(statement.body.statement).toMatchObject({ closingBalance: '123.45', totalCredits: '123.45', transactionCount: 1, status: 'current' });
    expect(statement.body.statement.lines[0]).toMatchObject({ balance: '123.45', reference: 'd1' });
    expect((await records(bank, { action: 'statement', period: '1999-01' })).status).toBe(404);
  });

  it('refuses an administrator and anyone signed out', async () => {
    const bank = await customerBank();
    expect((await records(bank, { action: 'dashboard' }, bank.adminToken)).status).toBe(403);
    expect((await bank.call('/functions/v1/customer-records', { action: 'dashboard' })).status).toBe(401);
  });
});

describe('card details after PIN step-up', () => {
  it('refuses a wrong PIN, then shows a Luhn-valid number ending in the issued digits; the log holds only ciphertext', async () => {
    const bank = await customerBank();
    const card = (await records(bank, { action: 'dashboard' })).body.cards[0];
    const wrong = await records(bank, { action: 'reveal_card', cardId: card.id, pin: '0000' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Wrong PIN. Please enter your correct transaction PIN.' } });
    const shown = await records(bank, { action: 'reveal_card', cardId: card.id, pin: '1357' });
    expect(shown.status).toBe(200);
    expect(shown.body.number).toMatch(new RegExp(`^6011 \\d{4} \\d{4} ${card.last4}$`));
    expect(shown.body.cvv).toMatch(/^\d{3}$/);
    const again = await records(bank, { action: 'reveal_card', cardId: card.id, pin: '1357' });
    expect(again.body).toMatchObject({ number: shown.body.number, cvv: shown.body.cvv });
    const log = JSON.stringify(await bank.store.readAll({ after: 0, limit: 10_000 }));
    expect(log).not.toContain(shown.body.number.replaceAll(' ', ''));
    expect(log).toContain('CardSecretsSealed');
  });

  it('locks reveals at the fifth wrong PIN in a row', async () => {
    const bank = await customerBank();
    const cardId = (await records(bank, { action: 'dashboard' })).body.cards[0].id;
    for (let i = 0; i < 4; i += 1) expect((await records(bank, { action: 'reveal_card', cardId, pin: '0000' })).status).toBe(401);
    expect(await records(bank, { action: 'reveal_card', cardId, pin: '0000' })).toMatchObject({ status: 423, body: { detail: 'Too many wrong PINs. Please try again in 15 minutes.' } });
    expect((await records(bank, { action: 'reveal_card', cardId, pin: '1357' })).status).toBe(423);
  });
});

describe('statement e-mail and demo seed', () => {
  it('mails the statement rows through the mailer and refuses an unknown period', async () => {
    const bank = await customerBank();
    await deposit(bank, 5000, 'dep-mail');
    const period = bank.clock.now().toISOString().slice(0, 7);
    expect((await records(bank, { action: 'email_statement', email: '', period, format: 'pdf' })).status).toBe(400);
    expect((await records(bank, { action: 'email_statement', email: 'grace@example.com', period: '1999-01', format: 'csv' })).status).toBe(404);
    expect((await records(bank, { action: 'email_statement', email: 'grace@example.com', period, format: 'csv' })).body).toEqual({ success: true });
    const mailbox = bank.ctx.money.mailbox!;
    expect(mailbox.to('grace@example.com')[0]?.text).toContain('dep-mail');
  });

  it('seeds the demo customers once, with balanced history that matches their balance', async () => {
    const bank = await testBank();
    const customers = [{ firstName: 'Demo', lastName: 'One', email: 'demo.one@tmb.test', seed: 7 }];
    const [first] = await seedDemo(bank.ctx, customers, { from: '2025-01', to: '2025-03' });
    expect(first?.created).toBe(true);
    expect(first?.transactions).toBeGreaterThanOrEqual(30);
    expect((await seedDemo(bank.ctx, customers, { from: '2025-01', to: '2025-03' }))[0]?.created).toBe(false);
    const view = await bank.ctx.live.catchUp();
    const total = [...view.book.values()].reduce((sum, amount) => sum + amount, 0);
    expect(total).toBe(0);
    const login = await bank.call('/functions/v1/auth-login', { email: 'demo.one@tmb.test', password: DEMO_PASSWORD, pin: DEMO_PIN });
    const statement = await bank.call('/functions/v1/customer-records', { action: 'statement' }, login.body.session.access_token);
    expect(statement.body.statement.closingBalance).toBe(login.body.user.account_balance);
  });
});
