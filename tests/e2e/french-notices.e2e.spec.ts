// Proves in Chromium that a French administrator reads a back-office notice with a parameter in French (issue 27's
// known gap): the answer carries the notice's key and parameters beside its English, and the Notice words it.
import { expect, test } from '@playwright/test';
import { createCustomer, createSecondAdmin, setCustomerStatus } from './support/api.ts';
import { signIn } from './support/browser.ts';

test('a French administrator activates a suspended customer and reads "L’utilisateur … a été activé."', async ({ page, request }) => {
  test.setTimeout(120_000);
  // An administrator of this test's own, so the suite's administrator keeps writing in English.
  const admin = await createSecondAdmin(request, 'Léa', 'Moreau');
  const customer = await createCustomer(request, 'Inès', 'Suspendue');
  await setCustomerStatus(request, customer, 'suspended');
  await signIn(page, admin, /\/admin\/dashboard$/);
  await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/admin/users');
  await page.getByLabel('Rechercher des utilisateurs').fill(customer.email);
  await page.getByRole('button', { name: 'Activer Inès Suspendue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'L’utilisateur Inès Suspendue a été activé.' })).toBeVisible();
});
