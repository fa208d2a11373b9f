// Proves issue 29's field registration in Chromium against a real server: a loan officer, on a 390 px phone, registers a customer
// they met, lands on the customer's page with the KYC section, and finds them in My customers; both pages pass axe. The bank is
// this spec's own, seeded with a branch manager, a loan officer and ten customers (scripts/seed-field.ts).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldStaff } from '../../adapters/bank/field-seed.ts';
import { E2E_ADMIN, signInApi } from './support/api.ts';
import { prepareDataDir, startBankProcess, type BankProcess } from './support/bank-process.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { e2eBankEnv, TIME_TRAVEL_PORT } from './support/server-env.ts';

test.describe.configure({ timeout: 240_000 });
const url = `http://localhost:${TIME_TRAVEL_PORT}`;
test.use({ baseURL: url, viewport: { width: 390, height: 844 } });

const officer = { email: fieldStaff[1]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };

let bank: BankProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = resolve('.tmp', `e2e-field-kyc-${Date.now()}-${process.pid}`);
  const env = e2eBankEnv(TIME_TRAVEL_PORT, dataDir);
  prepareDataDir(dataDir);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-field.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  bank = await startBankProcess('The field KYC bank', TIME_TRAVEL_PORT, dataDir, env);
});
test.afterAll(async () => { await bank?.stop(); });

async function post(request: APIRequestContext, name: string, body: unknown, token: string) {
  const response = await request.post(`${url}/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  expect(response.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

/** The administrator's part, through the API: a branch, its manager and loan officer placed in it. */
async function openBranch(request: APIRequestContext) {
  const admin = await signInApi(request, E2E_ADMIN);
  const { branchId } = await post(request, 'field-branches', { action: 'open_branch', name: 'Market town', address: '4 Station Road', workingDays: [1, 2, 3, 4, 5, 6, 7] }, admin);
  const view = await post(request, 'field-view', {}, admin);
  for (const staff of view.staff) await post(request, 'field-branches', { action: 'assign_staff', staffId: staff.staffId, branchId }, admin);
}

test('a loan officer registers a customer on a phone and finds them in My customers with the KYC section', async ({ page, request }) => {
  await openBranch(request);
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'My customers' })).toBeVisible();
  await page.getByRole('link', { name: 'Register a customer' }).last().click();
  await expect(page).toHaveURL(/\/field\/register$/);
  await page.getByLabel('First name').fill('Efua');
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('E-mail', { exact: true }).fill('efua.mensah@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+1 202 555 0143');
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Send the set-up link by').selectOption({ label: 'By SMS to the phone' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Register the customer' }).click();

  await expect(page).toHaveURL(/\/field\/customers\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Efua Mensah' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('texted to +1 202 555 0143');
  await expect(page.getByRole('heading', { name: 'KYC' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my customers' }).click();
  await expect(page.getByRole('link', { name: 'Efua Mensah' })).toBeVisible();
  await expectAccessible(page);
});
