// Proves issue 29's field journey in Chromium against a real server: a branch manager declares a holiday, opens a center whose
// next meeting moves past it, and forms two groups of five customers; their loan officer, on a 390 px phone, sees the groups and
// records one meeting's attendance (one member absent). Both pages pass axe. The bank is this spec's own, seeded with a branch
// manager, a loan officer and ten customers (scripts/seed-field.ts) until the staff invitation carries a role.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldUrl, manager, officer, openBranch, today, useFieldBank } from './support/field-bank.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('field');

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const weekdayName = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

test('a branch manager opens a center with two groups of five and a holiday; the officer records attendance on a phone', async ({ page, request, browser }) => {
  await openBranch(request);

  await signIn(page, manager, /\/field\/centers$/);
  await page.getByRole('link', { name: 'Branches' }).first().click();
  await page.getByLabel('Date').fill(inAWeek);
  await page.getByLabel('Holiday name').fill('Market festival');
  await page.getByRole('button', { name: 'Declare holiday' }).click();
  await expect(page.getByRole('region', { name: 'Declare a holiday' }).getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('region', { name: 'All branches' }).getByRole('row', { name: /Market town/ })).toContainText('Market festival');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Groups and centers' }).first().click();
  await page.getByLabel('Center name').fill('Station market');
  await page.getByLabel('Loan officer').selectOption({ label: 'Oscar Adeyemi' });
  await page.getByLabel('Meeting day').selectOption({ label: weekdayName });
  await page.getByLabel('First meeting').fill(inAWeek);
  await page.getByLabel('Place').fill('Station market hall');
  await page.getByRole('button', { name: 'Open center' }).click();
  // A first meeting on the holiday is refused with a clear message, and nothing is opened.
  await expect(page.getByRole('region', { name: 'Open a center' }).getByRole('alert')).toContainText('it is a holiday (Market festival)');
  await page.getByLabel('First meeting').fill(today);
  await page.getByRole('button', { name: 'Open center' }).click();
  const centers = page.getByRole('region', { name: 'Centers' });
  await expect(centers.getByRole('row', { name: /Station market/ })).toContainText('moved from');

  const form = page.getByRole('region', { name: 'Form a group' });
  for (const [group, members] of [['Sunrise', names.slice(0, 5)], ['Harvest', names.slice(5, 10)]] as const) {
    await form.getByLabel('Group name').fill(group);
    for (const name of members) await form.getByLabel(name, { exact: true }).check();
    await form.getByLabel('Leader').selectOption({ label: members[0] });
    await form.getByLabel('Secretary').selectOption({ label: members[1] });
    await form.getByRole('button', { name: 'Form group' }).click();
    await expect(page.getByRole('region', { name: 'Groups', exact: true }).getByRole('row', { name: new RegExp(group) })).toContainText('Approved');
    for (const name of members) await form.getByLabel(name, { exact: true }).uncheck();
  }
  await expectAccessible(page);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
  const officerPage = await phone.newPage();
  await signIn(officerPage, officer, /\/field\/groups$/);
  const sunrise = officerPage.getByRole('article', { name: 'Sunrise' });
  await expect(officerPage.getByRole('article')).toHaveCount(2);
  await expect(sunrise).toContainText('Station market hall');
  await sunrise.getByLabel(`${names[4]} present`).uncheck();
  await sunrise.getByRole('button', { name: 'Record attendance' }).click();
  await expect(sunrise.getByRole('status')).toHaveText('Saved.');
  await expect(sunrise).toContainText('Recorded: 4 present, 1 absent');
  await expectAccessible(officerPage);
  const width = await officerPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.close();
});
