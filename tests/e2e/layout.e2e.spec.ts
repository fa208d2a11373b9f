// Proves in Chromium that at 1280x800 and 390x844 every table fits its container with its amounts and action buttons on screen, that the sync status sits in the top bar and never over content, and that it says Offline or Not syncing instead of Online when the network or the live feed fails (issue 13 items 6 and 7).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, fundCustomer, type Customer } from './support/api.ts';
import { signIn } from './support/browser.ts';

// Each test signs in and measures several pages; on a shared machine that takes longer than one page's minute.
test.describe.configure({ timeout: 180_000 });

const VIEWPORTS = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];
const ADMIN_TABLES = ['/admin/users', '/admin/transactions', '/admin/accounts', '/admin/audit', '/admin/membership', '/admin/messages', '/admin/loan-products'];

async function pageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** What a person would see wrong: a table wider than its box, an amount or button off screen, a page that scrolls sideways. */
async function layoutProblems(page: Page): Promise<{ rows: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    let rows = 0;
    document.querySelectorAll<HTMLTableElement>('table.table').forEach((table, index) => {
      rows += table.tBodies[0]?.rows.length ?? 0;
      const box = table.parentElement as HTMLElement;
      if (box.scrollWidth > box.clientWidth + 1) problems.push(`table ${index} scrolls sideways: ${box.scrollWidth} > ${box.clientWidth}`);
      table.querySelectorAll<HTMLElement>('td.numeric, td button').forEach((cell) => {
        const rect = cell.getBoundingClientRect();
        if (rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5)) problems.push(`"${cell.textContent?.trim()}" spans ${Math.round(rect.left)}-${Math.round(rect.right)}, the screen 0-${width}`);
      });
    });
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    return { rows, problems };
  });
}

let customer: Customer;

test.beforeAll(async ({ request }) => {
  customer = await createCustomer(request, 'Tabitha', 'Layout-With-A-Rather-Long-Surname');
  await fundCustomer(request, customer.userId, 'USD', '1250000.00');
  await fundCustomer(request, customer.userId, 'USD', '-1234.56');
  await request.post('/functions/v1/contact-message', { data: { name: 'Layout Visitor', email: 'visitor@example.test', subject: 'A question about opening hours on weekends', message: 'Is the branch open on Saturday mornings?' } });
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px the history and statements tables fit, with amounts and View on screen, en-US dates and no internal ids`, async ({ browser }) => {
    const page = await pageAt(browser, viewport);
    await signIn(page, customer, /\/dashboard$/);
    for (const path of ['/dashboard/transactions', '/dashboard/statements']) {
      await page.goto(path);
      await expect(page.locator('table.table td.numeric').first()).toBeVisible({ timeout: 30_000 });
      const { rows, problems } = await layoutProblems(page);
      expect(rows, path).toBeGreaterThan(0);
      expect(problems, path).toEqual([]);
      // Dates a person reads are en-US ("Nov 24, 2026, 2:05 PM"), never ISO (issue 13 item 8).
      await expect(page.locator('table.table tbody')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(page.locator('table.table tbody')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
      // No internal id as a reference and no administrator's reason as a description (issue 13 item 8).
      await expect(page.locator('table.table tbody')).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      await expect(page.locator('table.table tbody')).not.toContainText('e2e opening balance');
      await expect(page.locator('table.table tbody')).toContainText('Balance adjustment: credit from Trust Microfinance Bank');
    }
    await page.goto('/dashboard/transactions');
    const view = page.getByRole('button', { name: /^View / }).first();
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport({ ratio: 1 });
    await page.context().close();
  });

  test(`at ${viewport.width} px every admin table fits, with its action buttons on screen`, async ({ browser }) => {
    const page = await pageAt(browser, viewport);
    await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
    for (const path of ADMIN_TABLES) {
      await page.goto(path);
      await expect(page.locator('table.table tbody tr').first()).toBeVisible({ timeout: 30_000 });
      const { rows, problems } = await layoutProblems(page);
      expect(rows, path).toBeGreaterThan(0);
      expect(problems, path).toEqual([]);
    }
    await page.context().close();
  });

  test(`at ${viewport.width} px the sync status sits in the top bar and covers no content`, async ({ browser }) => {
    const page = await pageAt(browser, viewport);
    await signIn(page, customer, /\/dashboard$/);
    const status = page.getByRole('banner').getByRole('complementary', { name: 'Sync status' });
    await expect(status).toContainText('Online');
    const position = await status.evaluate((element) => getComputedStyle(element).position);
    expect(position).not.toBe('fixed');
    const statusBox = await status.boundingBox();
    const mainBox = await page.locator('#app-main').boundingBox();
    expect(statusBox && mainBox && statusBox.y + statusBox.height <= mainBox.y + 0.5).toBe(true);
    await page.context().close();
  });
}

test('when the server refuses the live feed the sync status says Not syncing, never Online', async ({ page }) => {
  await page.route('**/api/live', (route) => route.fulfill({ status: 429, contentType: 'application/problem+json', body: '{"status":429,"title":"Too many live connections"}' }));
  await signIn(page, customer, /\/dashboard$/);
  const status = page.getByRole('complementary', { name: 'Sync status' });
  await expect(status).toContainText('Not syncing');
  await expect(status).not.toContainText('Online');
  await page.unroute('**/api/live');
});

test('while the live feed cannot connect the status says Reconnecting, Offline when the network is down, and Online once it connects', async ({ page, context }) => {
  await page.route('**/api/live', (route) => route.abort('connectionreset'));
  await signIn(page, customer, /\/dashboard$/);
  const status = page.getByRole('complementary', { name: 'Sync status' });
  await expect(status).toContainText('Reconnecting');
  await expect(status).not.toContainText('Online');
  await context.setOffline(true);
  await expect(status).toContainText('Offline');
  await expect(status).toContainText('Changes will sync when online');
  await context.setOffline(false);
  await expect(status).toContainText('Reconnecting');
  await page.unroute('**/api/live');
  await expect(status).toContainText('Online', { timeout: 40_000 });
});

test("the status says Not syncing as soon as a sync fails, and Online again after one works", async ({ page }) => {
  await signIn(page, customer, /\/dashboard$/);
  const status = page.getByRole('complementary', { name: 'Sync status' });
  await expect(status).toContainText('Online');
  await page.route('**/functions/v1/**', (route) => route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503,"title":"Unavailable"}' }));
  await status.getByRole('button', { name: 'Force sync' }).dispatchEvent('click');
  await expect(status).toContainText('Not syncing');
  await page.unroute('**/functions/v1/**');
  await status.getByRole('button', { name: 'Force sync' }).dispatchEvent('click');
  await expect(status).toContainText('Online');
});
