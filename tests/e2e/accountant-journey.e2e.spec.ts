// Proves issue 28's "Done when" as people use the bank, on a bank whose clock moves: a loan paid out so that it is 95 days
// late at a month's end is in the 91-180 bucket there and provisioned at its rate by the month end; the next day an
// accountant, finding the pages from the back office's menu, closes that month, prints its trial balance, balance sheet and
// income statement (PDF, read back) which balance, and the reconciliation as of the month's end agrees with customers'
// balances and the loan portfolio; a balance adjustment back-dated into the closed month is refused on screen; two
// administrators write the loan off and the customer's later repayment is a recovery; an auditor sees last month's balance
// sheet as it stood, compares it with today's, exports the log and verifies it offline (scripts/verify-log.mjs, exit 0).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays, addMonths } from '../../domain/loans/dates.ts';
import { createCustomer, createSecondAdmin, E2E_ADMIN, fundCustomer, latestCodeFor, latestMailTo, signInApi } from './support/api.ts';
import { expectAccessible, signIn, type Credentials } from './support/browser.ts';
import { pdfText } from './support/pdf-text.ts';
import { useTimeTravelBank } from './support/time-travel-bank.ts';

const bank = useTimeTravelBank();
const expect = baseExpect.configure({ timeout: 30_000 });
const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);
const lastDayOf = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

async function post(request: APIRequestContext, name: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const response = await request.post(`/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}`, ...headers } });
  const json = await response.json();
  if (!response.ok()) throw new Error(`${name} answered ${response.status()}: ${JSON.stringify(json)}`);
  return json;
}

/** The month end and the day to pay the loan out so its first instalment is 95 days late at that month end (as the int test plans it). */
function plan(today: string): { monthEnd: string; payOut: string } {
  for (let months = 4; ; months += 1) {
    const monthEnd = lastDayOf(addMonths(`${today.slice(0, 7)}-01`, months).slice(0, 7));
    const firstDue = addDays(monthEnd, -95);
    let payOut = addMonths(firstDue, -1);
    while (addMonths(payOut, 1) < firstDue) payOut = addDays(payOut, 1);
    if (payOut >= today && addMonths(payOut, 1) === firstDue) return { monthEnd, payOut };
  }
}

/** An auditor invited with that role by the suite's administrator (approved by a second one when the bank asks), who accepts the link. */
async function createAuditor(request: APIRequestContext, checker: Credentials): Promise<Credentials> {
  const email = `auditor.${Date.now()}@tmb.test`;
  const who = { email, password: 'Ledger-Harbor-47', pin: '2580' };
  const invited = await post(request, 'admin-administrators', { action: 'invite', email, firstName: 'Aude', lastName: 'Auditor', reason: 'e2e: the external auditor', role: 'auditor' }, await signInApi(request, E2E_ADMIN));
  if (/must approve/.test(invited.message as string)) await post(request, 'admin-administrators', { action: 'approve', invitationId: invited.invitationId }, await signInApi(request, checker));
  const token = /\/admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(await latestMailTo(request, email))?.[1];
  const accepted = await request.post('/functions/v1/admin-invitation-accept', { data: { token, password: who.password, confirmPassword: who.password, pin: who.pin, confirmPin: who.pin } });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return who;
}

async function backOffice(browser: Browser, who: Credentials): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, who, /\/admin\/dashboard$/);
  return page;
}

async function show(page: Page, statement: string, moments: { from?: string; at?: string }) {
  await page.getByLabel('Statement', { exact: true }).selectOption({ label: statement });
  // The moment fields by their legends, as the page names them: From and To, Before and After, or As of.
  const [first, second] = statement === 'Two moments compared' ? ['Before', 'After'] : moments.from !== undefined ? ['From', 'To'] : ['', 'As of'];
  const statements = page.getByRole('region', { name: 'Financial statements' });
  if (moments.from !== undefined) await statements.getByRole('group', { name: first }).getByLabel('Date and time').fill(moments.from);
  await statements.getByRole('group', { name: second }).getByLabel('Date and time').fill(moments.at ?? '');
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByRole('heading', { name: `${statement} (USD)` })).toBeVisible();
}

/** Downloads the shown statement as PDF, as the accountant prints it, and answers its text. */
async function printed(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  return pdfText(await readFile((await (await download).path())!)).join('\n');
}

const cellsOf = (page: Page, account: string) => page.locator('.accounting-statement tr', { hasText: account }).first().locator('td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));

test('an accountant closes a month and prints balanced statements; an auditor compares and verifies; a bad loan is provisioned, written off and recovered', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const today = (await bank().now()).toISOString().slice(0, 10);
  const { monthEnd, payOut } = plan(today);
  const month = monthEnd.slice(0, 7);
  const checker = await createSecondAdmin(request, 'Wendy', 'Checker');
  const saver = await createCustomer(request, 'Sara', 'Saver');
  await fundCustomer(request, saver.userId, 'USD', '300.00');
  if (payOut > today) await bank().advanceDays(daysBetween(today, payOut));

  // A loan paid out and spent: nothing is collected when its instalments fall due.
  const borrower = await createCustomer(request, 'Lola', 'Late');
  const { loan } = await post(request, 'loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Market stall' }, await signInApi(request, borrower));
  await post(request, 'admin-loans', { action: 'recommend', loanId: loan.loanId, note: '' }, await signInApi(request, E2E_ADMIN));
  await post(request, 'admin-loans', { action: 'approve', loanId: loan.loanId, note: '' }, await signInApi(request, checker));
  await post(request, 'admin-loans', { action: 'disburse', loanId: loan.loanId }, await signInApi(request, checker));
  const user = await post(request, 'user-sync', { action: 'get_user_data', data: {} }, await signInApi(request, borrower));
  await fundCustomer(request, borrower.userId, 'USD', `-${(user.user.account_balance_minor / 100).toFixed(2)}`);

  // The month's last day: the loan is 95 days late, and the dated job provisions the month end.
  const atMonthEnd = await bank().advanceDays(daysBetween(payOut, monthEnd));
  expect(atMonthEnd.now.slice(0, 10)).toBe(monthEnd);
  expect(atMonthEnd.reports['loan-provisioning']).toMatchObject({ done: 1, failed: 0 });
  let admin = await backOffice(browser, E2E_ADMIN);
  await admin.getByRole('link', { name: 'Loans', exact: true }).first().click();
  const bucket = admin.getByRole('table', { name: 'Loans by days overdue' }).getByRole('row', { name: /^91-180 days/ });
  await expect(bucket).toContainText('$1,200.00');
  await expect(bucket).toContainText('75.00%');
  await expect(bucket).toContainText('$900.00');
  await admin.context().close();

  // The next day the accountant closes the month, from the back office's menu.
  await bank().advanceDays(1);
  admin = await backOffice(browser, E2E_ADMIN);
  await admin.getByRole('link', { name: 'Month-end close' }).click();
  await admin.getByRole('button', { name: `Close ${month}` }).click();
  await admin.getByRole('dialog').getByLabel('Reason').fill(`Month-end: ${month} reconciled`);
  await admin.getByRole('dialog').getByRole('button', { name: `Close ${month}` }).click();
  await expect(admin.getByText(`The books are closed through ${month}.`).first()).toBeVisible();

  // Its statements as the month ended, printed: the trial balance and the balance sheet balance; the income statement
  // carries the month's provision.
  const end = `${monthEnd}T23:59`;
  await admin.getByRole('link', { name: 'Accounting' }).click();
  await expect(admin.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();
  await show(admin, 'Trial balance', { at: end });
  await expect(admin.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
  const trial = await printed(admin);
  expect(trial).toContain('Trial balance (USD)');
  expect(trial).toMatch(/Page 1 of \d/);
  await show(admin, 'Balance sheet', { at: end });
  await expect(admin.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
  expect((await cellsOf(admin, 'Loans outstanding'))[2]).toBe('1200.00');
  // The allowance is shown as it counts in the assets: deducted from the loans.
  expect((await cellsOf(admin, 'Allowance for loan losses'))[2]).toBe('-900.00');
  expect(await printed(admin)).toContain('Balance sheet (USD)');
  await show(admin, 'Income statement', { from: `${addDays(`${month}-01`, -1)}T23:59`, at: end });
  expect((await cellsOf(admin, 'Loan-loss provision expense'))[2]).toBe('900.00');
  const income = await printed(admin);
  expect(income).toContain('Income statement (USD)');
  expect(income).toContain('Loan-loss provision expense');
  // They reconcile with what customers see and with the loan portfolio, as the month ended.
  await admin.getByRole('region', { name: 'Reconciliation' }).getByRole('group', { name: 'As of' }).getByLabel('Date and time').fill(end);
  await admin.getByRole('button', { name: 'Run reconciliation' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The books agree' })).toBeVisible();
  await expectAccessible(admin);

  // A balance adjustment back-dated into the closed month is refused on screen, and the balance is unchanged.
  const balanceOf = async () => (await post(request, 'user-sync', { action: 'get_user_data', data: {} }, await signInApi(request, saver))).user.account_balance_minor as number;
  const saverBefore = await balanceOf();
  await admin.getByRole('link', { name: 'Users' }).click();
  await admin.getByRole('button', { name: 'Edit Sara Saver' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Balance (USD)', { exact: true }).fill(((saverBefore + 4_000) / 100).toFixed(2));
  await dialog.getByLabel(/^Reason for change/).fill('Cash counted late');
  await dialog.getByLabel('Value date of a balance change (empty: today)').fill(`${month}-20`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(`The books for ${month} are closed: nothing dated ${month}-20 can be posted.`, { exact: false })).toBeVisible();
  expect(await balanceOf()).toBe(saverBefore);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Two administrators write the loan off: one proposes with a reason, another approves.
  const name = `${borrower.firstName} ${borrower.lastName}`;
  await admin.goto('/admin/loans');
  await admin.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  await admin.getByLabel(/^Note or reason/).fill('Customer unreachable since the market closed');
  await admin.getByRole('button', { name: 'Propose write-off' }).click();
  await expect(admin.getByText('Write-off proposed: a different administrator must approve it.')).toBeVisible();
  const second = await backOffice(browser, checker);
  await second.goto('/admin/loans');
  await second.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  await second.getByRole('button', { name: 'Approve write-off' }).click();
  await expect(second.getByText('Loan written off against the allowance for loan losses.')).toBeVisible();

  // The customer later repays $50.00: a recovery, not the loan receivable.
  await fundCustomer(request, borrower.userId, 'USD', '50.00');
  const borrowerToken = await signInApi(request, borrower);
  const started = await post(request, 'loan-repay-start', { loanId: loan.loanId, mode: 'amount', amount: '50.00', pin: borrower.pin }, borrowerToken);
  await post(request, 'loan-repay-confirm', { loanId: loan.loanId, changeId: started.changeId, code: await latestCodeFor(request, borrower.email) }, borrowerToken, { 'idempotency-key': randomUUID() });
  await admin.getByRole('link', { name: 'Accounting' }).click();
  await show(admin, 'Income statement', { from: end, at: '' });
  expect((await cellsOf(admin, 'Recoveries on written-off loans'))[2]).toBe('50.00');

  // The auditor: last month's balance sheet as it stood, compared with today's, and an export verified offline.
  const auditor = await backOffice(browser, await createAuditor(request, checker));
  await auditor.getByRole('link', { name: 'Accounting' }).click();
  await show(auditor, 'Balance sheet', { at: end });
  await expect(auditor.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
  expect((await cellsOf(auditor, 'Loans outstanding'))[2]).toBe('1200.00');
  await show(auditor, 'Two moments compared', { from: end, at: '' });
  const loans = await cellsOf(auditor, 'Loans outstanding');
  expect(loans.slice(2)).toEqual(['1200.00', '0.00', '-1200.00']);
  await auditor.getByRole('link', { name: 'Audit' }).first().click();
  await expect(auditor.getByRole('button', { name: 'Verify the chain' })).toBeVisible();
  const file = resolve('.tmp', `journey-export-${Date.now()}.jsonl`);
  await expect(async () => {
    const download = auditor.waitForEvent('download');
    await auditor.getByRole('button', { name: 'Export the log with its chain' }).click();
    await (await download).saveAs(file);
    await expect(auditor.getByRole('status').filter({ hasText: /^Exported \d+ events, positions 1 to/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expectAccessible(auditor);
  // Exit status 0 (execFileSync throws on any other): the chain of every exported event is intact.
  expect(execFileSync('node', ['scripts/verify-log.mjs', file], { encoding: 'utf8' })).toBeTruthy();
});
