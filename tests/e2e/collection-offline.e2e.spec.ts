// Proves the offline collection sheet in Chromium at 390 px against a real server (issue 29 item 4): the officer downloads the
// week's sheets while connected; with the connection off the page opens again on a reload (the service worker's copy of the app,
// the sheets from IndexedDB); they record one member paying half of the instalment due and one absent, and a reload keeps what
// was recorded; Submit with no connection leaves the lines "sent"; back online they go again by themselves under the same ids,
// Submit twice more, and the same lines sent once more through the API under the ids the phone kept: the bank posts each line
// once, and its till (on the sheet and in the ledger) is the half payment. Axe clean offline and online; sign-out clears the sheets.
import { expect as baseExpect, test } from '@playwright/test';
import { signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldUrl, officer, post, sunriseGroup, today, useFieldBank } from './support/field-bank.ts';

/** Several engineers share two cores: pages may take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ baseURL: fieldUrl });
// The first two customers have a loan whose first instalment is due today; no dated job collects it from their savings first.
useFieldBank('sheet-offline', { FIELD_SEED_LOANS: '2', BANK_JOB_INTERVAL_MS: '0' });

const dollars = (cents: number) => (cents / 100).toFixed(2);
interface SheetLine { memberId: string; memberName: string; loanId: string | null; due: number; reschedules: number }

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('the officer fills a downloaded sheet with no connection, and once back online each line is posted once', async ({ browser, request }) => {
  const { officerId } = await sunriseGroup(request);
  const token = await signInApi(request, officer);
  const groupId = (await post(request, 'field-view', {}, token)).groups[0].groupId as string;
  const opened = await post(request, 'collection-sheet', { action: 'open', groupId, meetingDate: today }, token);
  const due = opened.lines.find((l: { memberName: string }) => l.memberName === names[0]).due as number;
  const half = Math.floor(due / 2);
  expect(half).toBeGreaterThan(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
  const page = await phone.newPage();
  await signIn(page, officer, /\/field\/groups$/);
  await page.goto('/field/sheet');
  await page.getByRole('button', { name: 'Download this week’s sheets' }).click();
  await expect(page.getByText('Sheets kept on this phone: 2.', { exact: true })).toBeVisible();

  await phone.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Collection sheet', level: 1 })).toBeVisible();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  // The reloaded page is under the service worker (public/sw.js), which answers navigations from its kept copy when the network fails.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const chooseSheet = () => page.getByLabel('Sheet to fill in').selectOption({ value: `${groupId}:${today}` });
  await chooseSheet();
  const first = page.getByRole('group', { name: names[0] });
  const absent = page.getByRole('group', { name: names[1] });
  await first.getByLabel('Part of it').check();
  await first.getByLabel('Amount paid (USD)').fill(dollars(half));
  await absent.getByLabel('Nothing').check();
  await absent.getByLabel('Came to the meeting').uncheck();
  const pending = 'Pending: recorded on this phone, not sent yet';
  await expect(first.getByRole('status')).toHaveText(pending);

  await page.reload();
  await chooseSheet();
  await expect(first.getByLabel('Amount paid (USD)')).toHaveValue(dollars(half));
  await expect(absent.getByRole('status')).toHaveText(pending);
  await expect(absent.getByLabel('Came to the meeting')).not.toBeChecked();
  await expect(page.getByText(`Cash recorded on this sheet: ${money(half)}`)).toBeVisible();
  await page.screenshot({ path: '.tmp/sheet-offline-390.png', fullPage: true });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Submitted with no connection: the lines are on their way, no answer can come; they stay "sent".
  const waiting = 'Sent: waiting for the bank’s answer';
  await page.getByRole('button', { name: 'Submit the sheet' }).click();
  await expect(first.getByRole('status')).toHaveText(waiting);
  await expect(absent.getByRole('status')).toHaveText(waiting);
  await expect(page.getByText(/^The bank could not be reached/)).toBeVisible();

  // Back online: the lines go again by themselves, under the same ids; then Submit twice more.
  await phone.setOffline(false);
  await expect(first.getByRole('status')).toHaveText('Confirmed: posted');
  await expect(absent.getByRole('status')).toHaveText('Confirmed: posted');
  for (let time = 0; time < 2; time += 1) {
    await page.getByRole('button', { name: 'Submit the sheet' }).click();
    await expect(first.getByRole('status')).toHaveText('Confirmed: posted');
  }
  await expect(page.getByText(`Your till for this meeting: ${money(half)}`)).toBeVisible();
  await page.screenshot({ path: '.tmp/sheet-offline-390-sent.png', fullPage: true });
  await expectAccessible(page);

  // Through the API: each line posted once (the half payment once in the till and the ledger), the absence recorded.
  const after = await post(request, 'collection-sheet', { action: 'open', groupId, meetingDate: today }, token);
  const line = (name: string) => after.lines.find((l: { memberName: string }) => l.memberName === name);
  expect(line(names[0]!).sent).toMatchObject({ status: 'posted', cash: half });
  expect(line(names[1]!)).toMatchObject({ present: false, sent: { status: 'posted', cash: 0 } });
  expect(after.till).toEqual({ sheet: half, ledger: half });
  expect(after.lines.filter((l: { sent: unknown }) => l.sent !== null)).toHaveLength(2);

  // The phone's lines, under the ids it kept in IndexedDB, sent once more: the bank replays them and posts nothing.
  const kept = await page.evaluate((key) => new Promise<{ view: { lines: SheetLine[] }; lines: Record<string, { lineId: string }> }>((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('keyval').objectStore('keyval').get(key);
      read.onsuccess = () => resolve(read.result);
    };
  }), `tmb:${officerId}:sheet:${groupId}:${today}`);
  const idOf = (line: SheetLine) => kept.lines[`${line.memberId}:${line.loanId ?? ''}`]!.lineId;
  const [paying, away] = [names[0], names[1]].map((name) => kept.view.lines.find((l) => l.memberName === name)!);
  const resend = await post(request, 'collection-sheet', { action: 'submit', groupId, meetingDate: today, lines: [
    { lineId: idOf(paying!), memberId: paying!.memberId, loanId: paying!.loanId, due: paying!.due, reschedules: paying!.reschedules, paid: half, deposit: 0, present: true, savingsAgreed: false },
    { lineId: idOf(away!), memberId: away!.memberId, loanId: away!.loanId, due: away!.due, reschedules: away!.reschedules, paid: 0, deposit: 0, present: false, savingsAgreed: false },
  ] }, token);
  expect(resend.lines.map((l: { status: string; replayed: boolean }) => [l.status, l.replayed])).toEqual([['posted', true], ['posted', true]]);
  expect(resend.till).toEqual({ sheet: half, ledger: half });

  // Signing out clears the officer's sheets (customers' names and payments) from the phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() => new Promise<string[]>((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      if (!open.result.objectStoreNames.contains('keyval')) { resolve([]); return; }
      const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
      keys.onsuccess = () => resolve((keys.result as string[]).filter((key) => String(key).includes(':sheet:')));
    };
  }));
  expect(left).toEqual([]);
  await phone.close();
});
