// Proves in Chromium the accountant's journey on the Accounting page at 1280 and 390 px: after a customer is funded, the
// trial balance and the balance sheet as of now balance, the general ledger names the source, two moments compared show the change, the CSV names the bank and the statement, the PDF carries the
// bank's name and "Page 1 of 1" (read from its text), the reconciliation agrees, and the page passes axe without overflow;
// and in French at 390 px: the balance sheet balances, built-in accounts are named in French, money shows two decimals.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, createSecondAdmin, fundCustomer } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { pdfText } from './support/pdf-text.ts';

test.setTimeout(150_000);
const expect = baseExpect.configure({ timeout: 30_000 });

async function show(page: Page, statement: string) {
  await page.getByLabel('Statement', { exact: true }).selectOption({ label: statement });
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByRole('heading', { name: `${statement} (USD)` })).toBeVisible();
}

const totalsOf = (page: Page) => page.locator('.accounting-statement tr.row-total').last().locator('td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));

for (const width of [1280, 390]) {
  test(`an administrator's statements balance, download as CSV and PDF and reconcile (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await createCustomer(request, 'Alma', 'Ledger');
    await fundCustomer(request, customer.userId, 'USD', '250.00');
    await signIn(page, E2E_ADMIN, /\/admin/);
    await page.goto('/admin/accounting');
    await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();

    await show(page, 'Trial balance');
    await expect(page.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
    const [, , debit, credit] = await totalsOf(page);
    expect(Number(debit)).toBeGreaterThanOrEqual(250);
    expect(debit).toBe(credit);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv.split('\r\n').slice(1, 2)).toEqual(['Trial balance']);
    expect(csv).toContain('2000,Customer deposits');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const text = pdfText(await readFile((await (await pdfDownload).path())!)).join('\n');
    expect(text).toContain('Trial balance (USD)');
    expect(text).toMatch(/Page 1 of 1/);
    expect(text).toContain(csv.split('\r\n')[0]!.replace(/^"|"$/g, ''));

    await show(page, 'Balance sheet');
    await expect(page.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();

    // The general ledger of customer deposits names the funding's source; two moments compared show the change.
    await page.getByLabel('Statement', { exact: true }).selectOption({ label: 'General ledger' });
    await page.getByRole('button', { name: 'Show statement' }).click();
    await expect(page.getByRole('heading', { name: 'General ledger: 2000 Customer deposits (USD)' })).toBeVisible();
    await expect(page.locator('.accounting-statement td').filter({ hasText: 'Balance adjustment' }).first()).toBeVisible();
    await page.getByLabel('Statement', { exact: true }).selectOption({ label: 'Two moments compared' });
    await page.locator('#accounting-first-position').fill('0');
    await page.getByRole('button', { name: 'Show statement' }).click();
    await expect(page.getByRole('heading', { name: 'Two moments compared (USD)' })).toBeVisible();
    const deposits = await page.locator('.accounting-statement tr', { hasText: 'Customer deposits' }).locator('td').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));
    expect(deposits[2]).toBe('0.00');
    expect(Number(deposits[4])).toBeGreaterThanOrEqual(250);

    await page.getByRole('button', { name: 'Run reconciliation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The books agree' })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
}

test('the Accounting page in French: balance sheet balanced, money with two decimals, built-in accounts named in French (390 px)', async ({ page, request }) => {
  // An administrator of this test's own, so the suite's administrator keeps reading English; the switcher is in the top bar at desktop width.
  const admin = await createSecondAdmin(request, 'Brune', 'Bilan');
  const customer = await createCustomer(request, 'Basile', 'Bilan');
  await fundCustomer(request, customer.userId, 'USD', '12.50');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin, /\/admin\/dashboard$/);
  await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/admin/accounting');
  await expect(page.getByRole('heading', { name: 'Comptabilité', level: 1 })).toBeVisible();
  await page.getByLabel('État', { exact: true }).selectOption({ label: 'Bilan' });
  await page.getByRole('button', { name: 'Afficher l’état' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Équilibré' })).toBeVisible();
  const row = page.locator('.accounting-statement tr', { hasText: 'Dépôts des clients' });
  await expect(row.locator('td.num')).toHaveText(/^\d[\d\s\u202f]*,\d{2}\s?\$US$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
