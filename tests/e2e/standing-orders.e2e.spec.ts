// Proves, in Chromium against a bank whose clock moves (the time-travel bank), that a customer sets up a weekly standing order
// with the PIN and the e-mailed code (and is told by e-mail), resumes a paused one the same way, that the bank makes the first payment on its date through the transfer rules, skips the next one when the
// balance would fall below the minimum (and e-mails the customer), that the customer sees both and cancels the order, and
// that the back office lists it.
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, fundCustomer, latestCodeFor, latestMailTo, signInApi, E2E_ADMIN, type Customer } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { mailWithSubject } from './support/transfer-api.ts';
import { useTimeTravelBank } from './support/time-travel-bank.ts';

const bank = useTimeTravelBank();

async function openOrders(page: Page, customer: Customer) {
  await signIn(page, customer);
  await page.getByRole('link', { name: 'Standing Orders' }).first().click();
  await expect(page.getByRole('heading', { name: 'Standing Orders', level: 1 })).toBeVisible();
}

test('a weekly standing order is made on its date, skipped when funds fall short, and cancelled by the customer', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await createCustomer(request, 'Olive', 'Order');
  await fundCustomer(request, customer.userId, 'USD', '300.00');
  await openOrders(page, customer);
  await expect(page.getByText('You have no standing orders yet.')).toBeVisible();
  await page.getByLabel('Recipient Name').fill('Rita Rent');
  await page.getByLabel('Account Number').fill('4444455555');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Bank Name').selectOption('Wells Fargo Bank');
  await page.getByLabel('Amount (USD)').fill('100.00');
  await page.getByLabel('Description').fill('Rent');
  await page.getByLabel('How often').selectOption('weekly');
  await page.getByLabel('Ends').selectOption('count');
  await page.getByLabel('Number of payments').fill('2');
  await page.getByLabel('Transaction PIN').fill('0000');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Wrong PIN. Please enter your correct transaction PIN.').first()).toBeVisible();
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We e-mailed a 4-digit code to .*\. Enter it to create the standing order\./)).toBeVisible();
  const code = await latestCodeFor(request, customer.email);
  await page.getByLabel('Code from the e-mail').fill(code === '0000' ? '0001' : '0000');
  await page.getByRole('button', { name: 'Create standing order' }).click();
  await expect(page.getByText('Invalid code. Please try again.').first()).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Create standing order' }).click();
  await expect(page.getByText('The standing order was created.')).toBeVisible();
  // The set-up e-mail follows the order from the log (a reactor): waited for by its subject, not read as the latest mail.
  expect(await mailWithSubject(request, customer.email, 'A standing order was set up on your account')).toContain('A standing order of $100.00 to Rita Rent, every week from');
  const row = page.getByRole('row', { name: /Rita Rent/ });
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Weekly from');
  await expect(row).toContainText('2 payments');
  await expect(row).toContainText('Active');
  await expectAccessible(page);

  // A day on, the first payment ($100 + $5 fee) is made: $195 left.
  const first = await bank().advanceDays(1);
  expect(first.reports['standing-orders']).toMatchObject({ done: 1, skipped: 0 });
  await openOrders(page, customer);
  await expect(page.getByRole('row', { name: /Rita Rent/ })).toContainText(/Made on .* \(SO-\d{8}-\d{10}\)/);
  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('row', { name: /Rent Transfer SO-\d{8}-\d{10} completed \$100\.00 \$5\.00 -\$105\.00/ })).toBeVisible();

  // A week on, $195 - $105 would leave less than the $100 minimum balance: skipped, and the customer is e-mailed.
  const second = await bank().advanceDays(7);
  expect(second.reports['standing-orders']).toMatchObject({ done: 0, skipped: 1 });
  expect(await latestMailTo(request, customer.email)).toContain('was not made: This transfer would take your balance below the minimum balance of $100.00.');
  await openOrders(page, customer);
  const after = page.getByRole('row', { name: /Rita Rent/ });
  await expect(after).toContainText('Skipped on');
  await expect(after).toContainText('1 made, 1 skipped');
  await expect(after).toContainText('Finished');

  const office = await request.post('/functions/v1/admin-standing-orders', { data: { action: 'list', userId: customer.userId }, headers: { authorization: `Bearer ${await signInApi(request, E2E_ADMIN)}` } });
  expect((await office.json()).orders).toMatchObject([{ customerEmail: customer.email, recipientName: 'Rita Rent', executed: 1, skipped: 1, status: 'finished' }]);
});

test('a customer pauses, resumes and cancels a monthly standing order', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await createCustomer(request, 'Paul', 'Pause');
  await openOrders(page, customer);
  await page.getByLabel('Recipient Name').fill('Gym Club');
  await page.getByLabel('Account Number').fill('7777788888');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Bank Name').selectOption('Citibank');
  await page.getByLabel('Amount (USD)').fill('30.00');
  await page.getByLabel('Description').fill('Membership');
  // The first test moved this bank's clock ahead of the browser's: start from the bank's tomorrow.
  const tomorrow = new Date((await bank().now()).getTime() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('First payment date').fill(tomorrow);
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/Enter it to create the standing order/)).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestCodeFor(request, customer.email));
  await page.getByRole('button', { name: 'Create standing order' }).click();
  const row = page.getByRole('row', { name: /Gym Club/ });
  await expect(row).toContainText('Monthly from');
  await expect(row).toContainText('until cancelled');
  await page.getByRole('button', { name: 'Pause the order to Gym Club' }).click();
  await expect(row).toContainText('Paused');
  // Resuming lets the order move money again: the PIN, then a code e-mailed for this resume.
  await page.getByRole('button', { name: 'Resume the order to Gym Club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resume standing order' });
  await dialog.getByLabel('Transaction PIN').fill(customer.pin);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(/Enter it to resume the order\./)).toBeVisible();
  await dialog.getByLabel('Code from the e-mail').fill(await latestCodeFor(request, customer.email));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect(row).toContainText('Active');
  await page.getByRole('button', { name: 'Cancel the order to Gym Club' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Pause the order to Gym Club' })).toHaveCount(0);
});
