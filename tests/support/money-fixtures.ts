/** Two funded customers of an in-process bank and short-hands for the transfer steps, shared by the money tests. */
import { randomUUID } from 'node:crypto';
import { ADMIN, signupPayload, testBank, type TestBankOptions } from './test-bank.ts';
import type { EventStore } from '../../adapters/store/types.ts';

export const VALID_BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

export type Bank = Awaited<ReturnType<typeof testBank>>;

export async function moneyBank(store?: EventStore, options: TestBankOptions = {}) {
  const bank = await testBank(store, options);
  const admin = (await bank.call('/functions/v1/auth-login', { email: ADMIN.email, password: ADMIN.password, pin: ADMIN.pin })).body.session.access_token as string;
  await bank.call('/functions/v1/admin-membership', { action: 'issue', number: 'TMB-TEST-0002' }, admin);
  const alice = (await bank.call('/functions/v1/auth-signup', signupPayload({ firstName: 'Alice', lastName: 'Adams', email: 'alice@example.com' }))).body;
  const bob = (await bank.call('/functions/v1/auth-signup', signupPayload({ membershipNumber: 'TMB-TEST-0002', firstName: 'Bob', lastName: 'Brown', email: 'bob@example.com', pin: '2468', confirmPin: '2468' }))).body;
  const fund = (userId: string, currency: 'USD' | 'BTC', amount: string) =>
    bank.call('/functions/v1/admin-adjust-balance', { userId, currency, amount, reason: 'Opening balance for tests' }, admin);
  await fund(alice.user.id, 'USD', '1000.00');
  await fund(alice.user.id, 'BTC', '0.50000000');
  return {
    ...bank, admin, fund,
    alice: { id: alice.user.id as string, token: alice.session.access_token as string, accountNumber: alice.user.account_number as string, pin: '1357' },
    bob: { id: bob.user.id as string, token: bob.session.access_token as string, accountNumber: bob.user.account_number as string, pin: '2468' },
  };
}

export const localDetails = (overrides: Record<string, string> = {}) => ({
  recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America', amount: '100.00', description: 'Rent', ...overrides,
});

export const internationalDetails = (overrides: Record<string, string> = {}) => ({
  recipientName: 'Jean Dupont', recipientAddress: '1 Rue de Rivoli', recipientCity: 'Paris', recipientCountry: 'France', accountNumber: 'FR7630006000011234567890189',
  swiftCode: 'bnpafrpp', bankName: 'BNP Paribas', bankAddress: '16 Bd des Italiens, Paris', amount: '200.00', currency: 'EUR', purpose: 'Family Support', description: 'School fees', ...overrides,
});

/** The code in the newest e-mail to this address, read as a customer reads it. */
export function codeFrom(text: string): string {
  const match = /one-time code is (\d{4})/.exec(text);
  if (!match) throw new Error(`No code in: ${text}`);
  return match[1]!;
}

const CODE = /one-time code is (\d{4})/;

/**
 * The code in the newest e-mail to `email` that carries one. Reactors' notices (a standing order
 * set up, a money alert) arrive asynchronously and may be newer than the code a step just sent.
 */
export function newestCodeTo(mailbox: { to(email: string): readonly { text: string }[] }, email: string): string {
  const mail = mailbox.to(email).find((m) => CODE.test(m.text));
  if (!mail) throw new Error(`No e-mail with a code to ${email}`);
  return codeFrom(mail.text);
}

export function steps(bank: Bank) {
  const start = (token: string, kind: string, details: Record<string, string>, transferId?: string) =>
    bank.call('/functions/v1/transfer-start', { kind, details, ...(transferId ? { transferId } : {}) }, token);
  const pin = (token: string, transferId: string, value: string) => bank.call('/functions/v1/transfer-pin', { transferId, pin: value }, token);
  const confirm = (token: string, transferId: string, code: string, key: string = randomUUID()) =>
    bank.call('/functions/v1/transfer-confirm', { transferId, code }, token, 'POST', { 'idempotency-key': key });
  const latestCode = (email: string) => newestCodeTo(bank.mailbox, email);
  const userData = async (token: string) => (await bank.call('/functions/v1/user-sync', { action: 'get_user_data', data: {} }, token)).body.user;
  return { start, pin, confirm, latestCode, userData };
}
