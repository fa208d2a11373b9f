// Proves, through the HTTP API of an in-process bank, that a payee is saved only with the PIN and its e-mailed code, that a
// new payee's large transfer waits the cooling-off and says until when, details never saved or paid included, and that
// standing orders are created and resumed with the PIN and an e-mailed code (the owner told), refused at creation for what
// their run would refuse, made by the scheduled job through the transfer rules exactly once (a second run does nothing),
// skipped with an e-mail when funds fall short or money movement is locked, paused and cancelled by the customer and seen
// by the back office.
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../tests/support/notification-words.ts';
import { payeesStream } from '../../domain/payees/payees.ts';
import { standingOrderJob } from '../bank/standing-order-job.ts';
import { createTokenIssuer } from '../security/tokens.ts';
import { localDetails, moneyBank, newestCodeTo, steps } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
const carol = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' };

async function payeeBank() {
  const bank = await moneyBank();
  const payees = (body: Record<string, unknown>, token = bank.alice.token) => bank.call('/functions/v1/payees', body, token);
  const orders = (body: Record<string, unknown>, token = bank.alice.token) => bank.call('/functions/v1/standing-orders', body, token);
  const code = () => newestCodeTo(bank.mailbox, 'alice@example.com');
  const addCarol = async () => {
    const requested = await payees({ action: 'request', kind: 'local', nickname: 'Carol', details: carol, pin: bank.alice.pin });
    return payees({ action: 'confirm', changeId: requested.body.changeId, code: code() });
  };
  /** Sessions end with time: after moving the clock by days, Alice signs in again. */
  const signInAgain = async () => {
    const login = await bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: bank.alice.pin });
    if (!login.body.session) throw new Error(JSON.stringify(login.body));
    bank.alice.token = login.body.session.access_token as string;
  };
  // Tokens age with the bank's clock, as on the time-travel server, so a session can outlive a moved clock.
  bank.ctx.tokens = createTokenIssuer('test-secret', () => bank.clock.now().getTime());
  await signInAgain();
  /** Sets up an order: the terms with the PIN, then the e-mailed code; answers the confirm. */
  const createOrder = async (order: Record<string, unknown>) => {
    const started = await orders({ action: 'create', pin: bank.alice.pin, ...order });
    if (started.status !== 200) return started;
    return orders({ action: 'confirm', orderId: started.body.orderId, changeId: started.body.changeId, code: code() });
  };
  return { bank, payees, orders, code, addCarol, signInAgain, createOrder };
}

describe('saved payees', () => {
  it('are added only with the right PIN and the e-mailed code, then renamed and deleted', async () => {
    const { bank, payees, code } = await payeeBank();
    expect((await payees({ action: 'request', kind: 'local', nickname: 'Carol', details: { ...carol, accountNumber: '12' }, pin: bank.alice.pin })).body.detail).toBe('Account number must be 10 digits');
    expect((await payees({ action: 'request', kind: 'local', nickname: 'Carol', details: carol, pin: '0000' })).body.detail).toBe('Wrong PIN. Please enter your correct transaction PIN.');
    const requested = await payees({ action: 'request', kind: 'local', nickname: 'Carol', details: carol, pin: bank.alice.pin });
    expect(requested.body).toMatchObject({ success: true, codeSentTo: 'a***@example.com' });
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('Your Trust Microfinance Bank code to add a payee');
    expect((await payees({ action: 'list' })).body.payees).toEqual([]);
    // A payee's code never changes a password or PIN.
    expect((await bank.call('/functions/v1/credential-change', { action: 'confirm', changeId: requested.body.changeId, code: code(), newPin: '1111', confirmPin: '1111' }, bank.alice.token)).status).toBe(404);
    expect((await payees({ action: 'confirm', changeId: requested.body.changeId, code: code() === '0000' ? '0001' : '0000' })).body.detail).toBe('Invalid code. Please try again.');
    const added = await payees({ action: 'confirm', changeId: requested.body.changeId, code: code() });
    expect(added.body.payee).toMatchObject({ nickname: 'Carol', kind: 'local', details: carol });
    expect(added.body.payee.coolingOffUntil).toBe(new Date(Date.parse(added.body.payee.addedAt) + DAY).toISOString());
    expect((await payees({ action: 'list' }, bank.bob.token)).body.payees).toEqual([]);
    const payeeId = added.body.payee.payeeId as string;
    expect((await payees({ action: 'rename', payeeId, nickname: 'Carol (rent)' })).status).toBe(200);
    expect((await payees({ action: 'list' })).body.payees.map((p: { nickname: string }) => p.nickname)).toEqual(['Carol (rent)']);
    expect((await payees({ action: 'delete', payeeId }, bank.bob.token)).status).toBe(404);
    expect((await payees({ action: 'delete', payeeId })).status).toBe(200);
    expect((await payees({ action: 'list' })).body.payees).toEqual([]);
    expect((await bank.store.readStream(payeesStream(bank.alice.id))).map((e) => e.type)).toEqual(['PayeeAddRequested', 'PayeeAdded', 'PayeeRenamed', 'PayeeDeleted']);
  });

  it('make a large first transfer wait the cooling-off, saying until when; small ones and later ones go through', async () => {
    const { bank, addCarol, signInAgain } = await payeeBank();
    const { start } = steps(bank);
    await bank.fund(bank.alice.id, 'USD', '5000.00');
    await addCarol();
    const large = await start(bank.alice.token, 'local', localDetails({ amount: '1500.00' }));
    expect(large.status).toBe(422);
    expect(large.body.detail).toMatch(/^This payee was added recently: transfers above \$1,000\.00 to it are allowed from \w{3} \d+, \d{4}, \d\d:\d\d UTC\.$/);
    expect((await start(bank.alice.token, 'local', localDetails({ amount: '900.00' }))).status).toBe(200);
    bank.clock.advance(DAY + 60_000);
    await signInAgain();
    expect((await start(bank.alice.token, 'local', localDetails({ amount: '1500.00' }))).status).toBe(200);
  });

  it('treat details never saved or paid as a new payee: a large first transfer waits, a small one goes and starts the cooling-off (issue 25 finding 6)', async () => {
    const { bank, signInAgain } = await payeeBank();
    const { start, pin, confirm, latestCode } = steps(bank);
    await bank.fund(bank.alice.id, 'USD', '5000.00');
    const mule = { accountNumber: '9999999999' };
    const large = await start(bank.alice.token, 'local', localDetails({ ...mule, amount: '1500.00' }));
    expect(large).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^This payee was added recently: transfers above \$1,000\.00 to it are allowed from/) } });
    const small = (await start(bank.alice.token, 'local', localDetails({ ...mule, amount: '900.00' }))).body.transferId as string;
    await pin(bank.alice.token, small, bank.alice.pin);
    expect((await confirm(bank.alice.token, small, latestCode('alice@example.com'))).status).toBe(200);
    expect((await start(bank.alice.token, 'local', localDetails({ ...mule, amount: '1500.00' }))).status).toBe(422);
    bank.clock.advance(DAY + 60_000);
    await signInAgain();
    expect((await start(bank.alice.token, 'local', localDetails({ ...mule, amount: '1500.00' }))).status).toBe(200);
  });
});

describe('standing orders', () => {
  it('are made by the scheduled job on their date through the transfer rules, once, and skipped with an e-mail when funds fall short', async () => {
    const { bank, orders, signInAgain, createOrder } = await payeeBank();
    const today = bank.clock.now().toISOString().slice(0, 10);
    const order = { action: 'create', details: { ...carol, routingNumber: '123456789' }, amount: '450.00', description: 'Rent', frequency: 'weekly', startDate: today, count: 3 };
    expect((await orders({ ...order, pin: '0000' })).body.detail).toBe('Wrong PIN. Please enter your correct transaction PIN.');
    expect((await orders({ ...order, startDate: '2020-01-01', pin: bank.alice.pin })).body.detail).toBe('The first payment date cannot be in the past.');
    const created = await createOrder(order);
    expect(created.body.order).toMatchObject({ status: 'active', nextDate: today, amount: '450.00', count: 3 });
    const orderId = created.body.order.orderId as string;
    expect((await orders({ action: 'pause', orderId }, bank.bob.token)).status).toBe(404);
    expect((await orders({ action: 'list' }, bank.bob.token)).body.orders).toEqual([]);
    expect((await bank.call('/functions/v1/admin-standing-orders', { action: 'list' }, bank.alice.token)).status).toBe(403);

    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 1, skipped: 0, failed: 0 });
    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 0, skipped: 0, failed: 0 });
    const balance = async () => (await steps(bank).userData(bank.alice.token)).account_balance_minor;
    expect(await balance()).toBe(1000_00 - 450_00 - 5_00);

    // A week on, $545 cannot cover $450 + $5 above the $100 minimum balance: skipped, and the customer is told.
    bank.clock.advance(7 * DAY);
    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 0, skipped: 1, failed: 0 });
    await signInAgain();
    await bank.ctx.reactors.settled();
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('A standing order payment was not made');
    expect(bank.mailbox.to('alice@example.com')[0]!.text).toContain('minimum balance');
    // What was e-mailed is also listed in the notifications (the Alerts page's promise), its reason the rules' words.
    const notified = inEnglish((await bank.call('/functions/v1/customer-records', { action: 'notifications' }, bank.alice.token)).body.notifications);
    expect(notified.filter((n) => n.title === 'Standing order payment not made').map((n) => n.message)).toEqual([
      expect.stringMatching(/^Your payment of \$450\.00 to Carol \w+ due on \w{3} \d+, \d{4} was not made: .*minimum balance of \$100\.00\.$/),
    ]);
    const listed = (await orders({ action: 'list' })).body.orders[0];
    expect(listed).toMatchObject({ orderId, executed: 1, skipped: 1, last: { outcome: 'skipped', reason: 'insufficient_funds' } });

    expect((await orders({ action: 'cancel', orderId })).body.order).toMatchObject({ status: 'cancelled', nextDate: null });
    bank.clock.advance(7 * DAY);
    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 0, skipped: 0, failed: 0 });
    const admin = (await bank.call('/functions/v1/auth-login', { email: 'admin@tmb.test', password: 'Admin-Passw0rd!', pin: '2468' })).body.session.access_token as string;
    const office = await bank.call('/functions/v1/admin-standing-orders', { action: 'list', userId: bank.alice.id }, admin);
    expect(office.body.orders).toMatchObject([{ orderId, customerEmail: 'alice@example.com', status: 'cancelled', executed: 1, skipped: 1 }]);
  });

  it('catch up after downtime: a recent missed date is made late, an older one is skipped', async () => {
    const { bank, orders, signInAgain, createOrder } = await payeeBank();
    const today = bank.clock.now().toISOString().slice(0, 10);
    const created = await createOrder({ details: carol, amount: '10.00', description: 'Savings', frequency: 'weekly', startDate: today, count: 2 });
    expect(created.status).toBe(200);
    // The server was down for 9 days: the first date is 9 days old (skipped), the second 2 days old (made).
    bank.clock.advance(9 * DAY);
    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 1, skipped: 1, failed: 0 });
    await signInAgain();
    expect((await orders({ action: 'list' })).body.orders[0]).toMatchObject({ status: 'finished', executed: 1, skipped: 1 });
  });

  it('are set up only with the PIN and the e-mailed code, the owner told, and refused at creation for what their run would refuse (issue 25 finding 2)', async () => {
    const { bank, orders, code, createOrder } = await payeeBank();
    await bank.fund(bank.alice.id, 'USD', '5000.00');
    const today = bank.clock.now().toISOString().slice(0, 10);
    const order = { details: carol, amount: '50.00', description: 'Rent', frequency: 'monthly', startDate: today };
    const tomorrow = new Date(bank.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    expect((await createOrder({ ...order, amount: '1000000000.00' })).body.detail).toMatch(/^Insufficient funds/);
    // Starting later, the balance may be topped up by then; the limits hold whatever the balance.
    expect((await createOrder({ ...order, startDate: tomorrow, amount: '1000000000.00' })).body.detail).toBe('This transfer would exceed your daily transfer limit of $10,000.00.');
    const ours = { recipientName: 'Alice Adams', routingNumber: '123456789', bankName: 'Trust Microfinance Bank' };
    expect((await createOrder({ ...order, details: { ...ours, accountNumber: bank.alice.accountNumber } })).body.detail).toBe('You cannot transfer money to your own account.');
    expect((await createOrder({ ...order, details: { ...ours, accountNumber: '5555555555' } })).body.detail).toBe('No account with this number exists at Trust Microfinance Bank.');
    // A new payee's first payment today above the threshold would be refused by the run: refused now, saying until when.
    expect((await createOrder({ ...order, amount: '1500.00' })).body.detail).toMatch(/^This payee was added recently/);
    const started = await orders({ action: 'create', pin: bank.alice.pin, ...order });
    expect(started.body).toMatchObject({ success: true, codeSentTo: 'a***@example.com' });
    expect(bank.mailbox.to('alice@example.com')[0]!.subject).toBe('Your Trust Microfinance Bank code for a standing order');
    expect((await orders({ action: 'list' })).body.orders).toEqual([]);
    const { orderId, changeId } = started.body as { orderId: string; changeId: string };
    expect((await orders({ action: 'confirm', orderId, changeId, code: code() === '0000' ? '0001' : '0000' })).body.detail).toBe('Invalid code. Please try again.');
    expect((await orders({ action: 'confirm', orderId, changeId, code: code() }, bank.bob.token)).status).toBe(404);
    const created = await orders({ action: 'confirm', orderId, changeId, code: code() });
    expect(created.body.order).toMatchObject({ orderId, status: 'active', amount: '50.00' });
    // The set-up e-mail is a reactor's, over the log (adapters/reactors/standing-order-notices.ts): it follows the commit.
    await bank.ctx.reactors.settled();
    const told = bank.mailbox.to('alice@example.com')[0]!;
    expect(told.subject).toBe('A standing order was set up on your account');
    expect(told.text).toContain('A standing order of $50.00 to Carol Clark, every month from');

    // Resuming a paused order needs the PIN and a new code as well.
    expect((await orders({ action: 'pause', orderId })).body.order.status).toBe('paused');
    expect((await orders({ action: 'resume', orderId, pin: '0000' })).body.detail).toBe('Wrong PIN. Please enter your correct transaction PIN.');
    const resume = await orders({ action: 'resume', orderId, pin: bank.alice.pin });
    expect((await orders({ action: 'list' })).body.orders[0].status).toBe('paused');
    expect((await orders({ action: 'confirm', orderId, changeId: resume.body.changeId, code: code() })).body.order).toMatchObject({ status: 'active' });
  });

  it('are refused while money movement is locked: setting one up and resuming one answer 423 (issue 25 finding 2)', async () => {
    const { bank, orders, signInAgain, createOrder } = await payeeBank();
    const tomorrow = new Date(bank.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const created = await createOrder({ details: carol, amount: '50.00', description: 'Rent', frequency: 'weekly', startDate: tomorrow });
    const orderId = created.body.order.orderId as string;
    // Five wrong codes across five restarted transfers lock money movement (DECISIONS 26).
    const { start, pin, confirm, latestCode } = steps(bank);
    for (let i = 0; i < 5; i += 1) {
      const transferId = (await start(bank.alice.token, 'local', localDetails({ amount: '10.00' }))).body.transferId as string;
      await pin(bank.alice.token, transferId, bank.alice.pin);
      await confirm(bank.alice.token, transferId, latestCode('alice@example.com') === '0000' ? '0001' : '0000');
    }
    await signInAgain();
    const LOCKED = 'Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.';
    expect(await orders({ action: 'create', pin: bank.alice.pin, details: carol, amount: '850.00', description: 'x', frequency: 'once', startDate: tomorrow })).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect((await orders({ action: 'pause', orderId })).status).toBe(200);
    expect(await orders({ action: 'resume', orderId, pin: bank.alice.pin })).toMatchObject({ status: 423, body: { detail: LOCKED } });
    expect((await orders({ action: 'list' })).body.orders).toMatchObject([{ orderId, status: 'paused' }]);
  });

  it('made before a lock are skipped by the job while it stands, recorded with the reason and e-mailed', async () => {
    const { bank, orders, signInAgain, createOrder } = await payeeBank();
    const tomorrow = new Date(bank.clock.now().getTime() + DAY).toISOString().slice(0, 10);
    const orderId = (await createOrder({ details: carol, amount: '50.00', description: 'Rent', frequency: 'weekly', startDate: tomorrow })).body.order.orderId as string;
    const { start, pin, confirm, latestCode } = steps(bank);
    for (let i = 0; i < 5; i += 1) {
      const transferId = (await start(bank.alice.token, 'local', localDetails({ amount: '10.00' }))).body.transferId as string;
      await pin(bank.alice.token, transferId, bank.alice.pin);
      await confirm(bank.alice.token, transferId, latestCode('alice@example.com') === '0000' ? '0001' : '0000');
    }
    bank.clock.advance(DAY);
    expect(await standingOrderJob.runDue(bank.ctx, bank.clock.now())).toEqual({ done: 0, skipped: 1, failed: 0 });
    await signInAgain();
    expect((await steps(bank).userData(bank.alice.token)).account_balance).toBe('1000.00');
    expect((await orders({ action: 'list' })).body.orders[0]).toMatchObject({ orderId, executed: 0, skipped: 1, last: { outcome: 'skipped', reason: 'money_locked' } });
    expect((await bank.store.readStream(`standing-order-${orderId}`)).at(-1)).toMatchObject({ type: 'StandingOrderOccurrenceSkipped', data: { reason: 'money_locked' } });
    await bank.ctx.reactors.settled();
    expect(bank.mailbox.to('alice@example.com')[0]!.text).toContain('was not made: Money movement is locked after too many wrong codes.');
  });
});
