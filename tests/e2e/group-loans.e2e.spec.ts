// Proves issue 29's group loan journey in Chromium against a real server: the loan officer, on a 390 px phone, proposes a loan
// for a group of five with an amount per member; the branch manager approves it and pays it out (a second person); a member then
// sees their group's status this cycle on their loans page, names and paid/due/late only, no amounts of others. Axe clean.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldCustomers } from '../../adapters/bank/field-seed.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldUrl, manager, offerWeeklyGroupLoan, officer, sunriseGroup, useFieldBank } from './support/field-bank.ts';
import { approveAndPayOut, proposeGroupLoan } from './support/field-pages.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('group-loans');

const member = { email: fieldCustomers[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const shots = process.env.GLIM_SHOTS;

/** Through the API: the group Sunrise (support/field-bank.ts) and a weekly product. */
async function setUp(request: APIRequestContext) {
  const { admin } = await sunriseGroup(request);
  await offerWeeklyGroupLoan(request, admin);
}

test('the officer proposes a group loan on a phone, the manager approves and pays it out, a member sees the group\'s status', async ({ page, request, browser }) => {
  await setUp(request);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
  const officerPage = await phone.newPage();
  await signIn(officerPage, officer, /\/field\/groups$/);
  const sunrise = officerPage.getByRole('article', { name: 'Sunrise' });
  await expect(sunrise).toContainText('No group loan disbursed.');
  const amounts = ['100.00', '150.00', '200.00', '120.00', '80.00'];
  await proposeGroupLoan(sunrise, Object.fromEntries(names.slice(0, 5).map((name, i) => [name, amounts[i]!])));
  await expectAccessible(officerPage);
  if (shots) await officerPage.screenshot({ path: `${shots}/officer-proposed-390.png`, fullPage: true });
  expect(await officerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await signIn(page, manager, /\/field\/centers$/);
  await page.goto('/field/groups');
  const managed = page.getByRole('article', { name: 'Sunrise' });
  await approveAndPayOut(managed);
  await expect(managed).toContainText(`${names[0]} Due`);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/manager-disbursed-1280.png`, fullPage: true });
  await phone.close();

  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
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
