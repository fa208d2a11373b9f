// Proves in Chromium against the real server what customers and auditors see of deposits and fees (issue 13): a customer's
// deposit waits on the admin Deposits page, Confirm credits the balance once (a second click changes nothing) and notifies
// the customer; Reject asks for a reason and the customer's row turns Failed with that reason in a notification; the admin
// dashboard never calls a Processing deposit received; the history shows amount, fee and total; and the pages pass axe.
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, fundCustomer, type Customer } from './support/api.ts';
import { expectAccessible, submitSignIn, type Credentials } from './support/browser.ts';

/** Six engineers share two cores: pages may take longer than the default 10 s to show what they will show. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** Signs in and waits for either role's dashboard, with this spec's patience. */
async function signIn(page: Page, who: Credentials) {
  await submitSignIn(page, who);
  await expect(page).toHaveURL(/\/(admin\/)?dashboard$/);
}

/** With SHOTS_DIR set, saves the page at 1280 and 390 px wide for a person to look at (no clipped table, no raw ids). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The customer makes a deposit through the Deposit page and reads its reference on the confirmation. */
async function deposit(page: Page, amount: string): Promise<string> {
  await page.goto('/dashboard/deposit');
  await page.getByLabel('Wire Transfer').check();
  await page.getByLabel('Deposit Amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit Initiated!' })).toBeVisible();
  const reference = /DEP-\d{8}-\d{10}/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, E2E_ADMIN);
  return page;
}

test.describe.configure({ timeout: 180_000 });

test('the admin confirms a deposit on /admin/deposits: the balance rises once and the customer is notified', async ({ page, browser, request }) => {
  const customer: Customer = await createCustomer(request, 'Connie', 'Confirm');
  await signIn(page, customer);
  const reference = await deposit(page, '1500');

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Deposits' }).click();
  await expect(admin).toHaveURL(/\/admin\/deposits$/);
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Connie Confirm');
  await expect(row).toContainText('$1,500.00');
  await expect(row).toContainText('Wire transfer');
  await expectAccessible(admin);
  await shots(admin, 'admin-deposits');
  await admin.goto('/admin/dashboard');
  const recent = admin.getByRole('region', { name: 'Recent User Activity' }).or(admin.locator('section[aria-labelledby="recent-activity"]'));
  await expect(recent).toContainText('Deposit of $1,500.00 pending confirmation');
  await expect(recent).not.toContainText('Received $1,500.00');
  await shots(admin, 'admin-dashboard');

  await admin.goto('/admin/transactions');
  await expect(admin.getByText(/Deposits waiting for confirmation: \d+\./)).toBeVisible();
  await admin.getByRole('link', { name: 'Open Deposits' }).click();
  await admin.getByRole('button', { name: `Confirm deposit ${reference}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm Deposit' });
  await expect(dialog).toContainText('$1,500.00');
  await dialog.getByRole('button', { name: 'Confirm deposit' }).dblclick();
  await expect(admin.getByRole('status')).toContainText(`Deposit ${reference} confirmed: $1,500.00 credited to Connie Confirm.`);
  await expect(admin.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.locator('.balance-card').first()).toContainText('$1,500.00');
  const bell = page.getByRole('button', { name: /Notifications/ });
  await bell.click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('$1,500.00 is now in your account');
  await page.goto('/dashboard/transactions');
  const history = page.getByRole('row').filter({ hasText: reference });
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('completed');
  await shots(page, 'customer-history');
  await admin.goto('/admin/audit');
  await expect(admin.getByRole('cell', { name: /\+\$1,500\.00/ }).first()).toBeVisible();
  await shots(admin, 'admin-audit');
  await admin.goto('/admin/membership');
  await expect(admin.getByRole('cell', { name: /Connie Confirm/ })).toBeVisible();
  await shots(admin, 'admin-membership');
});

test('the admin rejects a deposit with a reason: the customer\'s row is Failed and they read why, never the internal note', async ({ page, browser, request }) => {
  const customer = await createCustomer(request, 'Rory', 'Rejected');
  await signIn(page, customer);
  const reference = await deposit(page, '250.50');

  const admin = await adminPage(browser);
  await admin.goto('/admin/deposits');
  await admin.getByRole('button', { name: `Reject deposit ${reference}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject Deposit' });
  await dialog.getByRole('button', { name: 'Reject deposit' }).click();
  await expect(dialog.getByText('Please choose a reason for the customer.')).toBeVisible();
  await dialog.getByLabel('Reason shown to the customer').selectOption({ label: 'We did not receive the money for this deposit.' });
  await dialog.getByLabel(/Internal note/).fill('SWIFT inbox checked twice, nothing from the sender');
  await expectAccessible(admin);
  await shots(admin, 'admin-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject deposit' }).click();
  await expect(admin.getByRole('status')).toContainText(`Deposit ${reference} rejected`);
  await admin.getByLabel('Show').selectOption({ label: 'Failed' });
  await expect(admin.getByRole('row').filter({ hasText: reference })).toContainText('failed');
  await shots(admin, 'admin-deposits-failed');
  await admin.goto('/admin/transactions');
  await shots(admin, 'admin-transactions');

  await page.goto('/dashboard/transactions');
  const history = page.getByRole('row').filter({ hasText: reference });
  await expect(history).toContainText('failed');
  await page.getByRole('button', { name: /Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('Your $250.50 deposit was not completed: We did not receive the money for this deposit.');
  await expect(panel).not.toContainText('SWIFT inbox');
  await page.goto('/dashboard');
  await expect(page.locator('.balance-card').first()).toContainText('$0.00');
});

test('the history shows amount, fee and total for an adjustment and its summary reconciles with the balance', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Hattie', 'History');
  await fundCustomer(request, customer.userId, 'USD', '1234.56');
  await signIn(page, customer);
  await page.goto('/dashboard/transactions');
  for (const header of ['Amount', 'Fee', 'Total']) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The customer reads the bank's adjustment in the bank's words, never the administrator's reason (issue 13 item 8).
  await expect(page.getByRole('row').filter({ hasText: 'Balance adjustment: credit from Trust Microfinance Bank' })).toContainText('+$1,234.56');
  await expect(page.getByRole('region', { name: 'Summary' }).or(page.getByLabel('Summary'))).toContainText('$1,234.56');
});
