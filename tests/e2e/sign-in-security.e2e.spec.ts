// Proves in Chromium what a customer sees of issue 12 items 4 and 5: sign-up refuses a short password under the field, repeated wrong sign-ins show the wait in the red box, and the e-mailed unlock link lets the owner in once and then says it was used.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCustomer, issueMembershipNumber, latestMailTo } from './support/api.ts';

/**
 * Wrong sign-ins, each after the previous wait ran out, until the e-mail must wait 16 seconds (1, 2, 4, 8, 16):
 * the waits add up to about the last one, so 16 s is both the cost and the room the rest of the walk has.
 */
async function slowDown(request: APIRequestContext, email: string) {
  for (const wait of [0, 0, 0, 1, 2, 4, 8]) {
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 150));
    const answer = await request.post('/functions/v1/auth-login', { data: { email, password: 'Wrong-Guess-001', pin: '1357' } });
    expect(answer.status()).toBe(401);
  }
}

test('sign-up refuses a password shorter than 12 characters, under the password field', async ({ page, request }) => {
  const membershipNumber = await issueMembershipNumber(request);
  await page.goto('/signup');
  const fields: [string, string][] = [
    ['Membership Number', membershipNumber], ['First Name', 'Shira'], ['Last Name', 'Short'], ['Email Address', `shira.${Date.now()}@example.test`],
    ['Phone Number', '555-0100'], ['Date of Birth', '1990-01-01'], ['SSN (last 4 digits)', '1234'], ['Street Address', '1 Main St'], ['City', 'Springfield'],
    ['State', 'IL'], ['ZIP Code', '62701'], ['Transaction PIN', '1357'], ['Confirm PIN', '1357'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Password', { exact: true }).fill('Short-pw-1');
  await page.getByLabel('Confirm Password').fill('Short-pw-1');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Password must be at least 12 characters');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
});

test('after wrong sign-ins the red box says how long to wait, and the e-mailed unlock link lets the owner in once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request, 'Una', 'Unlock');
  // The form is filled first, so the right password is sent well inside the last wait.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await slowDown(request, customer.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
  await expect(page).toHaveURL(/\/login$/);

  const link = new URL(/https?:\/\/\S+unlock-sign-in\S+/.exec(await latestMailTo(request, customer.email))?.[0] ?? '');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toHaveText('Your sign-in is unlocked in this browser for 30 minutes. Sign in now to continue.');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  // Still waiting for anyone without the link: the link, not the clock, lets the owner in.
  expect((await request.post('/functions/v1/auth-login', { data: { email: customer.email, password: customer.password, pin: customer.pin } })).status()).toBe(429);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toHaveText('This unlock link has already been used. If sign-in is slowed again, a new link will be e-mailed to you.');
});
