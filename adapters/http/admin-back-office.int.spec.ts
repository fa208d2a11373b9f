// Proves the back office's functions in process: every one refuses a customer (403), the toggle, the Edit
// dialog's changes as events, journal entries posted, corrected and reversed (never overdrawn), freezes,
// settings in force at once, the audit list and replay, the contact inbox and the demo-only reset.
import { describe, expect, it } from 'vitest';
import { ADMIN, signupPayload, testBank } from '../../tests/support/test-bank.ts';

const ADMIN_FUNCTIONS: [string, unknown][] = [
  ['admin-users', { action: 'list' }],
  ['admin-transactions', { action: 'list' }],
  ['admin-accounts', { action: 'list' }],
  ['admin-settings', { action: 'get' }],
  ['admin-audit', { action: 'list' }],
  ['admin-messages', { action: 'list' }],
  ['admin-dashboard', {}],
  ['admin-notifications', {}],
  ['admin-activity', {}],
  ['admin-demo-reset', {}],
  ['admin-overview', {}],
  ['admin-membership', { action: 'list' }],
  ['admin-deposits', { action: 'list' }],
  ['admin-adjust-balance', { userId: 'x', currency: 'USD', amount: '1.00', reason: 'r' }],
  ['admin-credit-score', { userId: 'x', score: 700, factors: { paymentHistory: 1, utilization: 1, age: 1, mix: 1, inquiries: 1 } }],
  ['admin-demo-seed', {}],
];

async function bankWithCustomer() {
  const bank = await testBank();
  const signup = await bank.call('/functions/v1/auth-signup', signupPayload());
  const admin = await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin });
  const adminToken = admin.body.session.access_token as string;
  const customerToken = signup.body.session.access_token as string;
  const userId = signup.body.user.id as string;
  const as = (name: string, body: unknown, token = adminToken) => bank.call(`/functions/v1/${name}`, body, token);
  return { ...bank, adminToken, customerToken, userId, as };
}

describe('admin authorisation', () => {
  it('refuses a customer on every admin function with 403, and an anonymous caller with 401', async () => {
    const { as, customerToken, call } = await bankWithCustomer();
    for (const [name, body] of ADMIN_FUNCTIONS) {
      expect((await as(name, body, customerToken)).status, name).toBe(403);
      expect((await call(`/functions/v1/${name}`, body)).status, name).toBe(401);
    }
  });
});

describe('the back office\'s activity (issue 26)', () => {
  it('sends kinds, keys and money figures for the dashboard and the activity log, never an English sentence', async () => {
    const { as, userId } = await bankWithCustomer();
    await as('admin-adjust-balance', { userId, currency: 'USD', amount: '12.00', reason: 'Goodwill' });
    await as('admin-settings', { action: 'save', category: 'limits', values: { dailyTransferLimit: '2500.00', monthlyTransferLimit: '100000', dailyWithdrawalLimit: '5000', minimumAccountBalance: '100' } });
    const dashboard = (await as('admin-dashboard', {})).body;
    const activities = dashboard.recentActivity.map((a: { activity: unknown }) => a.activity);
    expect(activities).toHaveLength(2);
    expect(activities).toEqual(expect.arrayContaining([{ kind: 'received', amount: '12.00', currency: 'USD', rowKind: 'adjustment' }, { kind: 'opened' }]));
    expect(dashboard.systemStatus.map((s: { id: string }) => s.id)).toEqual(['api', 'database', 'mailer', 'priceFeed']);
    const [settings, adjusted] = dashboard.adminActivity as unknown[];
    expect(settings).toMatchObject({ action: 'SETTINGS_UPDATED', details: { reason: '', says: { key: 'settingsSaved', category: 'limits' } } });
    expect(adjusted).toMatchObject({ action: 'BALANCE_ADJUSTED', details: { reason: 'Goodwill', amount: { minor: 1200, currency: 'USD', signed: true } } });
    expect(JSON.stringify(dashboard)).not.toMatch(/settings saved|Received \$|Opened an account|Answering requests/);
  });
});

describe('user management', () => {
  it('lists customers with stat cards and toggles suspended <-> active, writing the activity log and history', async () => {
    const { as, userId } = await bankWithCustomer();
    const list = await as('admin-users', { action: 'list', search: 'grace' });
    expect(list.body.stats).toEqual({ total: 1, active: 1, suspended: 0, pending: 0 });
    expect(list.body.rows[0]).toMatchObject({ name: 'Grace Hopper', balance: '0.00', status: 'active' });
    const unexplained = await as('admin-users', { action: 'toggle_status', userId });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body.detail).toBe('Please give a reason for the suspension.');
    const suspended = await as('admin-users', { action: 'toggle_status', userId, reason: 'Card reported stolen' });
    expect(suspended.body.user.status).toBe('suspended');
    expect(suspended.body).toMatchObject({ message: 'User Grace Hopper has been suspended successfully.', messageSaid: { key: 'notices.userSuspended', params: { name: 'Grace Hopper' } } });
    expect((await as('admin-users', { action: 'toggle_status', userId })).body.user.status).toBe('active');
    const log = await as('admin-activity', {});
    expect(log.body.entries.map((e: { action: string }) => e.action)).toEqual(['USER_ACTIVATED', 'USER_SUSPENDED']);
    const details = await as('admin-users', { action: 'details', userId });
    expect(details.body.suspensionHistory.map((e: { action: string }) => e.action)).toEqual(['activated', 'suspended']);
    expect(details.body.suspensionHistory[1].reason).toBe('Card reported stolen');
    expect((await as('admin-users', { action: 'list', status: 'suspended' })).body.total).toBe(0);
  });

  it('edits name, phone and email atomically; refuses role and account-number changes and empty names', async () => {
    const { as, userId, call } = await bankWithCustomer();
    const row = (await as('admin-users', { action: 'list' })).body.rows[0];
    const base = { action: 'update', userId, fullName: 'Grace B. Hopper', email: 'grace.h@example.com', phone: '555-0199', accountNumber: row.accountNumber, status: 'active', role: 'user' };
    expect((await as('admin-users', { ...base, fullName: ' ' })).body.detail).toBe('Name and email cannot be empty.');
    expect((await as('admin-users', { ...base, role: 'admin' })).status).toBe(400);
    expect((await as('admin-users', { ...base, accountNumber: '1234567890' })).status).toBe(400);
    const edited = await as('admin-users', base);
    expect(edited.body.user).toMatchObject({ firstName: 'Grace', lastName: 'B. Hopper', email: 'grace.h@example.com', phone: '555-0199' });
    expect((await call('/functions/v1/auth-login', { email: 'grace.h@example.com', password: 'Secret-Harbor-47', pin: '1357' })).status).toBe(200);
    expect((await call('/functions/v1/auth-login', { email: 'grace@example.com', password: 'Secret-Harbor-47', pin: '1357' })).status).toBe(401);
  });
});

describe('transaction management', () => {
  it('posts a deposit, refuses an overdrawing withdrawal, corrects and reverses with the original kept', async () => {
    const { as, userId } = await bankWithCustomer();
    const created = await as('admin-transactions', { action: 'create', userId, type: 'deposit', amount: '250.00', status: 'completed' });
    expect(created.status).toBe(200);
    const id = created.body.transaction.id as string;
    const balance = async () => (await as('admin-users', { action: 'list' })).body.rows[0].balance;
    expect(await balance()).toBe('250.00');
    const overdraw = await as('admin-transactions', { action: 'create', userId, type: 'withdrawal', amount: '250.00', fee: '0.01', status: 'completed' });
    expect(overdraw.status).toBe(422);
    expect(await balance()).toBe('250.00');
    await as('admin-transactions', { action: 'update', transactionId: id, amount: '200.00', status: 'completed', reason: 'typo' });
    expect(await balance()).toBe('200.00');
    expect((await as('admin-transactions', { action: 'delete', transactionId: id, reason: 'duplicate' })).status).toBe(200);
    expect(await balance()).toBe('0.00');
    const list = await as('admin-transactions', { action: 'list' });
    expect(list.body.total).toBe(3);
    expect(list.body.rows.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'reversed', editable: false });
    expect((await as('admin-transactions', { action: 'delete', transactionId: id })).status).toBe(409);
    expect((await as('admin-transactions', { action: 'create', userId: 'nobody', type: 'deposit', amount: '1', status: 'completed' })).body.detail).toBe('Selected user not found');
    expect((await as('admin-transactions', { action: 'create', userId, type: 'deposit', amount: '', status: 'completed' })).body.detail).toBe('Please fill in all required fields');
  });

  it('exports the filtered rows to CSV', async () => {
    const { as, userId } = await bankWithCustomer();
    await as('admin-transactions', { action: 'create', userId, type: 'deposit', amount: '10.00', status: 'completed', description: '=cmd' });
    const exported = await as('admin-transactions', { action: 'export' });
    expect(exported.body.count).toBe(1);
    expect(exported.body.filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.body.csv.split('\r\n')[1]).toContain("'=cmd");
  });
});

describe('accounts and settings', () => {
  it('freezes an account so admin debits are refused, and unfreezes it', async () => {
    const { as, userId } = await bankWithCustomer();
    await as('admin-transactions', { action: 'create', userId, type: 'deposit', amount: '50.00', status: 'completed' });
    expect((await as('admin-accounts', { action: 'freeze', userId, frozen: true, reason: 'fraud check' })).body.account.status).toBe('frozen');
    const debit = await as('admin-transactions', { action: 'create', userId, type: 'withdrawal', amount: '5.00', status: 'completed' });
    expect(debit.status).toBe(403);
    await as('admin-accounts', { action: 'freeze', userId, frozen: false });
    expect((await as('admin-transactions', { action: 'create', userId, type: 'withdrawal', amount: '5.00', status: 'completed' })).status).toBe(200);
    expect((await as('admin-accounts', { action: 'list' })).body.summary).toMatchObject({ totalAccounts: 1, totalBalance: '45.00', frozen: 0 });
  });

  it('saves a settings tab, in force at once, with Last updated by and history', async () => {
    const { as } = await bankWithCustomer();
    const saved = await as('admin-settings', { action: 'save', category: 'limits', values: { dailyTransferLimit: '2500.00', monthlyTransferLimit: '100000', dailyWithdrawalLimit: '5000', minimumAccountBalance: '100' } });
    expect(saved.body.message).toBe('Settings saved successfully and applied to the system!');
    expect(saved.body.settings.limits.dailyTransferLimit).toBe('2500.00');
    expect(saved.body.updatedBy).toBe('Administrator');
    expect(saved.body.history).toHaveLength(1);
    const bad = await as('admin-settings', { action: 'save', category: 'security', values: { sessionTimeout: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Session Timeout must be a whole number from 1 to 1440');
    expect(bad.body.errors).toEqual({ sessionTimeout: 'Session Timeout must be a whole number from 1 to 1440' });
  });
});

describe('audit history', () => {
  it('lists events with who did them and replays to before a change', async () => {
    const { as, userId } = await bankWithCustomer();
    await as('admin-transactions', { action: 'create', userId, type: 'deposit', amount: '100.00', status: 'completed', reason: 'branch cash' });
    const before = (await as('admin-audit', { action: 'list', type: 'AdminTransactionPosted' })).body;
    expect(before.rows[0]).toMatchObject({ type: 'AdminTransactionPosted', actorName: 'Administrator', reason: 'branch cash' });
    const position = before.rows[0].position as number;
    await as('admin-users', { action: 'toggle_status', userId, reason: 'audit replay test' });
    const then = await as('admin-audit', { action: 'replay', point: { position } });
    expect(then.body.snapshot.users.find((u: { id: string }) => u.id === userId)).toMatchObject({ usd: 10000, status: 'active' });
    const earlier = await as('admin-audit', { action: 'replay', point: { position: position - 1 } });
    expect(earlier.body.snapshot.users.find((u: { id: string }) => u.id === userId)).toMatchObject({ usd: 0 });
    const diff = await as('admin-audit', { action: 'diff', from: { position: position - 1 }, to: { position: 10_000 } });
    const fields = diff.body.diff.users.find((u: { id: string }) => u.id === userId).fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(['status', 'usd']);
    const secrets = await as('admin-audit', { action: 'list', type: 'CredentialsSet' });
    expect(JSON.stringify(secrets.body.rows)).not.toContain('$argon2');
  });
});

describe('contact inbox and demo reset', () => {
  it('stores a public contact message for the admin inbox', async () => {
    const { as, call } = await bankWithCustomer();
    expect((await call('/functions/v1/contact-message', { name: '', email: 'a@b.co', subject: 'loan', message: 'hi' })).body.detail).toBe('Name is required');
    const sent = await call('/functions/v1/contact-message', { name: 'Ada', email: 'ada@example.com', subject: 'loan', message: 'Hello' });
    expect(sent.body.message).toBe('Thank you! Your message has been sent successfully.');
    const inbox = await as('admin-messages', { action: 'list' });
    expect(inbox.body).toMatchObject({ unread: 1, total: 1 });
    await as('admin-messages', { action: 'read', messageId: inbox.body.rows[0].messageId });
    expect((await as('admin-messages', { action: 'list' })).body.unread).toBe(0);
  });

  it('refuses Clear All Users outside demo mode; in demo mode closes the epoch and frees the e-mail', async () => {
    const bank = await bankWithCustomer();
    expect((await bank.as('admin-demo-reset', {})).status).toBe(403);
    bank.ctx.features = { demoMode: true, mailerConfigured: false, priceFeedConfigured: false };
    expect((await bank.as('admin-demo-reset', {})).body.cleared).toBe(1);
    expect((await bank.as('admin-users', { action: 'list' })).body.stats.total).toBe(0);
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data' }, bank.customerToken)).status).toBe(401);
  });
});

describe('system status', () => {
  const priceFeed = async (bank: Awaited<ReturnType<typeof testBank>>, token: string) => {
    const { body } = await bank.call('/functions/v1/admin-dashboard', {}, token);
    return (body.systemStatus as { id: string; status: string; lastGood?: unknown }[]).find((s) => s.id === 'priceFeed');
  };
  const adminToken = async (bank: Awaited<ReturnType<typeof testBank>>) =>
    (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;

  it('says the price feed is degraded, with the last good price\'s age, while every source fails, and down while none ever answered (issue 26 item 7)', async () => {
    let sourcesUp = true;
    const bank = await testBank(undefined, { priceFetch: async () => {
      if (!sourcesUp) throw new Error('network down');
      return { ok: true, json: async () => ({ bitcoin: { usd: 60_000, usd_24h_change: 1 } }) };
    } });
    bank.ctx.features = { demoMode: false, mailerConfigured: false, priceFeedConfigured: true };
    const token = await adminToken(bank);
    expect(await priceFeed(bank, token)).toMatchObject({ status: 'operational', lastGood: { source: 'coingecko', ageMinutes: 0 } });
    sourcesUp = false;
    bank.clock.advance(2 * 60_000);
    expect(await priceFeed(bank, token)).toMatchObject({ status: 'degraded', lastGood: { source: 'coingecko', ageMinutes: 2 } });

    const never = await testBank(undefined, { priceFetch: async () => { throw new Error('network down'); } });
    never.ctx.features = { demoMode: false, mailerConfigured: false, priceFeedConfigured: true };
    expect(await priceFeed(never, await adminToken(never))).toMatchObject({ status: 'down', lastGood: null });
  });
});
