// Proves the back office in Chromium against the real server: an admin suspends a customer who then sees only the
// Account Suspended page and reactivates them; saves settings shown with Last updated by; creates and deletes a deposit
// (the balance returns and the reversal is in the audit history); replays the audit log to before the deposit; exports
// transactions to a CSV file holding the rows; and the admin pages pass axe.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, fundCustomer, signInApi } from './support/api.ts';
import { submitSignIn } from './support/browser.ts';

/** What the customer sees on their own dashboard, in a separate browser context. */
async function customerBalance(browser: Browser, who: { email: string; password: string; pin: string }): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitSignIn(page, who);
  const card = page.getByRole('region', { name: 'Account Balance' });
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  await context.close();
  return text;
}

async function signInAdmin(page: Page) {
  await submitSignIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('an admin suspends a customer after confirming with a reason, who then sees only Account Suspended, and reactivates them; Edit shows the account number and role read-only', async ({ page, browser, request }) => {
  const customer = await createCustomer(request, 'Susan', 'Pended');
  await signInAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(customer.email);
  await page.getByRole('button', { name: 'Suspend Susan Pended' }).click();
  const confirm = page.getByRole('dialog', { name: 'Suspend Susan Pended?' });
  await confirm.getByRole('button', { name: 'Suspend User' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Please give a reason for the suspension.');
  await confirm.getByLabel('Reason for suspension').fill('Card reported stolen at the branch');
  await confirm.getByRole('button', { name: 'Suspend User' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Susan Pended has been suspended' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 6000 });

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await submitSignIn(customerPage, customer);
  await expect(customerPage.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
  await expect(customerPage.getByRole('navigation', { name: 'Account menu' })).toHaveCount(0);
  await customerContext.close();

  await page.getByRole('button', { name: 'Activate Susan Pended' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'has been activated' })).toBeVisible();
  await page.getByRole('button', { name: 'View details of Susan Pended' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(/Suspended by Administrator|suspended by Administrator/i)).toBeVisible();
  await expect(details).toContainText('Card reported stolen at the branch');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await page.getByRole('button', { name: 'Edit Susan Pended' }).click();
  const edit = page.getByRole('dialog', { name: /Edit User/ });
  await expect(edit.getByLabel('Account Number')).toHaveText(customer.accountNumber);
  await expect(edit.getByRole('textbox', { name: 'Account Number' })).toHaveCount(0);
  await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  await edit.getByLabel('Full Name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Name and email cannot be empty.');
  await edit.getByLabel('Full Name').fill('Susan B. Pended');
  await edit.getByLabel('Phone').fill('555-0142');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Susan B\. Pended/ })).toContainText('555-0142');
});

test('settings are saved per tab and shown with Last updated by', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Transaction Limits' }).click();
  await page.getByLabel('Daily Transfer Limit ($)').fill('9000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully and applied to the system!')).toBeVisible();
  await expect(page.getByText(/Last updated by Administrator/)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Transaction Limits' }).click();
  await expect(page.getByLabel('Daily Transfer Limit ($)')).toHaveValue('9000.00');
});

test('a lower daily transfer limit takes effect at once: a customer\'s transfer above it is refused', async ({ page, request, browser }) => {
  const customer = await createCustomer(request, 'Lima', 'Limited');
  await fundCustomer(request, customer.userId, 'USD', '1000.00');
  await signInAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Transaction Limits' }).click();
  await page.getByLabel('Daily Transfer Limit ($)').fill('50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved successfully and applied to the system!')).toBeVisible();
  const context = await browser.newContext();
  try {
    const customerPage = await context.newPage();
    await submitSignIn(customerPage, customer);
    await expect(customerPage).toHaveURL(/\/dashboard$/);
    await customerPage.goto('/dashboard/transfer/local');
    await customerPage.getByLabel('Recipient Name').fill('Paula Payee');
    await customerPage.getByLabel('Account Number').fill('4000000001');
    await customerPage.getByLabel('Routing Number').fill('021000021');
    await customerPage.getByLabel('Bank Name').selectOption({ index: 2 });
    await customerPage.getByLabel('Amount (USD)').fill('100.00');
    await customerPage.getByLabel('Description').fill('Rent');
    await customerPage.getByRole('button', { name: 'Continue' }).click();
    await expect(customerPage.getByText('This transfer would exceed your daily transfer limit of $50.00.')).toBeVisible();
  } finally {
    await context.close();
    // Other specs share this server: put the specified default back, through the API so a failed page cannot leave it low.
    const token = await signInApi(request, E2E_ADMIN);
    const restored = await request.post('/functions/v1/admin-settings', {
      data: { action: 'save', category: 'limits', values: { dailyTransferLimit: '10000', monthlyTransferLimit: '100000', dailyWithdrawalLimit: '5000', minimumAccountBalance: '100' } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('a deposit is created and deleted, the reversal is audited, the replay shows the balance before, and CSV export holds the rows', async ({ page, request, browser }) => {
  const customer = await createCustomer(request, 'Denise', 'Positor');
  await signInAdmin(page);
  await page.goto('/admin/transactions');
  await page.getByRole('button', { name: 'Create Transaction' }).click();
  const create = page.getByRole('dialog', { name: 'Create Transaction' });
  await create.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please fill in all required fields');
  await create.getByLabel('User').selectOption({ label: `Denise Positor (${customer.email})` });
  await create.getByLabel('Type').selectOption('deposit');
  await create.getByLabel('Amount (USD)').fill('250.00');
  await create.getByLabel('Reference').fill(`E2E-DEP-${Date.now()}`);
  await create.getByLabel('Reason (kept in the audit history)').fill('Cash at the branch');
  await create.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(page.getByText('Transaction created successfully.')).toBeVisible();

  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(customer.email);
  await expect(page.getByRole('row', { name: /Denise Positor/ })).toContainText('$250.00');
  expect(await customerBalance(browser, customer)).toContain('$250.00');

  await page.goto('/admin/transactions');
  await page.getByLabel('Search transactions').fill(customer.email);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Denise Positor');
  expect(csv).toContain('250.00');
  await expect(page.getByText(/Exported 1 transactions to transactions-/)).toBeVisible();

  await page.getByRole('button', { name: /^Delete transaction E2E-DEP-/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Transaction' });
  await confirm.getByLabel('Reason').fill('Entered twice');
  await confirm.getByRole('button', { name: 'Delete Transaction' }).click();
  await expect(page.getByRole('row', { name: /E2E-DEP-/ })).toContainText('reversed');

  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(customer.email);
  await expect(page.getByRole('row', { name: /Denise Positor/ })).toContainText('$0.00');
  expect(await customerBalance(browser, customer)).toContain('$0.00');

  await page.goto('/admin/audit');
  await page.getByLabel('Customer').selectOption({ label: 'Denise Positor' });
  await expect(page.getByRole('row', { name: /AdminTransactionReversed/ })).toContainText('Entered twice');
  const posted = page.getByRole('row', { name: /AdminTransactionPosted/ });
  await expect(posted).toContainText('Cash at the branch');
  // The event cell reads "AdminTransactionPosted #12, 11/24/2026, 1:37 AM".
  const position = Number(/#(\d+)/.exec((await posted.getByRole('cell').first().textContent()) ?? '')?.[1]);
  await posted.getByRole('button', { name: /Replay to just before event/ }).click();
  const before = page.getByRole('table', { name: `Customers as of position ${position - 1}` });
  await expect(before.getByRole('row', { name: /Denise Positor/ })).toContainText('$0.00');
  await page.getByLabel(/Replay to position/).fill(String(position));
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await expect(page.getByRole('table', { name: `Customers as of position ${position}` }).getByRole('row', { name: /Denise Positor/ })).toContainText('$250.00');
  const activity = page.getByRole('region', { name: 'Admin Activity Log' });
  await expect(activity.getByRole('listitem').first()).toContainText('Transaction deleted by Administrator on Denise Positor');
  await expect(activity.getByRole('listitem').first()).toContainText('Entered twice');
});

// One sign-in walks every page: what axe finds is listed by page, so one page's problem hides no other's.
test('axe finds no serious or critical problem on any back-office page', async ({ page }) => {
  // Nine pages, each loaded and analysed: on two shared cores that is more than one page's minute.
  test.setTimeout(300_000);
  await signInAdmin(page);
  const found: Record<string, string[]> = {};
  for (const path of ['/admin/dashboard', '/admin/users', '/admin/transactions', '/admin/deposits', '/admin/accounts', '/admin/settings', '/admin/audit', '/admin/membership', '/admin/messages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    if (serious.length > 0) found[path] = serious;
  }
  expect(found).toEqual({});
});
