// Proves in Chromium, on a bank whose clock moves, that savings interest is posted once a month has ended: the customer sees
// the Interest row in the history, the statement line of the month it was credited in, and the interest earned on the dashboard;
// moving the clock again posts nothing twice.
import { expect, test } from '@playwright/test';
import { createCustomer, fundCustomer } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { useTimeTravelBank } from './support/time-travel-bank.ts';

const bank = useTimeTravelBank();
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

test('a month after funding, the Interest row, the statement line and the dashboard figure appear, once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request, 'Sally', 'Saver');
  await fundCustomer(request, customer.userId, 'USD', '10000.00');
  const start = await bank().now();
  const earnedMonth = `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  // To a few days after the 1st of next month: the month the account opened has ended and its interest is posted on the 1st.
  const daysToNext = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)).getTime() - start.getTime();
  const moved = await bank().advanceDays(Math.ceil(daysToNext / 86_400_000) + 2);
  expect(moved.reports['savings-interest']).toMatchObject({ failed: 0 });
  expect((moved.reports['savings-interest'] as { done: number }).done).toBeGreaterThanOrEqual(1);
  const now = new Date(moved.now);
  const postedPeriod = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

  await signIn(page, customer);
  const tile = page.getByText(`Interest Earned in ${now.getUTCFullYear()}`);
  await expect(tile).toBeVisible();
  await expect(page.getByText('At 4.50% APY, accrued daily and paid monthly')).toBeVisible();

  await page.goto('/dashboard/transactions');
  const row = page.getByText(`Savings interest for ${earnedMonth}`);
  await expect(row.first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/dashboard/statements?period=${postedPeriod}`);
  await expect(page.getByRole('cell', { name: `Savings interest for ${earnedMonth}` }).or(page.getByText(`Savings interest for ${earnedMonth}`)).first()).toBeVisible();

  // A second run at a later time posts nothing for that month again.
  const again = await bank().advanceDays(1);
  expect(again.reports['savings-interest']).toMatchObject({ done: 0, failed: 0 });
  // A day later the session has timed out with the clock: sign in again.
  await page.context().clearCookies();
  await signIn(page, customer);
  await page.goto('/dashboard/transactions');
  await expect(page.getByText(`Savings interest for ${earnedMonth}`)).toHaveCount(1);
});
