// Proves in Chromium the accountant's close and the auditor's read-only back office (issue 28 items 3 and 5): an administrator
// closes last month on the Month-end close page, and a journal entry back-dated into it is refused on screen with the words that
// name the month; an auditor invited with that role signs in to the back office and sees its pages without any action button.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, createCustomer, createSecondAdmin, latestMailTo, signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';

const lastMonth = (): string => {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
};

async function post(request: APIRequestContext, name: string, body: unknown, token: string) {
  const response = await request.post(`/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  if (!response.ok()) throw new Error(`${name} answered ${response.status()}: ${JSON.stringify(json)}`);
  return json;
}

/** An auditor invited by the suite's administrator (approved by a second one when the bank has two), who accepts the link. */
async function createAuditor(request: APIRequestContext) {
  const email = `auditor.${Date.now()}@tmb.test`;
  const who = { email, password: 'Ledger-Harbor-47', pin: '2580' };
  const checker = await createSecondAdmin(request, 'Paula', 'Approver');
  const admin = await signInApi(request, E2E_ADMIN);
  const invited = await post(request, 'admin-administrators', { action: 'invite', email, firstName: 'Ivy', lastName: 'Inspector', reason: 'e2e: the external auditor', role: 'auditor' }, admin);
  if (/must approve/.test(invited.message as string)) await post(request, 'admin-administrators', { action: 'approve', invitationId: invited.invitationId }, await signInApi(request, checker));
  const token = /\/admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(await latestMailTo(request, email))?.[1];
  await request.post('/functions/v1/admin-invitation-accept', { data: { token, password: who.password, confirmPassword: who.password, pin: who.pin, confirmPin: who.pin } });
  return who;
}

test('an administrator closes last month, and a journal entry back-dated into it is refused on screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const month = lastMonth();
  const customer = await createCustomer(request, 'Clara', 'Closing');
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Month-end close' }).click();
  await expect(page.getByRole('heading', { name: 'Month-end close', level: 1 })).toBeVisible();
  const close = page.getByRole('button', { name: `Close ${month}` });
  // The list loaded (count() does not wait): the month's row is there, with its Close button unless closed.
  await expect(page.getByRole('row', { name: new RegExp(month) })).toBeVisible();
  // Another run of the suite on this bank may have closed it already.
  if (await close.count() > 0) {
    await close.click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Month-end: October reconciled');
    await page.getByRole('dialog').getByRole('button', { name: `Close ${month}` }).click();
    await expect(page.getByText(`The books are closed through ${month}.`).first()).toBeVisible();
  }
  await expect(page.getByRole('row', { name: new RegExp(month) })).toContainText('Closed');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Transactions' }).click();
  await page.getByRole('button', { name: 'Create Transaction' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User').selectOption({ label: `Clara Closing (${customer.email})` });
  await dialog.getByLabel('Amount (USD)').fill('40.00');
  await dialog.getByLabel('Reason (kept in the audit history)').fill('Cash counted late');
  await dialog.getByLabel('Value date (empty: today)').fill(`${month}-20`);
  await dialog.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(dialog.getByText(`The books for ${month} are closed: nothing dated ${month}-20 can be posted.`, { exact: false })).toBeVisible();
});

test('an auditor signs in to the back office and sees every page without an action button', async ({ page, request }) => {
  test.setTimeout(240_000);
  const auditor = await createAuditor(request);
  await signIn(page, auditor, /\/admin\/dashboard$/);
  await expect(page.getByText('Auditor').first()).toBeVisible();

  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 }).or(page.getByRole('heading', { level: 1 }).first())).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Transaction' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit|^Delete/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Month-end close' }).click();
  await expect(page.getByRole('heading', { name: 'Month-end close', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Close |^Ask to reopen/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('button', { name: 'Add New User' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Administrators' }).click();
  await expect(page.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Audit' }).first().click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
