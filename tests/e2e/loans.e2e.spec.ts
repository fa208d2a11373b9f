// Proves in Chromium, on a bank whose clock moves, a loan's whole life as its people see it: the customer applies in the
// wizard and sees the application listed at once with what happens next; one administrator, with the schedule and the
// applicant's figures in front of them, recommends and cannot approve their own recommendation; a second approves and
// disburses into savings; an extra payment shortening the loan says which instalment it went to; the first instalment is
// collected on its date; a missed one takes the late fee after the tolerance and the
// customer is told; the customer pays off with PIN and e-mailed code; the history reconciles with the balance, and the
// bank's book (the back office's audit replay) still sums to zero.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCustomer, createSecondAdmin, E2E_ADMIN, fundCustomer, latestCodeFor, signInApi } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { useTimeTravelBank } from './support/time-travel-bank.ts';

const bank = useTimeTravelBank();
const DAY = 86_400_000;

async function adminPage(browser: Browser, who: { email: string; password: string; pin: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who, /\/admin\/dashboard$/);
  await page.goto('/admin/loans');
  return page;
}

/** Whole days from the bank's date to `date`: moving by them lands on that date, when its collection runs. */
async function daysUntil(date: string): Promise<number> {
  const today = (await bank().now()).toISOString().slice(0, 10);
  return Math.round((Date.parse(date) - Date.parse(today)) / DAY);
}

const money = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a loan from application through maker-checker, an automatic instalment, a late fee and a payoff with PIN and code', async ({ page, browser, request }) => {
  test.setTimeout(420_000);
  const customer = await createCustomer(request, 'Lena', 'Lender');
  const post = async (name: string, body: unknown, token: string) => {
    const response = await request.post(`/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  // Sessions age with the bank's clock: the customer's API session is renewed after each move.
  let token = await signInApi(request, customer);
  const mine = async () => (await post('loans-mine', {}, token)).loans[0];
  const balance = async () => (await post('user-sync', { action: 'get_user_data', data: {} }, token)).user.account_balance_minor as number;

  // The customer applies in the wizard, seeing the schedule before applying.
  await signIn(page, customer);
  await page.goto('/dashboard/loans');
  await page.getByRole('button', { name: 'Apply for a loan' }).click();
  await page.getByLabel('Loan product').selectOption({ label: 'Personal Loan' });
  await page.getByLabel('Amount (USD)').fill('1200');
  await page.getByLabel('Number of instalments').fill('6');
  await page.getByLabel('Purpose').fill('Sewing machine');
  await page.getByRole('button', { name: 'Review the schedule' }).click();
  await expect(page.getByRole('table', { name: 'Repayment schedule before applying' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply for this loan' }).click();
  await expect(page.getByText('Your application was received. We will let you know our decision.')).toBeVisible();
  const card = page.getByRole('region', { name: /^Personal Loan ·/ });
  await expect(card.getByText('Waiting for our review: $1,200.00 over 6 monthly instalments. We will let you know our decision.')).toBeVisible();
  await expect(page.getByText('You have no loans yet.')).toHaveCount(0);

  // Maker-checker: A recommends and cannot approve; B approves and disburses.
  const name = `${customer.firstName} ${customer.lastName}`;
  const maker = await adminPage(browser, E2E_ADMIN);
  await maker.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  // The decision view comes to the top with the amount, the term, the instalment and the applicant's record.
  const decision = maker.getByRole('region', { name: `${name}: Personal Loan` });
  await expect(decision.getByText('6 monthly instalments')).toBeInViewport();
  await expect(decision.getByText('$1,200.00', { exact: true })).toBeInViewport();
  await expect(decision.getByText('None on file')).toBeVisible();
  await expect(decision.getByText('No other loans.')).toBeVisible();
  await decision.locator('summary', { hasText: 'Proposed schedule (if paid out today)' }).click();
  await expect(decision.getByRole('table', { name: 'Proposed schedule (if paid out today)' }).getByRole('row')).toHaveCount(7);
  await maker.getByRole('button', { name: 'Recommend for approval' }).click();
  await expect(maker.getByRole('button', { name: 'Approve' })).toBeVisible();
  await maker.getByRole('button', { name: 'Approve' }).click();
  await expect(maker.getByText('You recommended this loan: a different administrator must approve it.')).toBeVisible();
  const checker = await adminPage(browser, await createSecondAdmin(request));
  await checker.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  await checker.getByRole('button', { name: 'Approve' }).click();
  await checker.getByRole('button', { name: 'Disburse into savings' }).click();
  await expect(checker.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  expect(await balance()).toBe(120_000);

  // An extra $100.00 that shortens the loan: the dialog says it went to the last instalment, and the schedule shows it paid.
  const loan = await mine();
  const [first, second, , , , last] = loan.instalments as { dueDate: string; principalMinor: number; interestMinor: number }[];
  await page.reload();
  await card.getByRole('button', { name: 'Pay another amount' }).click();
  const extra = page.getByRole('dialog', { name: 'Repay your Personal Loan' });
  await extra.getByLabel('Amount to repay (USD)').fill('100');
  await extra.getByRole('radio', { name: 'Shorten my loan' }).check();
  await extra.getByRole('button', { name: 'Continue' }).click();
  await extra.getByLabel('Transaction PIN').fill(customer.pin);
  await extra.getByRole('button', { name: 'Send me a code' }).click();
  await extra.getByLabel('Code from the e-mail').fill(await latestCodeFor(request, customer.email));
  await extra.getByRole('button', { name: 'Confirm repayment of $100.00' }).click();
  await expect(extra.getByText('Your repayment of $100.00 was received.')).toBeVisible();
  const lastDue = new Date(`${last!.dueDate}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  await expect(extra.getByRole('listitem')).toHaveText([`Instalment 6, due ${lastDue}: $100.00 paid ahead`]);
  await extra.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(card.getByRole('table', { name: 'Repayment schedule of Personal Loan' }).getByRole('row').nth(6)).toContainText('$100.00');

  // The first due date: the disbursed savings cover the instalment, collected by the job.
  const moved = await bank().advanceDays(await daysUntil(first!.dueDate));
  expect(moved.reports['loan-collection']).toMatchObject({ failed: 0 });
  token = await signInApi(request, customer);
  // (Savings interest is credited too as months end: the history row is the instalment's own.)
  const history = async () => (await post('customer-records', { action: 'history' }, token)).transactions as { description: string; type: string; amount: string; status: string }[];
  expect((await history()).filter((r) => r.description === 'Personal Loan instalment collected').map((r) => r.amount)).toEqual([((first!.principalMinor + first!.interestMinor) / 100).toFixed(2)]);

  // The savings are spent down to $1.00: the second instalment is missed and, past the 5 days' tolerance, takes the late fee.
  await fundCustomer(request, customer.userId, 'USD', `-${(((await balance()) - 100) / 100).toFixed(2)}`);
  await bank().advanceDays(await daysUntil(second!.dueDate) + 6);
  token = await signInApi(request, customer);
  await page.context().clearCookies();
  await signIn(page, customer);
  // The dashboard shows the next payment as the loans page states it, from the first read the sign-in answer carried (issue 30).
  const next = (await mine()).nextPayment as { amountMinor: number };
  await expect(page.getByRole('region', { name: 'Next loan payment' })).toContainText(money(next.amountMinor));
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('main')).toContainText('Loan instalment missed');
  // The borrower was told each step before it too (issue 26).
  for (const told of ['Loan approved', 'Loan paid out', 'Loan instalment collected']) await expect(page.getByRole('main')).toContainText(told);
  await page.goto('/dashboard/loans');
  const schedule = card.getByRole('table', { name: 'Repayment schedule of Personal Loan' });
  await expect(schedule.getByRole('row').nth(2)).toContainText('Overdue');
  await expect(schedule.getByRole('row').nth(2)).toContainText('$25.00');

  // Money arrives; the customer pays off with the PIN and the e-mailed code.
  await fundCustomer(request, customer.userId, 'USD', '2000.00');
  await page.reload();
  const payoff = (await mine()).payoffTodayMinor as number;
  await card.getByRole('button', { name: `Pay off ${money(payoff)} now` }).click();
  const dialog = page.getByRole('dialog', { name: 'Repay your Personal Loan' });
  await dialog.getByLabel('Transaction PIN').fill(customer.pin);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await expect(dialog.getByText(/We e-mailed a code to/)).toBeVisible();
  await dialog.getByLabel('Code from the e-mail').fill(await latestCodeFor(request, customer.email));
  await dialog.getByRole('button', { name: `Confirm repayment of ${money(payoff)}` }).click();
  await expect(dialog.getByText('Your loan is paid off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();

  // The history's rows (disbursement, instalment, payoff with the late fee in it) reconcile with the balance.
  const rows = await history();
  const loanRows = rows.filter((r) => r.description.startsWith('Personal Loan'));
  expect(loanRows.map((r) => r.description).sort()).toEqual(['Personal Loan disbursed', 'Personal Loan instalment collected', 'Personal Loan payoff', 'Personal Loan repayment']);
  expect(loanRows.find((r) => r.description === 'Personal Loan payoff')!.amount).toBe((payoff / 100).toFixed(2));
  const net = rows.filter((r) => r.status === 'completed').reduce((sum, r) => sum + Math.round(Number(r.amount) * 100) * (r.type === 'credit' ? 1 : -1), 0);
  expect(net).toBe(await balance());
  await page.goto('/dashboard/transactions');
  await expect(page.getByText('Personal Loan payoff')).toBeVisible();

  // The bank's book, as the back office's audit replays it, sums to zero with nothing left on the loan's accounts.
  const admin = await signInApi(request, E2E_ADMIN);
  const { snapshot } = await post('admin-audit', { action: 'replay', point: {} }, admin);
  const book = snapshot.book as Record<string, number>;
  expect(Object.values(book).reduce((a, b) => a + b, 0)).toBe(0);
  expect(Object.keys(book).filter((account) => account.includes(loan.loanId))).toEqual([]);
});
