// Proves in Chromium what issue 13 items 5 and 6 made findable: the admin records a credit score that the customer's
// dashboard then shows; View All Notifications opens a page with read state; Deposit is in the menu and Quick Actions;
// an e-mailed PDF statement arrives attached; a password changed in Profile signs in; a price that is not live never
// shows Live and says it is indicative; the admin top bar has notifications.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { mailboxUrl } from './support/server-env.ts';
import { E2E_ADMIN, createCustomer, latestCodeFor, signInApi } from './support/api.ts';
import { pdfText } from './support/pdf-text.ts';
import { attachmentsOf } from '../support/mime-attachments.ts';
import { expectAccessible, signIn } from './support/browser.ts';

// Several engineers share this machine: each test signs in more than once and runs axe, so it gets room.
test.describe.configure({ timeout: 150_000 });

/** The newest raw e-mail (MIME) to this address, as the suite's SMTP catcher received it. */
async function latestRawMailTo(request: APIRequestContext, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = (await (await request.get(mailboxUrl)).json()) as { messages: { to: string[]; raw: string }[] };
    const found = messages.find((m) => m.to.includes(email) && m.raw.includes('application/pdf'));
    if (found) return found.raw;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No PDF e-mailed to ${email}`);
}

test('an administrator records a credit score in User Details and the customer dashboard shows it with its band', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Cora', 'Credit');
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'View details of Cora Credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  const form = dialog.getByRole('form', { name: 'Record credit score' });
  await expect(dialog.getByText('No credit score on file')).toBeVisible();
  await form.getByLabel('Score (300 to 900)').fill('755');
  await form.getByLabel('Credit Bureau').fill('Experian');
  await form.getByLabel('Report Date').fill('2026-01-15');
  for (const [label, value] of [['Payment History (%)', '97'], ['Credit Utilization (%)', '22'], ['Credit Age (%)', '80'], ['Credit Mix (%)', '70'], ['Inquiries (%)', '90']]) await form.getByLabel(label!).fill(value!);
  await form.getByRole('button', { name: 'Record Credit Score' }).click();
  await expect(dialog.getByText('Credit score recorded.')).toBeVisible();
  await expect(dialog.getByText(/755 \/ 900 \(Very Good\), from Experian's report of 2026-01-15/)).toBeVisible();
  await expectAccessible(page);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, customer);
  await expect(page.getByRole('heading', { name: 'Welcome back, Cora' })).toBeVisible({ timeout: 30_000 });
  const score = page.getByRole('region', { name: 'Credit Score' });
  await expect(score.getByText('755')).toBeVisible();
  await expect(score.getByText('Very Good')).toBeVisible();
  await expect(score.getByText("From Experian's report of 2026-01-15")).toBeVisible();
  await expect(page.getByText('No credit score on file')).toHaveCount(0);
});

test('View All Notifications opens the notifications page, and Mark all as read changes the read state', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Nina', 'Notified');
  const token = await signInApi(request, E2E_ADMIN);
  const factors = { paymentHistory: 90, utilization: 20, age: 70, mix: 60, inquiries: 80 };
  expect((await request.post('/functions/v1/admin-credit-score', { data: { userId: customer.userId, score: 700, factors, bureau: 'Equifax', reportDate: '2026-01-02' }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await signIn(page, customer);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page.getByRole('link', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole('heading', { name: 'All Notifications' })).toBeVisible();
  const list = page.getByRole('main').getByRole('list', { name: 'Notification list' });
  await expect(list.getByText('New: Credit score updated')).toBeVisible();
  // The credit score, and the browser sign-in from a device the sign-up did not use.
  await expect(page.getByRole('main').getByText(/^Unread: [1-9]$/)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('main').getByText('Unread: 0')).toBeVisible();
  await expect(list.getByText('Credit score updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText('Unread: 0')).toBeVisible();
  await expectAccessible(page);
});

test('Deposit is reachable from the side menu and from Quick Actions', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Dev', 'Deposit');
  await signIn(page, customer);
  await page.getByRole('main').getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: /menu/i }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
});

test('Email Statement with PDF sends the statement as an attached PDF with its rows', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Pam', 'Pdf');
  const token = await signInApi(request, E2E_ADMIN);
  expect((await request.post('/functions/v1/admin-adjust-balance', { data: { userId: customer.userId, currency: 'USD', amount: '321.00', reason: 'Opening credit for e2e' }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await signIn(page, customer);
  await page.goto('/dashboard/statements');
  await page.getByRole('button', { name: 'Email Statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Statement' });
  await dialog.getByLabel('Email Address').fill(customer.email);
  await dialog.getByLabel('Format').selectOption('pdf');
  const alerted = new Promise<string>((resolve) => page.once('dialog', (shown) => { resolve(shown.message()); void shown.accept(); }));
  await dialog.getByRole('button', { name: 'Send Statement' }).click();
  expect(await alerted).toBe('Statement email request submitted successfully! You will receive the statement within 24 hours.');
  const [pdf] = attachmentsOf(await latestRawMailTo(request, customer.email));
  expect(pdf?.contentType).toBe('application/pdf');
  const text = pdfText(pdf!.content).join(' | ');
  expect(text).toContain('Account Statement');
  // The customer reads the bank's adjustment in the bank's words, never the administrator's reason (issue 13 item 8).
  expect(text).toContain('Balance adjustment: credit from');
  expect(text).not.toContain('Opening credit for e2e');
  expect(text).toContain('Closing Balance $321.00');
});

test('a password changed in Profile with the PIN and the e-mailed code signs in, and the old one no longer does', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Paul', 'Password');
  await signIn(page, customer);
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(/We sent a 4-digit code to/)).toBeVisible();
  await expectAccessible(page);
  const newPassword = 'Brand-New-Secret-2026';
  await page.getByLabel('Verification Code').fill(await latestCodeFor(request, customer.email));
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('form', { name: 'Change your password' }).getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password was changed. Other devices were signed out.')).toBeVisible();
  await page.getByRole('button', { name: /Logout|Sign Out/ }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, { ...customer, password: newPassword });
});

test('a price that is not live is labelled on the home banner and the dashboard card, never Live', async ({ page, request }) => {
  await page.route('**/api/bitcoin-price', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ price: '45000.00', change24h: null, stale: false, indicative: true, source: 'default' }) }));
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Bitcoin price' });
  await expect(banner.getByText('Indicative price')).toBeVisible();
  await expect(banner.getByText('Live', { exact: true })).toHaveCount(0);
  const customer = await createCustomer(request, 'Ivy', 'Indicative');
  await signIn(page, customer);
  const card = page.getByRole('region', { name: 'Bitcoin Balance' });
  await expect(card.getByText('$45,000.00')).toBeVisible();
  await expect(card.getByText('Indicative price')).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.unroute('**/api/bitcoin-price');
  await page.reload();
  await expect(card.getByText('$60,000.00')).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
});

test('the admin top bar has notifications with a View All page', async ({ page, request }) => {
  await request.post('/functions/v1/contact-message', { data: { name: 'Olga', email: 'olga@example.test', subject: 'loan', message: 'Please call me' } });
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/New: New contact message/).first()).toBeVisible();
  await page.getByRole('link', { name: 'View All Notifications' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('main').getByText('loan: Olga <olga@example.test>').first()).toBeVisible();
  await expectAccessible(page);
});
