// Proves issue 29's field registration in Chromium against a real server: a loan officer, on a 390 px phone, registers a customer
// they met, lands on the customer's page with the KYC section, and finds them in My customers; both pages pass axe. A customer
// with no e-mail address is registered too: the link reaches their phone on the test SMSC, they set a password and PIN, are
// told their account number and sign in with it. The bank is this spec's own, seeded with a branch manager, a loan officer and
// ten customers (scripts/seed-field.ts).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, signIn } from './support/browser.ts';
import { fieldUrl, officer, openBranch, useFieldBank } from './support/field-bank.ts';
import { registerCustomer } from './support/field-pages.ts';
import { smsUrl } from './support/server-env.ts';

/** The texts the slot's SMSC received for a number (E.164 without its +), newest first. */
const textsTo = async (request: APIRequestContext, to: string): Promise<string[]> =>
  ((await (await request.get(smsUrl)).json()) as { messages: { to: string; text: string }[] }).messages.filter((m) => m.to === to).map((m) => m.text);

test.use({ baseURL: fieldUrl, viewport: { width: 390, height: 844 } });
useFieldBank('field-kyc');

test('a loan officer registers a customer on a phone and finds them in My customers with the KYC section', async ({ page, request }) => {
  await openBranch(request, []);
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'My customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Register a customer' }).last().click();
  await expect(page).toHaveURL(/\/field\/register$/);
  await registerCustomer(page, { firstName: 'Efua', lastName: 'Mensah', email: 'efua.mensah@example.com', phone: '+1 202 555 0143' }, expectAccessible);

  await expect(page.getByRole('heading', { level: 1, name: 'Efua Mensah' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('texted to +1 202 555 0143');
  await expect(page.getByRole('heading', { name: 'KYC' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my customers' }).click();
  await expect(page.getByRole('link', { name: 'Efua Mensah' })).toBeVisible();
  await expectAccessible(page);
});

test('a customer with no e-mail address gets the link by SMS, sets a password and PIN, and signs in with their account number', async ({ page, request, browser }) => {
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/register');
  await page.getByLabel('First name').fill('Kwame');
  await page.getByLabel('Last name').fill('Asante');
  await expect(page.getByText('Leave it blank if the customer has none')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+233 24 555 0199');
  await page.getByRole('button', { name: 'Register the customer' }).click();
  // Said under the e-mail field (and in the form's alert).
  await expect(page.locator('#register-email-error')).toContainText('With no e-mail address, the set-up link can only go by SMS');
  await page.getByLabel('Send the set-up link by').selectOption({ label: 'By SMS to the phone' });
  await page.getByRole('button', { name: 'Register the customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kwame Asante' })).toBeVisible();
  const accountNumber = /\d{10}/.exec(await page.getByText(/^Account \d{10}$/).innerText())![0];

  await expect.poll(async () => (await textsTo(request, '233245550199')).length, { timeout: 30_000 }).toBe(1);
  const link = /http\S+\/account-setup\?token=[\w-]+/.exec((await textsTo(request, '233245550199'))[0]!)![0];
  const phone = await browser.newContext({ baseURL: fieldUrl, viewport: { width: 390, height: 844 } });
  const member = await phone.newPage();
  await member.goto(new URL(link).pathname + new URL(link).search);
  await member.getByLabel('Password', { exact: true }).fill('Cocoa-Harbor-4711');
  await member.getByLabel('Confirm Password').fill('Cocoa-Harbor-4711');
  await member.getByLabel('PIN (4 digits)').fill('1593');
  await member.getByLabel('Confirm PIN').fill('1593');
  await member.getByRole('button', { name: 'Set my password and PIN' }).click();
  await expect(member.getByText(`sign in with your account number ${accountNumber}`)).toBeVisible();
  await expectAccessible(member);
  await signIn(member, { email: accountNumber, password: 'Cocoa-Harbor-4711', pin: '1593' });
  await phone.close();
});
