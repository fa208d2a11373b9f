// Proves, in Chromium against the real server, that wrong one-time codes across restarted transfers lock a customer's money movement
// (the customer sees why, is signed out, and is e-mailed a link), and that the customer unlocks it through that link after signing in
// again, once: the link used a second time says so; and that an administrator sees the lock in the user's details and lifts it with
// a required reason. The unlock page, the lock notice and the details dialog pass axe.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, createCustomer, fundCustomer, latestCodeFor, latestMailTo, signInApi } from './support/api.ts';
import type { Customer } from './support/api.ts';
import { expectAccessible, otherThan, signIn } from './support/browser.ts';

const LOCKED = 'Money movement is locked after too many wrong codes. Check your e-mail to unlock it, or contact the bank.';

const post = (request: APIRequestContext, name: string, data: unknown, token: string, headers: Record<string, string> = {}) =>
  request.post(`/functions/v1/${name}`, { data, headers: { authorization: `Bearer ${token}`, ...headers } });

/** One restarted transfer ending in a wrong code, through the API: what an attacker with the password and PIN would script. */
async function wrongCodeOnFreshTransfer(request: APIRequestContext, customer: Customer, token: string) {
  const details = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '021000021', bankName: 'Bank of America', amount: '10.00', description: 'Test' };
  const { transferId } = await (await post(request, 'transfer-start', { kind: 'local', details }, token)).json();
  expect((await post(request, 'transfer-pin', { transferId, pin: customer.pin }, token)).ok()).toBe(true);
  const code = await latestCodeFor(request, customer.email);
  const answer = await post(request, 'transfer-confirm', { transferId, code: otherThan(code) }, token, { 'idempotency-key': crypto.randomUUID() });
  expect(answer.status()).toBe(400);
}

test('wrong codes across restarted transfers lock money movement; the customer unlocks it once through the e-mailed link after signing in again', async ({ page, request }) => {
  // Five transfers, three sign-ins and two axe checks on a machine shared with other suites.
  test.setTimeout(180_000);
  const customer = await createCustomer(request, 'Linus', 'Locked');
  await fundCustomer(request, customer.userId, 'USD', '1000.00');
  const scripted = await signInApi(request, customer);
  for (let i = 0; i < 4; i += 1) await wrongCodeOnFreshTransfer(request, customer, scripted);

  // The fifth wrong code, on a fresh transfer in the browser, locks.
  await signIn(page, customer);
  await page.goto('/dashboard/transfer/local');
  await page.getByLabel('Recipient Name').fill('Carol Clark');
  await page.getByLabel('Account Number').fill('1234567890');
  await page.getByLabel('Routing Number').fill('021000021');
  await page.getByLabel('Bank Name').selectOption('Bank of America');
  await page.getByLabel('Amount (USD)').fill('10.00');
  await page.getByLabel('Description').fill('Test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  await page.getByLabel('Verification Code').fill(otherThan(await latestCodeFor(request, customer.email)));
  await page.getByRole('button', { name: 'Verify & Transfer' }).click();
  await expect(page.getByText(LOCKED).first()).toBeVisible();

  // Every session ended; the e-mail holds the unlock link.
  expect((await post(request, 'user-sync', { action: 'get_user_data', data: {} }, scripted)).status()).toBe(401);
  const mail = await latestMailTo(request, customer.email);
  expect(mail).toContain('we have locked money movement');
  const link = /(http:\/\/[^\s]+\/unlock-money\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!link) throw new Error('No unlock link in the e-mail');
  const path = new URL(link).pathname + new URL(link).search;

  // The link asks for signing in again first.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Unlock money movement' })).toBeVisible();
  await expect(page.getByText('For your safety, please sign in again before unlocking.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Transaction PIN').fill(customer.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The dashboard shows the lock and finishes the unlock with the link opened before.
  const notice = page.getByRole('alert').filter({ hasText: 'Money movement is locked' });
  await expect(notice).toContainText(LOCKED);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Unlock money movement' }).click();
  await expect(page.getByText('Money movement is unlocked. You can send money again.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(LOCKED)).toHaveCount(0);

  // Single use: the same link, signed in, says it no longer works.
  await page.goto(path);
  await page.getByRole('button', { name: 'Unlock money movement' }).click();
  await expect(page.getByText('This unlock link is invalid, has expired or was already used.', { exact: false })).toBeVisible();
});

test('an administrator sees a customer\'s money movement lock in the user details and unlocks it with a reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  const customer = await createCustomer(request, 'Ada', 'Adminunlock');
  await fundCustomer(request, customer.userId, 'USD', '1000.00');
  const scripted = await signInApi(request, customer);
  for (let i = 0; i < 4; i += 1) await wrongCodeOnFreshTransfer(request, customer, scripted);
  const fifth = await post(request, 'transfer-start', { kind: 'local', details: { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '021000021', bankName: 'Bank of America', amount: '10.00', description: 'Test' } }, scripted);
  const { transferId } = await fifth.json();
  await post(request, 'transfer-pin', { transferId, pin: customer.pin }, scripted);
  const code = await latestCodeFor(request, customer.email);
  expect((await post(request, 'transfer-confirm', { transferId, code: otherThan(code) }, scripted, { 'idempotency-key': crypto.randomUUID() })).status()).toBe(423);

  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(customer.email);
  await page.getByRole('button', { name: 'View details of Ada Adminunlock' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Locked after too many wrong one-time codes', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Unlock money movement' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason for unlocking').fill('Customer confirmed the attempts by phone');
  await dialog.getByRole('button', { name: 'Unlock money movement' }).click();
  await expect(dialog.getByText('Not locked')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unlock money movement' })).toHaveCount(0);
  const again = await signInApi(request, customer);
  expect((await post(request, 'user-sync', { action: 'get_user_data', data: {} }, again)).ok()).toBe(true);
  expect((await (await post(request, 'user-sync', { action: 'get_user_data', data: {} }, again)).json()).user.money_lock.locked).toBe(false);
});
