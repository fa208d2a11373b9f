// Proves the online collection sheet page on a 390 px phone against a real server: the loan officer opens the day's sheet of
// their group, records a member's savings deposit and another's absence, submits twice, and each line is posted once (the till
// says the one deposit); the page passes axe. The offline journey is collection-offline.e2e.spec.ts.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldUrl, officer, sunriseGroup, useFieldBank } from './support/field-bank.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('sheet');

test('the officer records a meeting\'s sheet on a phone and submits it twice; each line is posted once', async ({ browser, request }) => {
  await sunriseGroup(request);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
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
    await expect(first.getByRole('status')).toHaveText('Confirmed: posted');
  }
  await expect(page.getByText('Your till for this meeting: $5.00')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '.tmp/sheet-390-en-sent.png', fullPage: true });
  await phone.close();
});
