/** Sets up end-to-end scenes through the real API (the administrator issues membership numbers, customers open accounts) so each spec can start from the state it needs. */
import type { APIRequestContext } from '@playwright/test';

/** The administrator the e2e server is started with (playwright.config.ts). */
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
export async function createCustomer(request: APIRequestContext, firstName = 'Test', lastName = 'Customer'): Promise<Customer> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.test`;
  const password = 'Customer-Pass1';
  const pin = '1357';
  const membershipNumber = await issueMembershipNumber(request);
  const { user } = await call(request, 'auth-signup', {
    membershipNumber, firstName, lastName, email, phone: '555-0100', dateOfBirth: '1990-01-01', address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701',
    ssn: '1234', password, confirmPassword: password, pin, confirmPin: pin, agreeToTerms: true,
  });
  return { email, password, pin, firstName, lastName, accountNumber: user.account_number, userId: user.id };
}
