// Proves, in Chromium against the real server, that a customer adds a payee only with the PIN and the e-mailed code, sees its
// cooling-off, picks it in the local transfer wizard where a large first transfer is refused with the time it will be allowed
// and a small one goes on, is offered to save a new recipient after a transfer, renames and deletes payees, and that the page passes axe.
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, fundCustomer, latestCodeFor } from './support/api.ts';
import { expectAccessible, otherThan, signIn } from './support/browser.ts';

async function addLocalPayee(page: Page, values: { nickname: string; name: string; account: string }) {
  await page.getByLabel('Name for this payee').fill(values.nickname);
  await page.getByLabel('Recipient Name').fill(values.name);
  await page.getByLabel('Account Number').fill(values.account);
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Bank Name').selectOption('Bank of America');
}

test('a customer adds a payee with the PIN and the e-mailed code, and its first large transfer waits the cooling-off', async ({ page, request }) => {
  // The axe check of a full page takes long on a loaded machine.
  test.setTimeout(180_000);
  const customer = await createCustomer(request, 'Pat', 'Payer');
  await fundCustomer(request, customer.userId, 'USD', '5000.00');
  await signIn(page, customer);
  await page.getByRole('link', { name: 'Payees' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payees', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no saved payees yet.')).toBeVisible();
  await expect(page.getByText('a new payee can receive at most $1,000.00 per transfer during the first 24 hours')).toBeVisible();

  await addLocalPayee(page, { nickname: 'Landlord', name: 'Lee Land', account: '1234509876' });
  await page.getByLabel('Transaction PIN').fill('0000');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Wrong PIN. Please enter your correct transaction PIN.').first()).toBeVisible();
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We e-mailed a 4-digit code to/)).toBeVisible();
  const code = await latestCodeFor(request, customer.email);
  await page.getByLabel('Code from the e-mail').fill(otherThan(code));
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page.getByText('Invalid code. Please try again.').first()).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page.getByText('Landlord was added to your payees.')).toBeVisible();
  const row = page.getByRole('row', { name: /Landlord/ });
  await expect(row).toContainText('1234509876');
  await expect(row).toContainText('Cooling off until');
  await expectAccessible(page);

  // The wizard picks the payee; a large first transfer waits, a small one goes on to the PIN.
  await page.goto('/dashboard/transfer/local');
  await page.getByLabel('Pay a saved payee').selectOption({ label: 'Landlord (1234509876)' });
  await expect(page.getByLabel('Recipient Name')).toHaveValue('Lee Land');
  await expect(page.getByLabel('Bank Name')).toHaveValue('Bank of America');
  await page.getByLabel('Amount (USD)').fill('1500.00');
  await page.getByLabel('Description').fill('Deposit');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/This payee was added recently: transfers above \$1,000\.00 to it are allowed from \w{3} \d+, \d{4}, \d\d:\d\d UTC\./).first()).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('800.00');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Transaction PIN')).toBeVisible();
});

test('after a transfer the recipient can be saved as a payee; payees are renamed and deleted', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Sam', 'Saver');
  await fundCustomer(request, customer.userId, 'USD', '500.00');
  await signIn(page, customer);
  await page.goto('/dashboard/transfer/local');
  await page.getByLabel('Recipient Name').fill('Gus Grocer');
  await page.getByLabel('Account Number').fill('5555566666');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Bank Name').selectOption('Citibank');
  await page.getByLabel('Amount (USD)').fill('20.00');
  await page.getByLabel('Description').fill('Groceries');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification Code').fill(await latestCodeFor(request, customer.email));
  await page.getByRole('button', { name: 'Verify & Transfer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transfer\/success$/);
  await page.getByRole('link', { name: 'Save recipient as a payee' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payees$/);
  await expect(page.getByLabel('Account Number')).toHaveValue('5555566666');
  await expect(page.getByLabel('Name for this payee')).toHaveValue('Gus Grocer');
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We e-mailed a 4-digit code to/)).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill(await latestCodeFor(request, customer.email));
  await page.getByRole('button', { name: 'Add payee' }).click();
  await expect(page.getByRole('row', { name: /Gus Grocer/ })).toContainText('Citibank');

  await page.getByRole('button', { name: 'Rename Gus Grocer' }).click();
  await page.getByRole('dialog').getByLabel('Name for this payee').fill('Corner shop');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The payee was renamed.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Corner shop/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Corner shop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The payee was deleted.')).toBeVisible();
  await expect(page.getByText('You have no saved payees yet.')).toBeVisible();
});
