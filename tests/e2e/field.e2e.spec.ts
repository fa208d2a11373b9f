// Proves issue 29's field journey in Chromium against a real server: a branch manager declares a holiday, opens a center whose
// next meeting moves past it, and forms two groups of five customers; their loan officer, on a 390 px phone, sees the groups and
// records one meeting's attendance (one member absent). Both pages pass axe. The bank is this spec's own, seeded with a branch
// manager, a loan officer and ten customers (scripts/seed-field.ts) until the staff invitation carries a role.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldUrl, manager, officer, openBranch, today, useFieldBank } from './support/field-bank.ts';
import { formGroups, inAWeek, openCenter } from './support/field-pages.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('field');

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
  await openCenter(page, inAWeek);
  // A first meeting on the holiday is refused with a clear message, and nothing is opened.
  await expect(page.getByRole('region', { name: 'Open a center' }).getByRole('alert')).toContainText('it is a holiday (Market festival)');
  await page.getByLabel('First meeting').fill(today);
  await page.getByRole('button', { name: 'Open center' }).click();
  const centers = page.getByRole('region', { name: 'Centers' });
  await expect(centers.getByRole('row', { name: /Station market/ })).toContainText('moved from');

  await formGroups(page, [['Sunrise', names.slice(0, 5)], ['Harvest', names.slice(5, 10)]]);
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
