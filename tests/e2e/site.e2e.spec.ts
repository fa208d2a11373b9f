// Proves, in Chromium at phone and desktop widths, that every public page shows the specified content, the Bitcoin banner, menus, contact form and 404 behave as specified, keyboard users can work the menus, and axe finds no serious or critical problem on the public pages and both roles' signed-in shells.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer, signInApi } from './support/api.ts';
import { seriousViolations, submitSignIn } from './support/browser.ts';

const PHONE = { width: 375, height: 800 };
const NARROW = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Outside test-results/, which Playwright empties at every run, so the last screenshots stay to be looked at. */
const SCREENS = '.tmp/site-screens';
mkdirSync(SCREENS, { recursive: true });

// Every test here starts from nothing of another's (no shared customer, no order), so the file's tests may be
// shared out between the workers: the suite's biggest file, it would otherwise keep one worker busy at the end.
test.describe.configure({ mode: 'parallel' });

/** The side menus of part 1 section 2, as [label, path]. */
const customerMenu: [string, string][] = [['Dashboard', '/dashboard'], ['Transactions', '/dashboard/transactions'], ['Transfer', '/dashboard/transfer'], ['Cards', '/dashboard/cards'], ['Profile', '/dashboard/profile']];
const adminMenu: [string, string][] = [['Dashboard', '/admin/dashboard'], ['Users', '/admin/users'], ['Transactions', '/admin/transactions'], ['Settings', '/admin/settings']];

/** The price endpoint is another engineer's; these tests answer it themselves so the banner's rules are checked exactly. */
async function answerPrice(page: Page, body: unknown, status = 200) {
  await page.route('**/api/bitcoin-price', (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
}

test.describe('public pages show the specified content', () => {
  test('home: hero, figures, sections and the closing call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Account', exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/services');
    for (const figure of ['50K+', '$2.5M+', '5,000+', '0.5%', '24/7', '$2.5B', '15+', '98%', '99.9%']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    for (const heading of ['People you can talk to', 'Bitcoin services', 'Digital banking, wherever you are', 'Why choose Trust Microfinance Bank', 'Everyday banking, done right']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Open Your Account Today' })).toHaveAttribute('href', '/login');
  });

  test('services: nine products with the marketing figures', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Our Services', level: 1 })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(9);
    for (const figure of ['Up to 4.5% APY', 'Up to $50,000', 'Up to $500,000', 'Terms up to 30 years']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });

  test('about: figures, story, core values and leadership team', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Trust Microfinance Bank' })).toBeVisible();
    for (const heading of ['Our story', 'Our core values', 'Leadership team']) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText('$2.5B', { exact: true })).toBeVisible();
  });

  test('contact: cards, map, three branches and a four-item FAQ that opens and closes', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /Map of Springfield/ })).toBeVisible();
    for (const branch of ['Main Branch', 'Riverside Branch', 'Northgate Branch']) await expect(page.getByRole('heading', { name: branch })).toBeVisible();
    const questions = page.locator('.faq-toggle');
    await expect(questions).toHaveCount(4);
    const first = page.getByRole('button', { name: 'How do I open an account?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Ask at any branch for a membership number/)).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Ask at any branch for a membership number/)).toBeVisible();
    await first.press('Enter');
    await expect(page.getByText(/Ask at any branch for a membership number/)).toBeHidden();
  });

  test('footer: quick links, services, contact details and copyright', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
    await expect(footer.getByText('Savings Accounts')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@trustmicrofinance.bank' })).toBeVisible();
    await expect(footer).toContainText('Trust Microfinance Bank. All rights reserved.');
  });

  test('footer and Contact give the contact details System Settings hold, as the deposit instructions and statement do', async ({ page }) => {
    const saved = { name: 'Trust Microfinance Bank', phone: '+1 (800) 555-0199', email: 'help@trustmicrofinance.bank', address: '7 Harbour Road, Springfield, IL 62704' };
    await page.route('**/api/bank-contact', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(saved) }));
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: saved.phone })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(footer.getByRole('link', { name: saved.email })).toBeVisible();
    await expect(footer.getByText(saved.address)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: saved.phone })).toHaveCount(2);
    await expect(main.getByText(saved.address)).toHaveCount(2);
    await expect(page.getByText('+1 (800) 555-0186')).toHaveCount(0);
  });

  test('an unknown path shows 404 and the specified text', async ({ page }) => {
    await page.goto('/dashboardx/nothing');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page has not been generated')).toBeVisible();
  });
});

test.describe('live Bitcoin banner', () => {
  test('shows Loading price while waiting, then the price with two decimals, a down arrow in red and Live', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bitcoin-price', async (route) => {
      await held;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ price: '64123.456', change24h: '-1.5', stale: false, indicative: false }) });
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Bitcoin price' });
    await expect(banner.getByText('Loading price')).toBeVisible();
    release();
    await expect(banner.getByText('$64,123.46')).toBeVisible();
    await expect(banner.getByText('▼ 1.50%')).toBeVisible();
    await expect(banner.locator('.btc-change')).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(banner.getByText('Live', { exact: true })).toBeVisible();
  });

  test('an upward change shows an up arrow in green; a change of exactly zero is hidden', async ({ page }) => {
    await answerPrice(page, { price: '50000', change24h: '2.345' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Bitcoin price' });
    await expect(banner.getByText('▲ 2.35%')).toBeVisible();
    await expect(banner.locator('.btc-change')).toHaveCSS('color', 'rgb(5, 96, 58)');
    await page.unroute('**/api/bitcoin-price');
    await answerPrice(page, { price: '50000', change24h: '0.00' });
    await page.reload();
    await expect(banner.getByText('$50,000.00')).toBeVisible();
    await expect(banner.locator('.btc-change')).toHaveCount(0);
  });

  test('when the price cannot be had it shows the default 45000 without a change and logs All APIs failed', async ({ page }) => {
    await answerPrice(page, { message: 'not here' }, 404);
    const failed = page.waitForEvent('console', (message) => message.text() === 'All APIs failed');
    await page.goto('/');
    await failed;
    const banner = page.getByRole('region', { name: 'Bitcoin price' });
    await expect(banner.getByText('$45,000.00')).toBeVisible();
    await expect(banner.getByText('Indicative price')).toBeVisible();
    await expect(banner.locator('.btc-change')).toHaveCount(0);
  });

  test("a stale price from the server shows when it was obtained", async ({ page }) => {
    await answerPrice(page, { price: '61000.1', change24h: null, stale: true, indicative: false, asOf: '2026-11-22T09:05:00Z' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Bitcoin price' });
    await expect(banner.getByText('$61,000.10')).toBeVisible();
    await expect(banner.getByText(/^Last updated \d{1,2}:05 (AM|PM)$/)).toBeVisible();
    await expect(banner.locator('.btc-change')).toHaveCount(0);
  });
});

test.describe('contact form', () => {
  test('names every required field, counts the message and caps it at 500', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Please choose a subject', 'Message is required']) await expect(page.getByText(message)).toBeVisible();
    await page.getByLabel('Full Name').fill('Ada');
    await expect(page.getByText('Name is required')).toBeHidden();
    await page.getByLabel('Email Address').fill('ada@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    const message = page.getByLabel('Message');
    await expect(page.getByText('0/500 characters')).toBeVisible();
    await message.fill('Hello');
    await expect(page.getByText('5/500 characters')).toBeVisible();
    await message.fill('x'.repeat(600));
    await expect(message).toHaveValue('x'.repeat(500));
    await expect(page.getByText('500/500 characters')).toBeVisible();
  });

  test('sends, thanks the visitor for 5 seconds, clears the form, and the message waits in the admin inbox', async ({ page, request }) => {
    const text = `I would like to ask about a small business loan. (${Date.now()})`;
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.test');
    await page.getByLabel('Subject').selectOption('loan');
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const thanks = page.getByText('Thank you! Your message has been sent successfully.');
    await expect(thanks).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    const token = await signInApi(request, E2E_ADMIN);
    const inbox = await (await request.post('/functions/v1/admin-messages', { data: { action: 'list' }, headers: { authorization: `Bearer ${token}` } })).json();
    expect(JSON.stringify(inbox)).toContain(text);
    await expect(thanks).toBeHidden({ timeout: 7_000 });
  });

  test('shows Sending... while the message is on its way', async ({ page }) => {
    await page.route('**/functions/v1/contact-message', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.test');
    await page.getByLabel('Subject').selectOption('feedback');
    await page.getByLabel('Message').fill('Thank you for the quick loan decision.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  });

  test('a refused message says so and keeps what was typed', async ({ page }) => {
    await page.route('**/functions/v1/contact-message', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email Address').fill('ada@example.test');
    await page.getByLabel('Phone Number (optional)').fill('555-0100');
    await page.getByLabel('Subject').selectOption('feedback');
    await page.getByLabel('Message').fill('Great service.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not send your message. Please try again.');
    await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  });
});

test.describe('navigation by keyboard and on a phone', () => {
  test.use({ viewport: PHONE });

  test('the site menu at 375 px opens, closes with Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const services = page.getByRole('banner').getByRole('link', { name: 'Services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(services).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.press('Enter');
    await services.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test("a customer's side menu folds on a phone and works from the keyboard", async ({ page, request }) => {
    const customer = await createCustomer(request, 'Grace', 'Hopper');
    await submitSignIn(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Grace Hopper');
    await expect(banner).toContainText('Customer');
    await expect(banner.locator('.avatar')).toHaveText('G');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    for (const [name, href] of customerMenu) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    const first = menu.getByRole('link', { name: 'Dashboard' });
    for (let step = 0; step < 6 && !(await first.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test.describe('signed-in shell states', () => {
  test('a suspended customer sees only Account Suspended with the support contacts, and Sign Out ends the session', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Sus', 'Pended');
    // Suspending is the back office's; the server's answer about the user is edited here so the page's own behaviour is checked:
    // user-sync's, customer-home's, and the sign-in answer's, whose `home` is a customer's first read (adapters/client/first-reads.ts).
    const suspended = (user: Record<string, unknown>) => ({ ...user, status: 'suspended' });
    await page.route(/\/functions\/v1\/(auth-login|user-sync|customer-home)$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, user: suspended(body.user), ...(body.home ? { home: { ...body.home, user: suspended(body.home.user) } } : {}) } });
    });
    await submitSignIn(page, customer);
    await expect(page.getByRole('heading', { name: 'Account Suspended' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '+1 (800) 555-0186' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@trustmicrofinance.bank' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign Out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the language comes from ?lng, is cached in localStorage, and an unknown language falls back to English', async ({ page }) => {
    await page.goto('/about?lng=en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/about?lng=xx');
    await expect(page.getByRole('heading', { name: 'About Trust Microfinance Bank' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('axe finds no serious or critical problem', () => {
  for (const viewport of [NARROW, DESKTOP]) {
    for (const path of ['/', '/services', '/about', '/contact', '/login', '/signup', '/no-such-page']) {
      test(`${path} at ${viewport.width} px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: `${SCREENS}/${viewport.width}${path.replace(/\//g, '_')}.png`, fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }

    test(`the customer dashboard and the open side menu at ${viewport.width} px`, async ({ browser, request }) => {
      const customer = await createCustomer(request, 'Axe', 'Checker');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await submitSignIn(page, customer);
      await expect(page.getByRole('heading', { name: 'Welcome back, Axe' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.screenshot({ path: `${SCREENS}/${viewport.width}_dashboard.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test(`the admin shell at ${viewport.width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await submitSignIn(page, E2E_ADMIN);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const banner = page.getByRole('banner');
      await expect(banner).toContainText('Administrator');
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Account menu' });
      for (const [name, href] of adminMenu) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await page.screenshot({ path: `${SCREENS}/${viewport.width}_admin.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
