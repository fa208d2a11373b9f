// Proves issue 17's back office in Chromium against the real server: an administrator creates a loan product on the Loan Products
// page (labelled fields, a field error on a bad rate, the history row), the public Services page then advertises its larger amount,
// and deactivating it brings the specification's figure back; and the audit replay shows a loan approved just before its
// disbursement and active from it. The page passes axe and reads as labelled cards on a phone.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, createSecondAdmin, fundCustomer, signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';

// Two scenes through the real server, each signing in and loading several pages: longer than one page's minute on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function post(request: APIRequestContext, name: string, body: unknown, token: string) {
  const response = await request.post(`/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  expect(response.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

/** What a visitor who is not signed in reads on the Services page's personal loan card. */
async function personalLoanFigure(browser: Browser, figure: string): Promise<void> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Personal Loans' })).toBeVisible();
  await expect(page.getByText(figure, { exact: true })).toBeVisible();
  await visitor.close();
}

async function openProducts(page: Page) {
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Loan products' }).first().click();
  await expect(page.getByRole('heading', { name: 'Loan products', level: 1 })).toBeVisible();
}

test('an administrator creates a loan product, the site advertises it, and deactivating it restores the specification figure', async ({ page, browser }) => {
  await personalLoanFigure(browser, 'Up to $50,000');
  await openProducts(page);
  const products = page.getByRole('region', { name: 'Products', exact: true });
  await expect(products.getByRole('row', { name: /^Personal Loan / })).toContainText('$500.00to $50,000.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a loan product' });
  await dialog.getByLabel('Name').fill('Staff Personal Loan');
  await dialog.getByLabel('Kind').selectOption({ label: 'Personal' });
  await dialog.getByLabel('Smallest amount ($)').fill('1000');
  await dialog.getByLabel('Largest amount ($)').fill('60000');
  await dialog.getByLabel('Shortest term (instalments)').fill('6');
  await dialog.getByLabel('Longest term (instalments)').fill('24');
  await dialog.getByLabel('Nominal annual rate (%)').fill('twelve');
  await dialog.getByLabel('Late fee ($)').fill('20');
  await dialog.getByLabel('Tolerance before the late fee (days)').fill('5');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  const rate = dialog.getByLabel('Nominal annual rate (%)');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription('Annual rate must be a percentage from 0.00 to 100.00.');
  await rate.fill('11.50');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff Personal Loan saved.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = products.getByRole('row', { name: /^Staff Personal Loan / });
  await expect(row).toContainText('$1,000.00to $60,000.00');
  await expect(row).toContainText('11.50%');
  const history = page.getByRole('region', { name: 'History of changes' });
  await expect(history.getByRole('row', { name: /Staff Personal Loan/ }).first()).toContainText('Created');
  await personalLoanFigure(browser, 'Up to $60,000');

  // On a phone the products table reads as labelled cards (tests/e2e/layout.e2e.spec.ts checks nothing leaves the screen at 1280 and 390 px).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(products.locator('tbody tr', { hasText: 'Staff Personal Loan' }).locator('td').first()).toHaveAttribute('data-label', 'Product');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Deactivate Staff Personal Loan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Staff Personal Loan is no longer offered' })).toBeVisible();
  await expect(history.getByRole('row', { name: /Staff Personal Loan/ }).first()).toContainText('Status: Active → Inactive');
  await expect(page.getByRole('button', { name: 'Activate Staff Personal Loan' })).toBeVisible();
  await personalLoanFigure(browser, 'Up to $50,000');
});

test('the audit replay shows a loan approved just before its disbursement and active from it', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Lena', 'Lender');
  await fundCustomer(request, customer.userId, 'USD', '100.00');
  const checker = await createSecondAdmin(request);
  const customerToken = await signInApi(request, customer);
  const { loan } = await post(request, 'loan-apply', { productId: 'personal', amount: '1200.00', term: 6, purpose: 'Sewing machine' }, customerToken);
  await post(request, 'admin-loans', { action: 'recommend', loanId: loan.loanId, note: 'Regular income' }, await signInApi(request, E2E_ADMIN));
  const checkerToken = await signInApi(request, checker);
  await post(request, 'admin-loans', { action: 'approve', loanId: loan.loanId, note: 'Agreed' }, checkerToken);
  await post(request, 'admin-loans', { action: 'disburse', loanId: loan.loanId }, checkerToken);

  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.goto('/admin/audit');
  await page.getByLabel('Event Type').selectOption('LoanDisbursed');
  // Newest first: the disbursement just made.
  const disbursed = page.getByRole('row', { name: /LoanDisbursed/ }).first();
  await expect(disbursed).toBeVisible();
  const position = Number(/#(\d+),/.exec((await disbursed.textContent()) ?? '')?.[1]);
  expect(position).toBeGreaterThan(0);

  await disbursed.getByRole('button', { name: `Replay to just before event ${position}` }).click();
  const before = page.getByRole('table', { name: `Loans as of position ${position - 1}` });
  await expect(before.getByRole('row', { name: /Lena Lender/ })).toContainText('Approved');

  const replay = page.getByRole('region', { name: 'Replay' });
  await replay.getByLabel(/Replay to position/).fill(String(position));
  await replay.getByRole('button', { name: 'Replay', exact: true }).click();
  const after = page.getByRole('table', { name: `Loans as of position ${position}` });
  const row = after.getByRole('row', { name: /Lena Lender/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$1,200.00');
});
