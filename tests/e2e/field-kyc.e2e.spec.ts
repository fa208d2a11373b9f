// Proves issue 29's field registration in Chromium against a real server: a loan officer, on a 390 px phone, registers a customer
// they met, lands on the customer's page with the KYC section, and finds them in My customers; both pages pass axe. The bank is
// this spec's own, seeded with a branch manager, a loan officer and ten customers (scripts/seed-field.ts).
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/browser.ts';
import { fieldUrl, officer, openBranch, useFieldBank } from './support/field-bank.ts';
import { registerCustomer } from './support/field-pages.ts';

test.use({ baseURL: fieldUrl, viewport: { width: 390, height: 844 } });
useFieldBank('field-kyc');

test('a loan officer registers a customer on a phone and finds them in My customers with the KYC section', async ({ page, request }) => {
  await openBranch(request, []);
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'My customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Register a customer' }).last().click();
  await expect(page).toHaveURL(/\/field\/register$/);
  await registerCustomer(page, { firstName: 'Efua', lastName: 'Mensah', email: 'efua.mensah@example.com', phone: '+1 202 555 0143' }, expectAccessible);

  await expect(page.getByRole('heading', { level: 1, name: 'Efua Mensah' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('texted to +1 202 555 0143');
  await expect(page.getByRole('heading', { name: 'KYC' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my customers' }).click();
  await expect(page.getByRole('link', { name: 'Efua Mensah' })).toBeVisible();
  await expectAccessible(page);
});
