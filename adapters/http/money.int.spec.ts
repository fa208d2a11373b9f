// Proves the money routes in process: every step's messages, the one-time code's binding, tries and expiry, PIN lockout,
// idempotent confirmation, internal transfers crediting the payee atomically, status rules, deposits and their confirmation.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../tests/support/notification-words.ts';
import { changeUserStatusForTest } from '../../tests/support/status.ts';
import { internationalDetails, localDetails, moneyBank, steps, VALID_BTC_ADDRESS } from '../../tests/support/money-fixtures.ts';

// Each test signs up customers (argon2 hashing): generous on a shared, loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe('transfer-start', () => {
  it('answers with the amount, the fee in force and the total, as decimals and minor units', async () => {
    const bank = await moneyBank();
    const { start } = steps(bank);
    const started = await start(bank.alice.token, 'local', localDetails());
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ kind: 'local', currency: 'USD', amount: '100.00', fee: '5.00', total: '105.00', amount_minor: 10000, fee_minor: 500, total_minor: 10500 });
    expect(started.body.recipient).toEqual({ name: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', internal: false });
    expect(started.body.transferId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses each bad field with the specified message, the first as detail', async () => {
    const bank = await moneyBank();
    const { start } = steps(bank);
    const empty = await start(bank.alice.token, 'local', {});
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('Recipient name is required');
    expect(empty.body.errors).toEqual({
      recipientName: 'Recipient name is required', accountNumber: 'Account number must be 10 digits', routingNumber: 'Routing number must be 9 digits',
      bankName: 'Please select a bank', amount: 'Please enter a valid amount', description: 'Description is required',
    });
    const intl = await start(bank.alice.token, 'international', internationalDetails({ recipientCountry: '', swiftCode: 'ABC' }));
    expect(intl.body.errors).toEqual({ recipientCountry: 'Country is required', swiftCode: 'SWIFT code must be 8 to 11 characters' });
    const btc = await start(bank.alice.token, 'bitcoin', { recipientAddress: '1BitcoinEaterAddressDontSendf59kuF', amount: '0', description: '' });
    expect(btc.body.errors).toEqual({ recipientAddress: 'Invalid Bitcoin address format', amount: 'Please enter a valid amount', description: 'Description is required' });
    expect((await start(bank.alice.token, 'bitcoin', { recipientAddress: '', amount: '1', description: 'x' })).body.detail).toBe('Bitcoin address is required');
  });

  it('refuses insufficient funds, the minimum balance and the daily limit with 422', async () => {
    const bank = await moneyBank();
    const { start } = steps(bank);
    const tooMuch = await start(bank.alice.token, 'local', localDetails({ amount: '999.00' }));
    expect(tooMuch).toMatchObject({ status: 422, body: { detail: 'Insufficient funds: the amount plus the $5.00 fee exceeds your available balance of $1,000.00.' } });
    const belowMinimum = await start(bank.alice.token, 'local', localDetails({ amount: '900.00' }));
    expect(belowMinimum).toMatchObject({ status: 422, body: { detail: 'This transfer would take your balance below the minimum balance of $100.00.' } });
    await bank.fund(bank.alice.id, 'USD', '20000.00');
    const overLimit = await start(bank.alice.token, 'local', localDetails({ amount: '10000.00' }));
    expect(overLimit).toMatchObject({ status: 422, body: { detail: 'This transfer would exceed your daily transfer limit of $10,000.00.' } });
  });

  it('refuses an account number that is not at this bank, and one\'s own account', async () => {
    const bank = await moneyBank();
    const { start } = steps(bank);
    const unknown = await start(bank.alice.token, 'local', localDetails({ bankName: 'Trust Microfinance Bank', accountNumber: '0000000001' }));
    expect(unknown).toMatchObject({ status: 400, body: { detail: 'No account with this number exists at Trust Microfinance Bank.' } });
    const own = await start(bank.alice.token, 'local', localDetails({ bankName: 'Trust Microfinance Bank', accountNumber: bank.alice.accountNumber }));
    expect(own.body.detail).toBe('You cannot transfer money to your own account.');
  });
});

describe('PIN step', () => {
  it('checks the PIN shape, refuses a wrong PIN, and e-mails a code with the amount and payee', async () => {
    const bank = await moneyBank();
    const { start, pin } = steps(bank);
    const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
    expect((await pin(bank.alice.token, transferId, '12'))).toMatchObject({ status: 400, body: { detail: 'PIN must be 4 digits' } });
    expect((await pin(bank.alice.token, transferId, '0000'))).toMatchObject({ status: 400, body: { detail: 'Wrong PIN. Please enter your correct transaction PIN.' } });
    const ok = await pin(bank.alice.token, transferId, bank.alice.pin);
    expect(ok.status).toBe(200);
    expect(ok.body.codeSentTo).toBe('a***@example.com');
    const mail = bank.mailbox.list()[0]!;
    expect(mail.to).toBe('alice@example.com');
    expect(mail.text).toMatch(/one-time code is \d{4}/);
    expect(mail.text).toContain('$100.00 (fee $5.00, total $105.00) to Carol Clark (account 1234567890, Bank of America)');
  });

  it('locks after five wrong PINs in a row, even for the right PIN, until 15 minutes pass', async () => {
    const bank = await moneyBank();
    const { start, pin } = steps(bank);
    const { transferId } = (await start(bank.alice.token, 'local', localDetails())).body;
    for (let i = 0; i < 4; i += 1) expect((await pin(bank.alice.token, transferId, '0000')).status).toBe(400);
    expect(await pin(bank.alice.token, transferId, '0000')).toMatchObject({ status: 423, body: { detail: 'Too many wrong PIN attempts. Transfers are locked for 15 minutes.' } });
    expect((await pin(bank.alice.token, transferId, bank.alice.pin)).status).toBe(423);
    bank.clock.advance(15 * 60_000 + 1000);
    expect((await pin(bank.alice.token, transferId, bank.alice.pin)).status).toBe(200);
  });
});

describe('transfer-confirm', () => {
  async function awaitingCode(kind = 'local', details: Record<string, string> = localDetails()) {
    const bank = await moneyBank();
    const s = steps(bank);
    const started = await s.start(bank.alice.token, kind, details);
    expect(started.status).toBe(200);
    await s.pin(bank.alice.token, started.body.transferId, bank.alice.pin);
    return { bank, ...s, transferId: started.body.transferId as string, code: s.latestCode('alice@example.com') };
  }

  it('moves the money once and answers with the receipt; a retry with the same key gives the same receipt', async () => {
    const { bank, confirm, userData, transferId, code } = await awaitingCode();
    const key = randomUUID();
    const first = await confirm(bank.alice.token, transferId, code, key);
    expect(first.status).toBe(200);
    expect(first.body.receipt).toMatchObject({ kind: 'local', status: 'completed', amount: '100.00', fee: '5.00', total: '105.00', newBalance: '895.00', recipientName: 'Carol Clark' });
    expect(first.body.receipt.reference).toMatch(/^TRF-\d{8}-\d{10}$/);
    const retry = await confirm(bank.alice.token, transferId, code, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await userData(bank.alice.token)).account_balance).toBe('895.00');
  });

  it('refuses the same key with another body (409) and a used code with a new key', async () => {
    const { bank, confirm, transferId, code } = await awaitingCode();
    const key = randomUUID();
    expect((await confirm(bank.alice.token, transferId, code, key)).status).toBe(200);
    const other = code === '0000' ? '0001' : '0000';
    expect(await confirm(bank.alice.token, transferId, other, key)).toMatchObject({ status: 409, body: { detail: 'This request was already made with different details. Please start again.' } });
    expect(await confirm(bank.alice.token, transferId, code)).toMatchObject({ status: 400, body: { detail: 'This code has already been used. Please start a new transfer.' } });
  });

  it('requires an idempotency key', async () => {
    const { bank, transferId, code } = await awaitingCode();
    const noKey = await bank.call('/functions/v1/transfer-confirm', { transferId, code }, bank.alice.token);
    expect(noKey).toMatchObject({ status: 400, body: { detail: 'An Idempotency-Key header (a UUID) is required for this request.' } });
  });

  it('counts wrong codes and abandons the transfer at the fifth, which (five in a row for the customer) also locks money movement', async () => {
    const { bank, confirm, transferId, code } = await awaitingCode();
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 4; i += 1) expect(await confirm(bank.alice.token, transferId, wrong)).toMatchObject({ status: 400, body: { detail: 'Invalid OTP. Please try again.' } });
    expect(await confirm(bank.alice.token, transferId, wrong)).toMatchObject({ status: 423, body: { detail: 'Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.' } });
    expect((await confirm(bank.alice.token, transferId, code)).status).toBe(401);
    const again = (await bank.call('/functions/v1/auth-login', { email: 'alice@example.com', password: 'Secret-Harbor-47', pin: bank.alice.pin })).body.session.access_token as string;
    expect((await confirm(again, transferId, code)).body.detail).toBe('This transfer was cancelled. Please start the transfer again.');
    expect((await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, again)).body.user.account_balance).toBe('1000.00');
  });

  it('refuses a code after five minutes', async () => {
    const { bank, confirm, transferId, code } = await awaitingCode();
    bank.clock.advance(5 * 60_000 + 1000);
    expect(await confirm(bank.alice.token, transferId, code)).toMatchObject({ status: 400, body: { detail: 'This code has expired. Please start the transfer again.' } });
  });

  it('refuses a code once the amount was changed after it was sent', async () => {
    const { bank, start, confirm, userData, transferId, code } = await awaitingCode();
    expect((await start(bank.alice.token, 'local', localDetails({ amount: '150.00' }), transferId)).status).toBe(200);
    expect(await confirm(bank.alice.token, transferId, code)).toMatchObject({
      status: 400, body: { detail: 'The amount or recipient changed after this code was sent. Please confirm your PIN again to get a new code.' },
    });
    expect((await userData(bank.alice.token)).account_balance).toBe('1000.00');
  });

  it('credits a customer of this bank in the same step', async () => {
    const bank = await moneyBank();
    const { start, pin, confirm, latestCode, userData } = steps(bank);
    const started = await start(bank.alice.token, 'local', localDetails({ bankName: 'Trust Microfinance Bank', accountNumber: bank.bob.accountNumber, recipientName: 'Bob Brown' }));
    expect(started.body.recipient.internal).toBe(true);
    await pin(bank.alice.token, started.body.transferId, bank.alice.pin);
    const done = await confirm(bank.alice.token, started.body.transferId, latestCode('alice@example.com'));
    expect(done.body.receipt).toMatchObject({ internal: true, newBalance: '895.00' });
    expect((await userData(bank.bob.token)).account_balance).toBe('100.00');
  });

  it('records an international transfer with the international fee', async () => {
    const { bank, confirm, transferId, code } = await awaitingCode('international', internationalDetails());
    const done = await confirm(bank.alice.token, transferId, code);
    expect(done.body.receipt).toMatchObject({ kind: 'international', fee: '15.00', total: '215.00', recipientCountry: 'France', purpose: 'Family Support', recipientCity: 'Paris', swiftCode: 'BNPAFRPP', newBalance: '785.00' });
  });

  it('sends Bitcoin with the network fee, valued at the price recorded when it started', async () => {
    const { bank, confirm, userData, transferId, code } = await awaitingCode('bitcoin', { recipientAddress: VALID_BTC_ADDRESS, amount: '0.1', description: 'Gift' });
    const done = await confirm(bank.alice.token, transferId, code);
    expect(done.body.receipt).toMatchObject({
      kind: 'bitcoin', currency: 'BTC', amount: '0.10000000', networkFee: '0.00001000', total: '0.10001000', walletAddress: VALID_BTC_ADDRESS,
      btcPrice: '60000.00', usdAmount: '6000.00', newBalance: '0.39999000',
    });
    expect((await userData(bank.alice.token)).bitcoin_balance).toBe('0.39999000');
  });

  it('lets fifty concurrent transfers from one account never overdraw it', async () => {
    // Fifty transfers in a row are far beyond a customer's per-hour limits; this test is about overdraft, not throttling.
    const bank = await moneyBank(undefined, { rateLimits: { 'transfer-start': 1000, 'transfer-pin': 1000 } });
    const { start, pin, confirm, userData } = steps(bank);
    const ready: { transferId: string; code: string }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const { transferId } = (await start(bank.alice.token, 'local', localDetails({ amount: '40.00' }))).body;
      await pin(bank.alice.token, transferId, bank.alice.pin);
      ready.push({ transferId, code: steps(bank).latestCode('alice@example.com') });
    }
    const answers = await Promise.all(ready.map((r) => confirm(bank.alice.token, r.transferId, r.code)));
    const done = answers.filter((a) => a.status === 200).length;
    // $1000 less the $100 minimum leaves $900: twenty $45 transfers.
    expect(done).toBe(20);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 422)).toBe(true);
    expect((await userData(bank.alice.token)).account_balance).toBe('100.00');
  }, 120_000);
});

describe('who may move money', () => {
  it('refuses a suspended customer (403) and a pending one sending Bitcoin', async () => {
    const bank = await moneyBank();
    const { start } = steps(bank);
    const { ctx } = bank;
    await changeUserStatusForTest(ctx, bank.alice.id, 'pending');
    expect(await start(bank.alice.token, 'bitcoin', { recipientAddress: VALID_BTC_ADDRESS, amount: '0.1', description: 'x' })).toMatchObject({
      status: 403, body: { detail: 'Bitcoin transfers are not available while your account is pending approval.' },
    });
    expect((await start(bank.alice.token, 'local', localDetails())).status).toBe(200);
    await changeUserStatusForTest(ctx, bank.alice.id, 'suspended');
    expect(await start(bank.alice.token, 'local', localDetails())).toMatchObject({ status: 403, body: { detail: 'Your account is suspended. Please contact support.' } });
  });
});

describe('deposits', () => {
  it('creates a Processing instruction with account details, moves no money until an admin confirms it once', async () => {
    const bank = await moneyBank();
    const { userData } = steps(bank);
    const key = randomUUID();
    const create = () => bank.call('/functions/v1/deposit-create', { method: 'wire', amount: '250.00' }, bank.bob.token, 'POST', { 'idempotency-key': key });
    const made = await create();
    expect(made.status).toBe(200);
    expect(made.body.deposit).toMatchObject({ method: 'wire', amount: '250.00', status: 'Processing' });
    expect(made.body.deposit.accountDetails).toMatchObject({ accountNumber: bank.bob.accountNumber, bankName: 'Trust Microfinance Bank', beneficiaryName: 'Trust Microfinance Bank', accountType: 'Savings', reference: made.body.deposit.reference });
    expect((await create()).body).toEqual(made.body);
    expect((await userData(bank.bob.token)).account_balance).toBe('0.00');
    const listed = await bank.call('/functions/v1/admin-deposits', { action: 'list', status: 'Processing' }, bank.admin);
    expect(listed.body.deposits.map((d: { id: string }) => d.id)).toEqual([made.body.deposit.id]);
    expect((await bank.call('/functions/v1/admin-deposits', { action: 'list' }, bank.bob.token)).status).toBe(403);
    const confirm = () => bank.call('/functions/v1/admin-deposits', { action: 'confirm', depositId: made.body.deposit.id }, bank.admin);
    expect((await confirm()).body.deposit.status).toBe('Completed');
    expect((await confirm()).status).toBe(200);
    expect((await userData(bank.bob.token)).account_balance).toBe('250.00');
  });

  it('refuses amounts under $10.00 and no amount with the specified messages; check deposits show no account details', async () => {
    const bank = await moneyBank();
    const deposit = (body: unknown) => bank.call('/functions/v1/deposit-create', body, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
    expect((await deposit({ method: 'bank', amount: '' })).body.detail).toBe('Please enter a valid deposit amount');
    expect((await deposit({ method: 'bank', amount: '9.99' })).body.detail).toBe('The minimum deposit is $10.00');
    const check = await deposit({ method: 'check', amount: '10.00' });
    expect(check.body.deposit.accountDetails).toBeUndefined();
  });
});

describe('deciding a deposit (issue 13 item 1)', () => {
  async function processing(bank: Awaited<ReturnType<typeof moneyBank>>, amount = '1500.00') {
    const made = await bank.call('/functions/v1/deposit-create', { method: 'bank', amount }, bank.bob.token, 'POST', { 'idempotency-key': randomUUID() });
    return made.body.deposit as { id: string; reference: string };
  }
  const decide = (bank: Awaited<ReturnType<typeof moneyBank>>, body: Record<string, unknown>) => bank.call('/functions/v1/admin-deposits', body, bank.admin);
  const history = async (bank: Awaited<ReturnType<typeof moneyBank>>) => (await bank.call('/functions/v1/customer-records', { action: 'history' }, bank.bob.token)).body.transactions as { id: string; status: string; reference: string }[];
  const notices = async (bank: Awaited<ReturnType<typeof moneyBank>>) => inEnglish((await bank.call('/functions/v1/customer-records', { action: 'notifications' }, bank.bob.token)).body.notifications);

  it('credits the balance once when two administrators (or a double click) confirm at the same time, and tells the customer', async () => {
    const bank = await moneyBank();
    const { userData } = steps(bank);
    const deposit = await processing(bank);
    const answers = await Promise.all([1, 2, 3].map(() => decide(bank, { action: 'confirm', depositId: deposit.id })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.alreadyDecided === false)).toHaveLength(1);
    expect((await userData(bank.bob.token)).account_balance).toBe('1500.00');
    expect((await history(bank)).filter((row) => row.id === deposit.id)).toMatchObject([{ status: 'completed', reference: deposit.reference }]);
    expect((await notices(bank))[0]).toMatchObject({ title: 'Deposit confirmed', message: '$1,500.00 is now in your account' });
    const rejectLater = await decide(bank, { action: 'reject', depositId: deposit.id, reasonCode: 'not_received', note: 'late' });
    expect(rejectLater).toMatchObject({ status: 409, body: { detail: 'This deposit was already confirmed; it cannot be rejected.' } });
  });

  it('rejects with a reason: no money moves, the row is failed, the customer reads the reason but never the admin note, and it can no longer be confirmed', async () => {
    const bank = await moneyBank();
    const { userData } = steps(bank);
    const deposit = await processing(bank, '250.00');
    expect((await decide(bank, { action: 'reject', depositId: deposit.id })).status).toBe(400);
    const rejected = await decide(bank, { action: 'reject', depositId: deposit.id, reasonCode: 'not_received', note: 'Checked the SWIFT inbox twice, internal only' });
    expect(rejected).toMatchObject({ status: 200, body: { alreadyDecided: false, deposit: { status: 'Failed', rejectionReason: 'We did not receive the money for this deposit.' } } });
    expect((await userData(bank.bob.token)).account_balance).toBe('0.00');
    expect((await history(bank)).filter((row) => row.id === deposit.id)).toMatchObject([{ status: 'failed', reference: deposit.reference }]);
    const notice = (await notices(bank))[0]!;
    expect(notice).toMatchObject({ title: 'Deposit not completed', message: 'Your $250.00 deposit was not completed: We did not receive the money for this deposit.' });
    expect(JSON.stringify(await notices(bank))).not.toContain('SWIFT inbox');
    expect((await decide(bank, { action: 'confirm', depositId: deposit.id })).status).toBe(409);
    expect((await decide(bank, { action: 'list', status: 'Processing' })).body.deposits).toEqual([]);
    expect((await decide(bank, { action: 'list', status: 'Failed' })).body.deposits).toMatchObject([{ id: deposit.id, userName: 'Bob Brown' }]);
    expect((await bank.call('/functions/v1/admin-deposits', { action: 'reject', depositId: deposit.id, reasonCode: 'not_received' }, bank.bob.token)).status).toBe(403);
  });

  it('logs each decision naming the customer with the amount as money and the reference', async () => {
    const bank = await moneyBank();
    const deposit = await processing(bank);
    await decide(bank, { action: 'confirm', depositId: deposit.id });
    await bank.call('/functions/v1/admin-adjust-balance', { userId: bank.bob.id, currency: 'USD', amount: '1500.00', reason: 'Goodwill' }, bank.admin);
    const { entries } = (await bank.call('/functions/v1/admin-activity', { limit: 10 }, bank.admin)).body;
    expect(entries[0]).toMatchObject({ action: 'BALANCE_ADJUSTED', targetUserName: 'Bob Brown', targetUserEmail: expect.stringContaining('@'), targetAccountNumber: bank.bob.accountNumber, details: { amount: { minor: 150_000, currency: 'USD', signed: true }, reason: 'Goodwill' } });
    expect(entries[1]).toMatchObject({ action: 'DEPOSIT_CONFIRMED', targetUserName: 'Bob Brown', details: { amount: { minor: 150_000, currency: 'USD', signed: true }, reference: deposit.reference } });
    // Money crosses the wire as a figure with its currency, never a bare number of cents: the page words it (ui/pages/admin/activity-text.ts).
    expect(JSON.stringify(entries)).not.toMatch(/"amount":\d/);
  });
});

describe('admin balance adjustment', () => {
  it('needs a reason and refuses to overdraw', async () => {
    const bank = await moneyBank();
    const adjust = (body: Record<string, string>) => bank.call('/functions/v1/admin-adjust-balance', { userId: bank.bob.id, currency: 'USD', ...body }, bank.admin);
    expect((await adjust({ amount: '5.00', reason: ' ' })).body.detail).toBe('A reason is required for a balance adjustment.');
    expect((await adjust({ amount: '-5.00', reason: 'Correction' })).status).toBe(422);
    expect((await adjust({ amount: '5.00', reason: 'Correction' })).body.user.account_balance).toBe('5.00');
    expect((await bank.call('/functions/v1/admin-adjust-balance', { userId: bank.bob.id, currency: 'USD', amount: '5', reason: 'x' }, bank.bob.token)).status).toBe(403);
  });
});

describe('Bitcoin price and mailbox', () => {
  it('serves the price from the first source', async () => {
    const bank = await moneyBank();
    const price = await bank.call('/api/bitcoin-price', undefined, undefined, 'GET');
    expect(price.body).toMatchObject({ price: '60000.00', change24h: '1.50', source: 'coingecko', stale: false, indicative: false });
  });

  it('shows the mailbox newest first, as HTML and JSON', async () => {
    const bank = await moneyBank();
    await bank.ctx.money.mailer.send({ to: 'a@example.com', subject: 'First <b>', text: 'one' });
    await bank.ctx.money.mailer.send({ to: 'a@example.com', subject: 'Second', text: 'two' });
    const json = await bank.call('/dev/mailbox.json', undefined, undefined, 'GET');
    expect(json.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First <b>']);
    const html = await (await bank.app.request('/dev/mailbox')).text();
    expect(html).toContain('First &lt;b&gt;');
  });
});
