// Proves in Chromium that the admin dashboard charts transactions per day, new customers per week and deposits against withdrawals, checked through each chart's table after a customer opens an account and a deposit is confirmed, at 1280 and 390 px, and that the dashboard passes axe.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, confirmDepositOf, createCustomer, signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';

// Two shared cores: a chart's chunk and axe take their time.
test.setTimeout(150_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function tableOf(page: Page, chart: RegExp): Promise<string[][]> {
  const region = page.getByRole('region', { name: chart });
  await expect(region.getByRole('img', { name: chart })).toBeVisible();
  await region.getByText('Show the figures as a table').click();
  return region.getByRole('table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

const dollars = (text: string | undefined) => Number((text ?? '').replace(/[$,]/g, ''));

for (const width of [1280, 390]) {
  test(`the admin dashboard's charts count the day's movements, the week's customers and the month's deposits (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await createCustomer(request, 'Carl', 'Charts');
    const token = await signInApi(request, customer);
    const deposit = await request.post('/functions/v1/deposit-create', { data: { method: 'wire', amount: '250.00' }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() } });
    expect(deposit.ok()).toBe(true);
    await confirmDepositOf(request, customer.email);
    await signIn(page, E2E_ADMIN, /\/admin/);
    await page.goto('/admin/dashboard');
    const days = await tableOf(page, /^Transactions per day/);
    expect(days).toHaveLength(14);
    expect(Number(days.at(-1)?.[1])).toBeGreaterThanOrEqual(2);
    const weeks = await tableOf(page, /^New customers per week/);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)?.[0]).toMatch(/^Week of /);
    expect(Number(weeks.at(-1)?.[1])).toBeGreaterThanOrEqual(1);
    const months = await tableOf(page, /^Deposits against withdrawals/);
    expect(months).toHaveLength(6);
    expect(dollars(months.at(-1)?.[1])).toBeGreaterThanOrEqual(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}
