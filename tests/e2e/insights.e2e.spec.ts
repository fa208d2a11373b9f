// Proves in Chromium that a customer sees this month's spending by category and twelve months of balance on the dashboard (their figures read from each chart's table), that a rule they add re-categorises a past transfer, that one row's own category beats the rule, that a rule without text is refused with its field message, that charts which cannot load fail alone with a way to load them again, and that the pages pass axe at 1280 and 390 px.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createCustomer, fundCustomer } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { sendLocalTransfer } from './support/transfer-api.ts';

// Two shared cores: a chart's chunk and axe take their time.
test.setTimeout(150_000);
const expect = baseExpect.configure({ timeout: 30_000 });

/** The rows of a chart's table as [label, value] pairs, read after opening its disclosure as a person would. */
async function chartRows(page: Page, chart: string | RegExp): Promise<string[][]> {
  const region = page.getByRole('region', { name: chart });
  await expect(region.getByRole('img', { name: chart })).toBeVisible();
  const summary = region.getByText('Show the figures as a table');
  if ((await region.locator('details').getAttribute('open')) === null) await summary.click();
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

test('the dashboard charts show spending by category and the balance, and rules re-categorise past rows', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Ines', 'Insights');
  await fundCustomer(request, customer.userId, 'USD', '500.00');
  await sendLocalTransfer(request, customer, { recipientName: 'Green Grocer', amount: '40.00', description: 'Weekly shop' });
  await signIn(page, customer);
  expect(await chartRows(page, /^Spending by category/)).toEqual([['Transfer', '$45.00']]);
  const balances = await chartRows(page, 'Balance over the last 12 months');
  expect(balances).toHaveLength(12);
  expect(balances.at(-1)?.[1]).toBe('$455.00');
  expect(balances[0]?.[1]).toBe('$0.00');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Manage categories and rules' }).click();
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByLabel('Text to find')).toHaveAccessibleDescription('Text to find is required');
  await page.getByLabel('Look in').selectOption('payee');
  await page.getByLabel('Text to find').fill('grocer');
  await page.getByLabel('Category', { exact: true }).fill('Groceries');
  await page.getByRole('button', { name: 'Add rule' }).click();
  const rules = page.getByRole('table', { name: 'Your rules' });
  await expect(rules.getByRole('cell', { name: 'Groceries' })).toBeVisible();
  const rows = page.getByRole('table', { name: /transactions/ });
  await expect(rows.getByText('Groceries', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  expect(await chartRows(page, /^Spending by category/)).toEqual([['Groceries', '$45.00']]);

  await page.goto('/dashboard/categories');
  await page.getByRole('button', { name: 'Change the category of Weekly shop' }).click();
  await page.getByLabel('Category for Weekly shop').fill('Household');
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(rows.getByText('(your choice)')).toBeVisible();
  await page.goto('/dashboard');
  expect(await chartRows(page, /^Spending by category/)).toEqual([['Household', '$45.00']]);
  await page.goto('/dashboard/transactions');
  await expect(page.getByText('Household').first()).toBeVisible();
});

test('the categories page and the charts fit a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = await createCustomer(request, 'Pia', 'Phone');
  await fundCustomer(request, customer.userId, 'USD', '100.00');
  await signIn(page, customer);
  await expect(page.getByText('No spending this month yet.')).toBeVisible();
  expect((await chartRows(page, 'Balance over the last 12 months')).at(-1)?.[1]).toBe('$100.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/dashboard/categories');
  await expect(page.getByRole('heading', { name: 'Add a rule' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('charts that cannot load fail alone: the balance stays on the dashboard and the charts load again on request', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Fay', 'Failing-Charts');
  await fundCustomer(request, customer.userId, 'USD', '75.00');
  await page.route('**/functions/v1/customer-insights', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503,"title":"Unavailable"}' }));
  await signIn(page, customer);
  await expect(page.getByRole('alert').filter({ hasText: 'Your charts could not be loaded just now.' })).toBeVisible();
  await expect(page.getByText('$75.00').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await page.unroute('**/functions/v1/customer-insights');
  await page.getByRole('button', { name: 'Load the charts again' }).click();
  expect((await chartRows(page, 'Balance over the last 12 months')).at(-1)?.[1]).toBe('$75.00');
});
