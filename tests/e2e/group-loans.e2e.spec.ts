// Proves issue 29's group loan journey in Chromium against a real server: the loan officer, on a 390 px phone, proposes a loan
// for a group of five with an amount per member; the branch manager approves it and pays it out (a second person); a member then
// sees their group's status this cycle on their loans page, names and paid/due/late only, no amounts of others. Axe clean.
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

const manager = { email: fieldStaff[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const officer = { email: fieldStaff[1]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const member = { email: fieldCustomers[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const names = fieldCustomers.map((c) => `${c.firstName} ${c.lastName}`);
const today = new Date().toISOString().slice(0, 10);
const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const shots = process.env.GLIM_SHOTS;

let bank: BankProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = resolve('.tmp', `e2e-group-loans-${Date.now()}-${process.pid}`);
  const env = e2eBankEnv(TIME_TRAVEL_PORT, dataDir);
  prepareDataDir(dataDir);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-field.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
  bank = await startBankProcess('The group loans bank', TIME_TRAVEL_PORT, dataDir, env);
});
test.afterAll(async () => { await bank?.stop(); });

async function post(request: APIRequestContext, name: string, body: unknown, token: string) {
  const response = await request.post(`${url}/functions/v1/${name}`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await response.json();
  expect(response.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

/** Through the API: a branch open every day with its staff and customers, a weekly center meeting today, the group Sunrise of five, a weekly product. */
async function setUp(request: APIRequestContext) {
  const admin = await signInApi(request, E2E_ADMIN);
  const { branchId } = await post(request, 'field-branches', { action: 'open_branch', name: 'Market town', address: '4 Station Road', workingDays: [1, 2, 3, 4, 5, 6, 7] }, admin);
  const view = await post(request, 'field-view', {}, admin);
  for (const staff of view.staff) await post(request, 'field-branches', { action: 'assign_staff', staffId: staff.staffId, branchId }, admin);
  const officerId = view.staff.find((s: { role: string }) => s.role === 'loan_officer').staffId;
  const customers = view.customers.filter((c: { name: string }) => names.slice(0, 5).includes(c.name)).map((c: { customerId: string }) => c.customerId);
  for (const customerId of customers) await post(request, 'field-branches', { action: 'assign_customer', customerId, branchId, officerId, reason: 'Opening Market town' }, admin);
  const schedule = { frequency: 'weekly', weekday, firstMeeting: today, place: 'Station market hall', time: '09:30' };
  const { centerId } = await post(request, 'field-groups', { action: 'open_center', branchId, name: 'Station market', officerId, schedule }, admin);
  await post(request, 'field-groups', { action: 'form_group', centerId, name: 'Sunrise', officerId, members: customers, leaderId: customers[0], secretaryId: customers[1] }, admin);
  const product = { name: 'Market Group Loan', kind: 'business', minPrincipal: 50_00, maxPrincipal: 1_000_00, minTerm: 4, maxTerm: 26, annualRateBps: 2600, frequency: 'weekly', amortisation: 'equal_principal', graceOnPrincipal: 0, lateFee: 0, toleranceDays: 0, active: true };
  await post(request, 'admin-loan-products', { action: 'save', product }, admin);
}

// Not yet run to completion on the shared machine (the spec's bank did not come up within the time box): enable and check it.
test('the officer proposes a group loan on a phone, the manager approves and pays it out, a member sees the group\'s status', async ({ page, request, browser }) => {
  await setUp(request);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url });
  const officerPage = await phone.newPage();
  await signIn(officerPage, officer, /\/field\/groups$/);
  const sunrise = officerPage.getByRole('article', { name: 'Sunrise' });
  await expect(sunrise).toContainText('No group loan disbursed.');
  await sunrise.getByLabel('Number of instalments (meeting days)').fill('4');
  await sunrise.getByLabel('Purpose').fill('Market stock');
  const amounts = ['100.00', '150.00', '200.00', '120.00', '80.00'];
  for (const [i, name] of names.slice(0, 5).entries()) await sunrise.getByLabel(`Amount for ${name}`).fill(amounts[i]!);
  await sunrise.getByRole('button', { name: 'Propose the group loan' }).click();
  await expect(sunrise).toContainText('waiting for the branch manager’s approval');
  await expectAccessible(officerPage);
  if (shots) await officerPage.screenshot({ path: `${shots}/officer-proposed-390.png`, fullPage: true });
  expect(await officerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await signIn(page, manager, /\/field\/centers$/);
  await page.goto('/field/groups');
  const managed = page.getByRole('article', { name: 'Sunrise' });
  await managed.getByLabel('Note').fill('Checked at the meeting');
  await managed.getByRole('button', { name: 'Approve the group loan' }).click();
  await expect(managed).toContainText('ready to pay out');
  await managed.getByRole('button', { name: 'Pay out to each member’s savings' }).click();
  await expect(managed.getByRole('note').or(managed.getByText('Nobody is late.'))).toBeVisible();
  await expect(managed).toContainText(`${names[0]} Due`);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/manager-disbursed-1280.png`, fullPage: true });
  await phone.close();

  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: url });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await memberPage.goto('/dashboard/loans');
  const group = memberPage.getByRole('region', { name: /Your group this cycle: Sunrise/ });
  await expect(group).toContainText(`${names[0]} (you)`);
  await expect(group.getByRole('row')).toHaveCount(6);
  await expect(group).not.toContainText('$');
  await expectAccessible(memberPage);
  if (shots) await memberPage.screenshot({ path: `${shots}/member-group-390.png`, fullPage: true });
  await memberContext.close();
});
