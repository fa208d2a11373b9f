/** Sets up end-to-end scenes through the real API (the administrator issues membership numbers, customers open accounts) so each spec can start from the state it needs. */
import type { APIRequestContext } from '@playwright/test';
import { mailboxUrl } from './server-env.ts';

/** The administrator the e2e server is started with (servers.ts). */
export const E2E_ADMIN = { email: 'admin@tmb.test', password: 'Admin-Passw0rd!', pin: '2468' };

export interface Customer {
  email: string;
  password: string;
  pin: string;
  firstName: string;
  lastName: string;
  accountNumber: string;
  userId: string;
}

async function call(request: APIRequestContext, name: string, body: unknown, token?: string) {
  const response = await request.post(`/functions/v1/${name}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const json = await response.json();
  if (!response.ok()) throw new Error(`${name} answered ${response.status()}: ${JSON.stringify(json)}`);
  return json;
}

export async function signInApi(request: APIRequestContext, who: { email: string; password: string; pin: string }): Promise<string> {
  const { session } = await call(request, 'auth-login', who);
  return session.access_token as string;
}

export async function issueMembershipNumber(request: APIRequestContext): Promise<string> {
  const token = await signInApi(request, E2E_ADMIN);
  return (await call(request, 'admin-membership', { action: 'issue' }, token)).number as string;
}

let counter = 0;

/** Opens a new customer account with a fresh membership number and unique e-mail. */
export async function createCustomer(request: APIRequestContext, firstName = 'Test', lastName = 'Customer', phone = '555-0100'): Promise<Customer> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.test`;
  const password = 'Customer-Pass1';
  const pin = '1357';
  const membershipNumber = await issueMembershipNumber(request);
  const { user } = await call(request, 'auth-signup', {
    membershipNumber, firstName, lastName, email, phone, dateOfBirth: '1990-01-01', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701',
    ssn: '1234', password, confirmPassword: password, pin, confirmPin: pin, agreeToTerms: true,
  });
  return { email, password, pin, firstName, lastName, accountNumber: user.account_number, userId: user.id };
}

/** Credits (or debits, with a minus sign) a customer through the bank's audited adjustment, as an administrator. */
export async function fundCustomer(request: APIRequestContext, userId: string, currency: 'USD' | 'BTC', amount: string): Promise<void> {
  const token = await signInApi(request, E2E_ADMIN);
  await call(request, 'admin-adjust-balance', { userId, currency, amount, reason: 'e2e opening balance' }, token);
}

/** Confirms receipt of a customer's deposit as the bank (the newest one still Processing for this e-mail). */
export async function confirmDepositOf(request: APIRequestContext, email: string): Promise<void> {
  const token = await signInApi(request, E2E_ADMIN);
  const { deposits } = (await call(request, 'admin-deposits', { action: 'list', status: 'Processing' }, token)) as { deposits: { id: string; userEmail: string }[] };
  const deposit = deposits.find((d) => d.userEmail === email);
  if (!deposit) throw new Error(`No processing deposit for ${email}`);
  await call(request, 'admin-deposits', { action: 'confirm', depositId: deposit.id }, token);
}

/** The newest e-mail the bank sent to this address (that `matches`, when given), as caught by this worker's mail catcher (servers.ts). */
export async function latestMailTo(request: APIRequestContext, email: string, matches: (text: string) => boolean = () => true): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await request.get(mailboxUrl);
    const { messages } = (await response.json()) as { messages: { to: string[]; text: string }[] };
    const message = messages.find((m) => m.to.includes(email) && matches(m.text));
    if (message) return message.text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail to ${email}`);
}

const CODE = /one-time code is (\d{4})/;

/**
 * The one-time code in the newest e-mail to this address that carries one, read as the customer
 * reads it: a reactor's notice (a money alert) may arrive after the code and is not a code.
 */
export async function latestCodeFor(request: APIRequestContext, email: string): Promise<string> {
  const code = CODE.exec(await latestMailTo(request, email, (text) => CODE.test(text)))?.[1];
  if (!code) throw new Error(`No code e-mailed to ${email}`);
  return code;
}

/** Changes a customer's status through the back office's user Edit, with a reason, as an administrator. */
export async function setCustomerStatus(request: APIRequestContext, customer: Customer, status: 'active' | 'pending' | 'suspended'): Promise<void> {
  const token = await signInApi(request, E2E_ADMIN);
  await call(request, 'admin-users', {
    action: 'update', userId: customer.userId, fullName: `${customer.firstName} ${customer.lastName}`, email: customer.email, phone: '555-0100',
    accountNumber: customer.accountNumber, status, role: 'user', reason: `e2e: ${status}`,
  }, token);
}

let admins = 0;

/**
 * The suite's deputy administrator, invited once by the suite's administrator while it is the only
 * one (so the link is sent at once, DECISIONS 31). The administrators tests create are invited by
 * the deputy and approved by the suite's administrator: not invited by it, they may check its
 * requests (an invitee may not check their inviter's for 30 days, domain/credentials/maker-checker.ts).
 */
export const E2E_DEPUTY = { email: 'e2e.deputy@tmb.test', password: 'Deputy-Harbor-47', pin: '2580', firstName: 'Dominique', lastName: 'Martin' };

async function ensureDeputy(request: APIRequestContext, adminToken: string): Promise<string> {
  const { administrators } = await call(request, 'admin-administrators', { action: 'list' }, adminToken);
  if (!(administrators as { email: string }[]).some((a) => a.email === E2E_DEPUTY.email)) {
    await inviteAndAccept(request, adminToken, null, E2E_DEPUTY, 'e2e: the deputy who invites the suite\'s other administrators');
  }
  return signInApi(request, E2E_DEPUTY);
}

/** Invites `who` as the inviter; if the invitation waits for approval, `approverToken` approves it; the e-mailed link is then accepted. */
async function inviteAndAccept(request: APIRequestContext, inviterToken: string, approverToken: string | null, who: { email: string; password: string; pin: string; firstName: string; lastName: string }, reason: string): Promise<void> {
  const invited = await call(request, 'admin-administrators', { action: 'invite', email: who.email, firstName: who.firstName, lastName: who.lastName, reason }, inviterToken);
  if (/must approve/.test(invited.message as string)) {
    if (!approverToken) throw new Error(`The invitation to ${who.email} waits for an approval nobody here may give`);
    await call(request, 'admin-administrators', { action: 'approve', invitationId: invited.invitationId }, approverToken);
  }
  const link = /\/admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(await latestMailTo(request, who.email))?.[1];
  if (!link) throw new Error(`No invitation e-mailed to ${who.email}`);
  await call(request, 'admin-invitation-accept', { token: link, password: who.password, confirmPassword: who.password, pin: who.pin, confirmPin: who.pin });
}

/** `checker` approves the invitation to `email` waiting for approval, as the back office's Approve button does. */
export async function approveInvitationApi(request: APIRequestContext, checker: { email: string; password: string; pin: string }, email: string): Promise<void> {
  const token = await signInApi(request, checker);
  const { invitations } = await call(request, 'admin-administrators', { action: 'list' }, token);
  const waiting = (invitations as { id: string; email: string; status: string }[]).find((i) => i.email === email && i.status === 'awaiting_approval');
  if (!waiting) throw new Error(`No invitation to ${email} waits for approval`);
  await call(request, 'admin-administrators', { action: 'approve', invitationId: waiting.id }, token);
}

/**
 * A second administrator (maker-checker needs two, issue 17), made as people would: the deputy
 * invites through the back office's function, the suite's administrator approves, and the link
 * e-mailed to the mail catcher is accepted. It may check the suite's administrator's requests.
 */
export async function createSecondAdmin(request: APIRequestContext, firstName = 'Chris', lastName = 'Checker'): Promise<{ email: string; password: string; pin: string }> {
  admins += 1;
  const email = `admin.${Date.now()}.${admins}@tmb.test`;
  const password = 'Checker-Harbor-47';
  const pin = '1357';
  const token = await signInApi(request, E2E_ADMIN);
  const deputy = await ensureDeputy(request, token);
  await inviteAndAccept(request, deputy, token, { email, password, pin, firstName, lastName }, 'e2e: maker-checker needs a second administrator');
  return { email, password, pin };
}
