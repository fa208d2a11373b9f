/**
 * The field specs' own bank (issue 29): a server on the worker's time-travel port, seeded with a
 * branch manager, a loan officer and ten customers (scripts/seed-field.ts), and the administrator's
 * part of the set-up through the API (a branch open every day, its staff placed, customers given
 * to the officer, a center meeting today with a group of five).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldCustomers, fieldStaff } from '../../../adapters/bank/field-seed.ts';
import { E2E_ADMIN, signInApi } from './api.ts';
import { BANK_TEMPLATE_ENV, prepareDataDir, startBankProcess, type BankProcess } from './bank-process.ts';
import { e2eBankEnv, TIME_TRAVEL_PORT } from './server-env.ts';
import { moveClock, movableClockEnv } from './time-travel-bank.ts';

export const fieldUrl = `http://localhost:${TIME_TRAVEL_PORT}`;
export const manager = { email: fieldStaff[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
export const officer = { email: fieldStaff[1]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
export const customerNames = fieldCustomers.map((c) => `${c.firstName} ${c.lastName}`);
export const today = new Date().toISOString().slice(0, 10);
/** Today's weekday as the schedules write it: 1 Monday to 7 Sunday. */
export const weekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The run's seeded data folder for `loans` seeded loans, made by the first spec that needs it (the
 * others copy it, as every bank copies the run's template: seeding is a process of its own that
 * loads the whole bank). Its name has today's date, as the seeded loans' due dates do, so a spec
 * run after midnight seeds afresh. Two workers may need it at once: one seeds, the other waits.
 */
async function seededFolder(loans: string): Promise<string> {
  const template = process.env[BANK_TEMPLATE_ENV] ?? resolve('.tmp', `e2e-${process.pid}`);
  const folder = `${template}-field-${loans}-${new Date().toISOString().slice(0, 10)}`;
  const lock = `${folder}.seeding`;
  for (;;) {
    if (existsSync(`${folder}.seeded`)) return folder;
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((again) => setTimeout(again, 200));
      continue;
    }
    try {
      if (existsSync(`${folder}.seeded`)) return folder;
      rmSync(folder, { recursive: true, force: true });
      prepareDataDir(folder);
      const env = { ...e2eBankEnv(TIME_TRAVEL_PORT, folder), FIELD_SEED_LOANS: loans };
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-field.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
      writeFileSync(`${folder}.seeded`, '');
      return folder;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Starts this spec file's seeded bank before its tests and stops it after, on a copy of the run's
 * seeded folder (seededFolder); `name` is its data folder's and the log's. FIELD_SEED_LOANS in
 * `extraEnv` says how many loans are seeded; the rest of it goes to the server (BANK_JOB_INTERVAL_MS,
 * fieldClock for a clock the spec moves). Seeding reads neither: it runs no dated work.
 */
export function useFieldBank(name: string, extraEnv: Record<string, string> = {}): void {
  test.describe.configure({ timeout: 240_000 });
  let bank: BankProcess | null = null;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const dataDir = resolve('.tmp', `e2e-${name}-${Date.now()}-${process.pid}`);
    cpSync(await seededFolder(extraEnv.FIELD_SEED_LOANS ?? '0'), dataDir, { recursive: true });
    bank = await startBankProcess(`The ${name} bank`, TIME_TRAVEL_PORT, dataDir, { ...e2eBankEnv(TIME_TRAVEL_PORT, dataDir), ...extraEnv });
  });
  test.afterAll(async () => { await bank?.stop(); });
}

/** A function call that must succeed (`headers` beside the bearer token, such as an idempotency key); its answer. */
export async function post(request: APIRequestContext, name: string, body: unknown, token: string, headers: Record<string, string> = {}) {
  const response = await request.post(`${fieldUrl}/functions/v1/${name}`, { data: body, headers: { ...headers, authorization: `Bearer ${token}` } });
  const json = await response.json();
  expect(response.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

export interface FieldBranch { admin: string; branchId: string; officerId: string; customerIds: string[] }

/** The administrator opens a branch open every day, places the staff in it and gives the officer the customers named (all ten by default). */
export async function openBranch(request: APIRequestContext, names: readonly string[] = customerNames): Promise<FieldBranch> {
  const admin = await signInApi(request, E2E_ADMIN);
  const { branchId } = await post(request, 'field-branches', { action: 'open_branch', name: 'Market town', address: '4 Station Road', workingDays: [1, 2, 3, 4, 5, 6, 7] }, admin);
  const view = await post(request, 'field-view', {}, admin);
  for (const staff of view.staff) await post(request, 'field-branches', { action: 'assign_staff', staffId: staff.staffId, branchId }, admin);
  const officerId = view.staff.find((s: { role: string }) => s.role === 'loan_officer').staffId as string;
  const customerIds = view.customers.filter((c: { name: string }) => names.includes(c.name)).map((c: { customerId: string }) => c.customerId) as string[];
  for (const customerId of customerIds) await post(request, 'field-branches', { action: 'assign_customer', customerId, branchId, officerId, reason: 'Opening Market town' }, admin);
  return { admin, branchId, officerId, customerIds };
}

/** The administrator offers a loan repaid weekly, as the groups meet (Market Group Loan: $50 to $1,000 over 4 to 26 weeks); its product id. */
export async function offerWeeklyGroupLoan(request: APIRequestContext, admin: string): Promise<string> {
  const product = { name: 'Market Group Loan', kind: 'business', minPrincipal: 50_00, maxPrincipal: 1_000_00, minTerm: 4, maxTerm: 26, annualRateBps: 2600, frequency: 'weekly', amortisation: 'equal_principal', graceOnPrincipal: 0, lateFee: 0, toleranceDays: 0, active: true };
  return (await post(request, 'admin-loan-products', { action: 'save', product }, admin)).product.productId as string;
}

/** A center meeting weekly from today at the station market, and the group Sunrise of the branch's first five customers. */
export async function sunriseGroup(request: APIRequestContext): Promise<FieldBranch> {
  const branch = await openBranch(request, customerNames.slice(0, 5));
  const { admin, branchId, officerId, customerIds: members } = branch;
  const schedule = { frequency: 'weekly', weekday, firstMeeting: today, place: 'Station market hall', time: '09:30' };
  const { centerId } = await post(request, 'field-groups', { action: 'open_center', branchId, name: 'Station market', officerId, schedule }, admin);
  await post(request, 'field-groups', { action: 'form_group', centerId, name: 'Sunrise', officerId, members, leaderId: members[0], secretaryId: members[1] }, admin);
  return branch;
}

/** The environment of a field bank whose clock moves through POST /dev/clock (fieldAdvanceDays), its dated work run only then. */
export const fieldClock = movableClockEnv;

/** Moves the field bank's clock forward (fieldClock) and answers the bank's new today once the dated work due then has run. */
export async function fieldAdvanceDays(days: number): Promise<string> {
  return (await moveClock(fieldUrl, days)).now.slice(0, 10);
}
