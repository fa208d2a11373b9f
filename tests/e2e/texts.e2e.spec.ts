// Proves in Chromium that the bank's words are clear and true (issue 13 item 8): a bad address in Email Statement is a field error and a 400, not "Failed to submit"; sign-up refuses a future date of birth and a phone of words; System Settings names the wrong field; a frozen account shows on the customer's dashboard.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, createCustomer, fundCustomer, issueMembershipNumber, signInApi } from './support/api.ts';
import { signIn } from './support/browser.ts';

test('a bad e-mail address in Email Statement is the field\'s error, and the server answers 400 for it', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Stella', 'Statement');
  await fundCustomer(request, customer.userId, 'USD', '120.00');
  await signIn(page, customer);
  await page.goto('/dashboard/statements');
  await page.getByRole('button', { name: 'Email Statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Statement' });
  let alerted = '';
  page.on('dialog', (shown) => { alerted = shown.message(); void shown.dismiss(); });
  await dialog.getByLabel('Email Address').fill('stella@');
  await dialog.getByRole('button', { name: 'Send Statement' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  expect(alerted).toBe('');

  const token = await signInApi(request, customer);
  const period = new Date().toISOString().slice(0, 7);
  const answer = await request.post('/functions/v1/customer-records', { data: { action: 'email_statement', email: 'stella@', period, format: 'csv' }, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(400);
  expect(JSON.stringify(await answer.json())).toContain('Please enter a valid email address');
});

test('sign-up refuses a date of birth in the future and a phone number of words, naming the rule', async ({ page, request }) => {
  const membershipNumber = await issueMembershipNumber(request);
  await page.goto('/signup');
  const fields: [string, string][] = [
    ['Membership Number', membershipNumber], ['First Name', 'Futura'], ['Last Name', 'Born'], ['Email Address', `futura.${Date.now()}@example.test`],
    ['Phone Number', 'five five five'], ['Date of Birth', '2099-01-01'], ['Street Address', '1 Main St'], ['City', 'Springfield'], ['State', 'IL'],
    ['ZIP Code', '62701'], ['SSN (last 4 digits)', '1234'], ['Password', 'Customer-Pass1'], ['Confirm Password', 'Customer-Pass1'],
    ['Transaction PIN', '1357'], ['Confirm PIN', '1357'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: label === 'Password' }).fill(value);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid phone number (7 to 15 digits; spaces, +, - and parentheses allowed)')).toBeVisible();
  await page.getByLabel('Phone Number').fill('+1 (555) 010-0199');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Date of birth cannot be in the future')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('System Settings names the field that is wrong, under that field, and saves nothing', async ({ page }) => {
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByLabel('Session Timeout (minutes)').fill('2.5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Session Timeout must be a whole number from 1 to 1440')).toBeVisible();
  await expect(page.getByLabel('Session Timeout (minutes)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('tab', { name: 'Transaction Limits' }).click();
  await page.getByLabel('Daily Transfer Limit ($)').fill('-5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Daily Transfer Limit must be an amount in dollars and cents, 0.00 or more (for example 2500.00)')).toBeVisible();
});

test('a customer whose account the bank froze sees it on their dashboard', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Frida', 'Frozen');
  const token = await signInApi(request, E2E_ADMIN);
  const frozen = await request.post('/functions/v1/admin-accounts', { data: { action: 'freeze', userId: customer.userId, frozen: true, reason: 'e2e: suspected fraud' }, headers: { authorization: `Bearer ${token}` } });
  expect(frozen.ok()).toBe(true);
  await signIn(page, customer);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is frozen.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is frozen.' })).not.toContainText('suspected fraud');
});
