// Proves in Chromium the KYC journey of issue 29 item 6: with System Settings requiring a photo, one administrator uploads a
// customer's photo from User Details (a program renamed photo.jpg is refused first, with the reason), cannot approve what they
// uploaded, and a second administrator approves; the customer then sees their approved KYC and the photo on their profile.
// Checked for axe at 1280 px and, for the customer's page, at 390 px, in English and French.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createCustomer, createSecondAdmin, E2E_ADMIN, latestMailTo, signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 e2e photo bytes')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);

async function userDetails(browser: Browser, who: { email: string; password: string; pin: string }, customerEmail: string, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, who, /\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(customerEmail);
  await page.getByRole('button', { name: `View details of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'User Details' }).getByRole('heading', { name: 'KYC' })).toBeVisible();
  return page;
}

test('an administrator uploads a photo and a second administrator approves the KYC; the customer sees it', async ({ browser, request, page }) => {
  test.setTimeout(180_000);
  const customer = await createCustomer(request, 'Kofi', 'Mensah');
  const checker = await createSecondAdmin(request);
  const adminToken = await signInApi(request, E2E_ADMIN);
  const saveChecklist = async (requiredDocuments: string) => {
    const response = await request.post('/functions/v1/admin-settings', {
      data: { action: 'save', category: 'kyc', values: { identifierTypes: 'national_id, voter_card, passport, driving_licence', requiredIdentifiers: '', requiredDocuments } },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await saveChecklist('photo');
  try {
    const maker = await userDetails(browser, E2E_ADMIN, customer.email, 'Kofi Mensah');
    const dialog = maker.getByRole('dialog', { name: 'User Details' });
    await expect(dialog.getByTestId('kyc-status')).toContainText('Incomplete');
    await dialog.getByLabel('Document kind').selectOption({ label: 'Photo' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: ELF });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This file is a program, whatever its name says');
    await dialog.getByLabel('File', { exact: true }).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    await expect(dialog.getByText('Document uploaded.')).toBeVisible();
    await expect(dialog.getByTestId('kyc-status')).toContainText('Complete, awaiting approval by a second member of staff');
    await dialog.getByLabel('Identifier type').selectOption({ label: 'National ID' });
    await dialog.getByLabel('Identifier number').fill('GHA-123456789-0');
    await dialog.getByRole('button', { name: 'Register identifier' }).click();
    await expect(dialog.getByText('Identifier registered.')).toBeVisible();
    // The number is kept as the register compares it: upper case, without spaces or dashes.
    await expect(dialog.getByRole('listitem').filter({ hasText: 'GHA1234567890' })).toContainText('National ID');
    await expect(dialog.getByLabel('Identifier number')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(dialog.getByRole('alert')).toContainText('a different member of staff must approve it');
    await expectAccessible(maker);

    const second = await userDetails(browser, checker, customer.email, 'Kofi Mensah');
    const checking = second.getByRole('dialog', { name: 'User Details' });
    await expect(checking.getByRole('button', { name: 'View Photo' })).toBeVisible();
    await checking.getByLabel('Note (optional)').fill('Photo matches the customer at the branch');
    await checking.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(checking.getByTestId('kyc-status')).toContainText('Approved');
    await expect(checking.getByText(/^Approved by Chris Checker/)).toBeVisible();

    await signIn(page, customer);
    for (const [width, language] of [[1280, 'en'], [390, 'fr']] as const) {
      // The language is switched in the top bar at 1280 px, then the page is read at 390 px.
      if (language === 'fr') await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'Français' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/profile');
      const status = page.getByTestId('my-kyc-status');
      await expect(status).toContainText(language === 'en' ? 'Approved' : 'Approuvé', { timeout: 30_000 });
      await expect(page.getByText(language === 'en' ? 'Photo' : 'Photo d’identité', { exact: true })).toBeVisible();
      await expectAccessible(page);
    }
  } finally {
    await saveChecklist('');
  }
});

test('a member of staff registers a customer in the field, who sets their own password and PIN from the e-mailed link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `field.${Date.now()}@example.test`;
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Register a Customer' }).first().click();
  await page.getByLabel('First name').fill('Efua');
  await page.getByLabel('Last name').fill('Boateng');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('+233 24 000 0000');
  await page.getByRole('button', { name: 'Register the customer' }).click();
  await expect(page.getByRole('status')).toContainText(`a link to set their password and PIN was e-mailed to ${email}`);
  await expectAccessible(page);

  const link = /\/account-setup\?token=[A-Za-z0-9_-]+/.exec(await latestMailTo(request, email))?.[0] ?? '';
  const customer = await (await page.context().browser()!.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  await customer.goto(link);
  await customer.getByLabel('Password', { exact: true }).fill('Cocoa-Harbor-4711');
  await customer.getByLabel('Confirm Password').fill('Cocoa-Harbor-4711');
  await customer.getByLabel('PIN (4 digits)').fill('1593');
  await customer.getByLabel('Confirm PIN').fill('1593');
  await expectAccessible(customer);
  await customer.getByRole('button', { name: 'Set my password and PIN' }).click();
  await expect(customer.getByText('Your password and PIN are set. You can sign in now.')).toBeVisible();
  await signIn(customer, { email, password: 'Cocoa-Harbor-4711', pin: '1593' });
});
