// Proves in Chromium that a customer chooses e-mail alerts on the Alerts page and receives them through the mailer (the suite's mail catcher): a transfer above their amount, their balance falling below theirs, money received from another customer and a sign-in from a new device, each also listed in Notifications; a bad amount is refused on its field and nothing is saved.
import { expect as baseExpect, test } from '@playwright/test';
import { createCustomer, fundCustomer } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { mailWithSubject, sendLocalTransfer } from './support/transfer-api.ts';

// Two shared cores: a chart's chunk and axe take their time.
test.setTimeout(150_000);
const expect = baseExpect.configure({ timeout: 30_000 });

test('chosen alerts are e-mailed after the money moves and listed in notifications', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Alma', 'Alerts');
  const payer = await createCustomer(request, 'Paul', 'Payer');
  await fundCustomer(request, customer.userId, 'USD', '500.00');
  await fundCustomer(request, payer.userId, 'USD', '200.00');
  await signIn(page, customer);
  await page.getByRole('link', { name: 'Alerts' }).first().click();
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('A transfer from my account is above (USD)').fill('lots');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByText('Please enter a valid amount, such as 500.00')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('A transfer from my account is above (USD)')).toHaveValue('');

  await page.getByLabel('Someone signs in to my account from a new device').check();
  await page.getByLabel('I receive money (a transfer or a confirmed deposit)').check();
  await page.getByLabel('A transfer from my account is above (USD)').fill('100');
  await page.getByLabel('My balance falls below (USD)').fill('300');
  await page.getByRole('button', { name: 'Save alerts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your alerts are saved.' })).toBeVisible();
  await expect(page.getByLabel('A transfer from my account is above (USD)')).toHaveValue('100.00');

  await sendLocalTransfer(request, customer, { recipientName: 'Big Purchase', amount: '250.00' });
  expect(await mailWithSubject(request, customer.email, 'Large transfer from your account')).toContain('$250.00 to Big Purchase');
  expect(await mailWithSubject(request, customer.email, 'Your balance is low')).toContain('Your balance is now $245.00');
  await sendLocalTransfer(request, payer, { recipientName: 'Alma Alerts', accountNumber: customer.accountNumber, bankName: 'Trust Microfinance Bank', amount: '20.00' });
  expect(await mailWithSubject(request, customer.email, 'Money received')).toContain('You received $20.00 from Paul Payer');

  const other = await request.post('/functions/v1/auth-login', { data: { email: customer.email, password: customer.password, pin: customer.pin, deviceInfo: { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/130.0', platform: 'Windows' } } });
  expect(other.ok()).toBe(true);
  expect(await mailWithSubject(request, customer.email, 'Sign-in from a new device')).toContain('Firefox on Windows');

  await page.goto('/dashboard/notifications');
  for (const title of ['Large transfer from your account', 'Your balance is low', 'Money received', 'Sign-in from a new device']) {
    await expect(page.getByText(`Alert e-mailed: ${title}`).first()).toBeVisible();
  }
  await expectAccessible(page);
});
