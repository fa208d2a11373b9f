// Proves in Chromium, on a bank whose clock moves, a loan gone bad as the back office and its customer see it: 130 days
// after disbursement with nothing paid, the loans page shows it in the 91-180 days bucket and in PAR1, PAR30 and PAR90,
// with the provision the month end required; one administrator proposes the write-off with a reason and cannot approve
// it; a second approves, the loan is written off, leaves the arrears, and the customer sees "Written off" on their loans
// page in English and in French. The page has no serious axe violation.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCustomer, createSecondAdmin, E2E_ADMIN, fundCustomer, signInApi } from './support/api.ts';
import { seriousViolations, signIn } from './support/browser.ts';
import { useTimeTravelBank } from './support/time-travel-bank.ts';

const bank = useTimeTravelBank();

async function adminPage(browser: Browser, who: { email: string; password: string; pin: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who, /\/admin\/dashboard$/);
  await page.goto('/admin/loans');
  return page;
}

test('a loan 100 days late in the arrears and PAR tables, written off by two administrators, seen written off by its customer', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const customer = await createCustomer(request, 'Wanda', 'Writeoff');
  const post = async (name: string, body: unknown, token: string) => {
    const response = await request.post(`/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const checker = await createSecondAdmin(request, 'Wendy', 'Checker');
  const { loan } = await post('loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Market stall' }, await signInApi(request, customer));
  await post('admin-loans', { action: 'recommend', loanId: loan.loanId, note: '' }, await signInApi(request, E2E_ADMIN));
  const checkerToken = await signInApi(request, checker);
  await post('admin-loans', { action: 'approve', loanId: loan.loanId, note: '' }, checkerToken);
  await post('admin-loans', { action: 'disburse', loanId: loan.loanId }, checkerToken);
  // The customer spends the loan: nothing is collected when the instalments fall due.
  const user = await post('user-sync', { action: 'get_user_data', data: {} }, await signInApi(request, customer));
  await fundCustomer(request, customer.userId, 'USD', `-${(user.user.account_balance_minor / 100).toFixed(2)}`);
  const moved = await bank().advanceDays(130);
  expect(moved.reports['loan-provisioning']).toMatchObject({ failed: 0 });

  // The arrears and PAR tables on the loans page, and the allowance the month end required.
  const maker = await adminPage(browser, E2E_ADMIN);
  const buckets = maker.getByRole('table', { name: 'Loans by days overdue' });
  await expect(buckets.getByRole('row', { name: /^91-180 days/ })).toContainText('$1,200.00');
  await expect(buckets.getByRole('row', { name: /^91-180 days/ })).toContainText('75.00%');
  const par = maker.getByRole('table', { name: 'Portfolio at risk (PAR)' });
  for (const measure of ['PAR1 (1 day or more)', 'PAR30 (over 30 days)', 'PAR90 (over 90 days)']) await expect(par.getByRole('row', { name: new RegExp(`^${measure.replace(/[()]/g, '\\$&')}`) })).toContainText('$1,200.00');
  expect(await seriousViolations(maker)).toEqual([]);

  // Maker-checker: the proposer cannot approve; a different administrator does.
  const name = `${customer.firstName} ${customer.lastName}`;
  await maker.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  await maker.getByLabel(/^Note or reason/).fill('Customer unreachable since the market closed');
  await maker.getByRole('button', { name: 'Propose write-off' }).click();
  await expect(maker.getByText('Write-off proposed: a different administrator must approve it.')).toBeVisible();
  await maker.getByRole('button', { name: 'Approve write-off' }).click();
  await expect(maker.getByText('You proposed this write-off: a different administrator must approve it.')).toBeVisible();
  const second = await adminPage(browser, checker);
  await second.getByRole('button', { name: `Open the loan of ${name}` }).first().click();
  await expect(second.getByText(/Write-off proposed by .*: Customer unreachable since the market closed/)).toBeVisible();
  await second.getByRole('button', { name: 'Approve write-off' }).click();
  await expect(second.getByText('Loan written off against the allowance for loan losses.')).toBeVisible();
  await expect(second.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'Written off', exact: true })).toBeVisible();
  await expect(second.getByRole('table', { name: 'Loans by days overdue' }).getByRole('row', { name: /^91-180 days/ })).toContainText('$0.00');

  // The customer sees it written off, in English and in French.
  await signIn(page, customer);
  await page.goto('/dashboard/loans');
  const card = page.getByRole('region', { name: /^(Personal Loan|Prêt personnel) ·/ });
  await expect(card.getByText('Written off', { exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'Français' });
  await expect(card.getByText('Passé en perte', { exact: true })).toBeVisible();
});
