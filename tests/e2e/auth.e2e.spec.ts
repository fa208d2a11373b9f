// Proves, in Chromium against the real server, that a customer can sign up, sign out and sign back in, that every specified sign-in and sign-up message shows, that the admin reaches the admin area, and that the public and sign-in pages pass axe.
import { expect, test } from '@playwright/test';
import { createCustomer } from './support/api.ts';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { submitSignIn } from './support/browser.ts';

const MEMBERSHIP = 'TMB-E2E-0001';
const admin = { email: 'admin@tmb.test', password: 'Admin-Passw0rd!', pin: '2468' };
const customer = { email: 'ada.lovelace@example.test', password: 'Customer-Passw0rd!', pin: '1357' };

const signupForm = {
  membershipNumber: MEMBERSHIP,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: customer.email,
  phone: '+1 555 010 0199',
  dateOfBirth: '1990-12-10',
  ssn: '4321',
  address: '12 Analytical Way',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  password: customer.password,
  confirmPassword: customer.password,
  pin: customer.pin,
  confirmPin: customer.pin,
  agree: true,
};

type SignupForm = typeof signupForm;

async function fillSignup(page: Page, overrides: Partial<SignupForm> = {}) {
  const form = { ...signupForm, ...overrides };
  await page.getByLabel('Membership Number').fill(form.membershipNumber);
  await page.getByLabel('First Name').fill(form.firstName);
  await page.getByLabel('Last Name').fill(form.lastName);
  await page.getByLabel('Email Address').fill(form.email);
  await page.getByLabel('Phone Number').fill(form.phone);
  await page.getByLabel('Date of Birth').fill(form.dateOfBirth);
  await page.getByLabel('SSN (last 4 digits)').fill(form.ssn);
  await page.getByLabel('Street Address').fill(form.address);
  await page.getByLabel('City').fill(form.city);
  await page.getByLabel('State').fill(form.state);
  await page.getByLabel('ZIP Code').fill(form.zipCode);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password').fill(form.confirmPassword);
  await page.getByLabel('Transaction PIN').fill(form.pin);
  await page.getByLabel('Confirm PIN').fill(form.confirmPin);
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).setChecked(form.agree);
}

async function submitSignupExpecting(page: Page, overrides: Partial<SignupForm>, message: string) {
  await fillSignup(page, overrides);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/signup$/);
}

test.describe.serial('a customer signs up, signs out and signs back in', () => {
  test('every signup rule shows its message, in the specified order', async ({ page }) => {
    await page.goto('/signup');
    await submitSignupExpecting(page, { membershipNumber: 'TMB-NOT-A-MEMBER' }, 'Invalid membership number. Please enter a valid membership number.');
    await submitSignupExpecting(page, { confirmPassword: 'Another-Passw0rd!', confirmPin: '9999' }, 'Passwords do not match');
    await submitSignupExpecting(page, { confirmPin: '9999' }, 'PINs do not match');
    await submitSignupExpecting(page, { pin: '12', confirmPin: '12' }, 'PIN must be exactly 4 digits');
    await submitSignupExpecting(page, { agree: false }, 'Please agree to the terms and conditions');
  });

  test('signing up opens an empty account and lands on the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await fillSignup(page);
    const welcome = page.waitForEvent('dialog').then(async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      return message;
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await welcome).toBe('Account created successfully! Welcome to Trust Microfinance Bank.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Balance' }).getByText('$0.00', { exact: true })).toBeVisible();
    await expect(page.getByText('0.00000000 BTC', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Customer');
  });

  test('logging out ends the session and the dashboard sends you to sign in', async ({ page }) => {
    await submitSignIn(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a membership number that already opened an account is refused', async ({ page }) => {
    await page.goto('/signup');
    await submitSignupExpecting(page, { email: 'second.customer@example.test' }, 'Invalid membership number. Please enter a valid membership number.');
  });

  test('the customer signs back in with email, password and PIN and cannot open the admin area', async ({ page }) => {
    await submitSignIn(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account Balance' }).getByText('$0.00', { exact: true })).toBeVisible();
    const status = await page.evaluate(async () => {
      // Without Remember me the session lives in sessionStorage and ends with the browser.
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('sb-') && name.endsWith('-auth-token'));
      const token = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}').access_token as string;
      const response = await fetch('/functions/v1/admin-overview', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
      return response.status;
    });
    expect(status).toBe(403);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('sign-in form', () => {
  test('shows every required and format message under its field, and clears one when edited', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Transaction PIN is required')).toBeVisible();
    await page.getByLabel('Email Address').fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Transaction PIN').fill('12');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('PIN must be exactly 4 digits')).toBeVisible();
  });

  test('the PIN keeps only four digits and can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const pin = page.getByLabel('Transaction PIN');
    await pin.pressSequentially('a1b2c3d4e5');
    await expect(pin).toHaveValue('1234');
    await expect(pin).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show PIN' }).click();
    await expect(pin).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide PIN' }).click();
    await expect(pin).toHaveAttribute('type', 'password');
  });

  test("a wrong password shows the server's message in the red box", async ({ page }) => {
    await submitSignIn(page, { ...admin, password: 'Wrong-Passw0rd!' });
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(alert).not.toHaveText('An error occurred during login. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the administrator lands on the admin dashboard', async ({ page }) => {
    await submitSignIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Administrator');
    await expect(page.getByText('Total Users')).toBeVisible();
  });
});

test.describe('public site', () => {
  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page has not been generated')).toBeVisible();
  });

  test('the home page leads to sign-in and to the services', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('link', { name: 'Open Your Account Today' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/', '/login', '/signup', '/no-such-page']) {
    test(`axe finds no serious or critical problem on ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});

test.describe('remember me', () => {
  test('with Remember me a new tab is still signed in; without it the session stays in its own tab', async ({ browser, request }) => {
    const customer = await createCustomer(request, 'Remy', 'Remember');
    for (const remember of [false, true]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email Address').fill(customer.email);
      await page.getByLabel('Password', { exact: true }).fill(customer.password);
      await page.getByLabel('Transaction PIN').fill(customer.pin);
      if (remember) await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const tab = await context.newPage();
      await tab.goto('/dashboard');
      await expect(tab).toHaveURL(remember ? /\/dashboard$/ : /\/login$/);
      await context.close();
    }
  });
});
