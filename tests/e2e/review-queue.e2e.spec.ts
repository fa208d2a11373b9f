// Proves the branch manager's review queue in Chromium against a real server (issue 29 item 4): a group loan is disbursed,
// a week later (the first meeting day) the officer opens the sheet, the member repays online, then the officer submits the line
// as the sheet said; the bank holds it for review. The manager finds it on Review queue with both versions side by side (1280
// and 390 px, English and French, axe clean), posts it with the member's agreement to save the rest, and the bank posted it once:
// the queue is empty, a second decision is refused (409) and the officer's till equals the ledger's. An administrator finds the
// same page in the back office, for the branch they choose.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldCustomers } from '../../adapters/bank/field-seed.ts';
import { E2E_ADMIN, latestCodeFor, signInApi } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { customerNames as names, fieldAdvanceDays, fieldClock, fieldUrl, manager, offerWeeklyGroupLoan, officer, post, sunriseGroup, useFieldBank } from './support/field-bank.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('review-queue', fieldClock);

const member = { email: fieldCustomers[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
const SHEET = 'collection-sheet';

/** The group Sunrise borrows $100 each over 4 weekly meetings: proposed by its officer, approved and paid out by the manager. */
async function disburseGroupLoan(request: APIRequestContext): Promise<{ groupId: string; branchId: string }> {
  const { admin, branchId, customerIds } = await sunriseGroup(request);
  const productId = await offerWeeklyGroupLoan(request, admin);
  const officerToken = await signInApi(request, officer);
  const groupId = (await post(request, 'field-view', {}, officerToken)).groups[0].groupId as string;
  const { applicationId } = await post(request, 'group-loans', { action: 'apply', groupId, productId, term: 4, purpose: 'Market stock', members: customerIds.map((customerId) => ({ customerId, amount: '100.00' })) }, officerToken);
  const managerToken = await signInApi(request, manager);
  await post(request, 'group-loans', { action: 'approve', applicationId, note: 'Checked at the meeting' }, managerToken);
  await post(request, 'group-loans', { action: 'disburse', applicationId }, managerToken);
  return { groupId, branchId };
}

/** On the meeting day: the officer opens the sheet, the member repays online what is due, then the officer sends the line as the sheet said. */
async function plantConflict(request: APIRequestContext, groupId: string, meetingDate: string) {
  const officerToken = await signInApi(request, officer);
  const sheet = await post(request, SHEET, { action: 'open', groupId, meetingDate }, officerToken);
  const line = (sheet.lines as { memberId: string; memberName: string; loanId: string | null; due: number; reschedules: number }[]).find((l) => l.memberName === names[0] && l.loanId)!;
  expect(line.due).toBeGreaterThan(0);
  const memberToken = await signInApi(request, member);
  const started = await post(request, 'loan-repay-start', { loanId: line.loanId, mode: 'due', pin: member.pin }, memberToken);
  const code = await latestCodeFor(request, member.email);
  const confirmed = await request.post(`${fieldUrl}/functions/v1/loan-repay-confirm`, { data: { loanId: line.loanId, changeId: started.changeId, code }, headers: { authorization: `Bearer ${memberToken}`, 'idempotency-key': randomUUID() } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const sent = { lineId: randomUUID(), memberId: line.memberId, loanId: line.loanId, due: line.due, reschedules: line.reschedules, paid: line.due, deposit: 0, savingsAgreed: false, present: true };
  const answer = await post(request, SHEET, { action: 'submit', groupId, meetingDate, lines: [sent] }, officerToken);
  expect(answer.lines[0]).toMatchObject({ status: 'queued', reason: 'repaid_meanwhile', cash: 0 });
  return { sent, due: line.due, officerToken };
}

test('a branch manager not yet placed in a branch is told why on the review queue, and field staff have no bell of back-office items', async ({ page }) => {
  // First in this file, on a bank whose manager no branch has been given yet (the next test opens one).
  await signIn(page, manager, /\/field\/centers$/);
  await expect(page.getByRole('button', { name: /Notifications/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Review queue' }).first().click();
  await expect(page).toHaveURL(/\/field\/review$/);
  await expect(page.getByRole('alert')).toHaveText('Only the manager of this branch or an administrator can do this.');
});

test('the branch manager resolves a conflicting sheet line from the review queue, and the line is posted once', async ({ page, browser, request }) => {
  const { groupId, branchId } = await disburseGroupLoan(request);
  const meetingDate = await fieldAdvanceDays(7);
  const { sent, due, officerToken } = await plantConflict(request, groupId, meetingDate);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager, /\/field\/centers$/);
  await page.getByRole('link', { name: 'Review queue' }).first().click();
  await expect(page).toHaveURL(/\/field\/review$/);
  const line = page.getByRole('article', { name: `${names[0]}, group Sunrise` });
  await expect(line).toContainText('The member repaid online after the sheet was opened');
  const table = line.getByRole('table');
  await expect(table.getByRole('row', { name: /Instalment due/ })).toContainText(`$${(due / 100).toFixed(2)}`);
  await expect(table.getByRole('columnheader', { name: 'Recorded by the officer' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'At the bank now' })).toBeVisible();
  await expect(line).not.toContainText(sent.lineId);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/review-1280-en.png', fullPage: true });

  await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1, name: 'File de revue' })).toBeVisible();
  const frLine = page.getByRole('article', { name: `${names[0]}, groupe Sunrise` });
  await expect(frLine.getByRole('button', { name: 'Comptabiliser' })).toBeVisible();
  await expect(frLine.getByRole('columnheader', { name: 'Saisi par l’agent' })).toBeAttached();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '.tmp/review-390-fr.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  // Back to English where the top bar shows the switcher (a phone's is in the menu), then decide on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('banner').getByRole('combobox', { name: /^(Language|Langue)$/ }).selectOption({ label: 'English' });
  await page.setViewportSize({ width: 390, height: 844 });

  // Rejecting without a reason is refused by the bank and changes nothing.
  await line.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(line.getByRole('alert')).toHaveText('Give the reason.');
  await line.getByLabel('The member agrees that the extra goes to their savings').check();
  await line.getByLabel('Reason or note (required to reject)').fill('Member asked to save it');
  await line.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Posted ${names[0]}'s line` })).toBeVisible();
  await expect(page.getByText('Nothing is waiting for review.')).toBeVisible();
  await page.screenshot({ path: '.tmp/review-390-en-resolved.png', fullPage: true });

  // Posted once: a second decision is refused, the resent line answers its first outcome, and the till is the ledger's.
  const managerToken = await signInApi(request, manager);
  const again = await request.post(`${fieldUrl}/functions/v1/${SHEET}`, { data: { action: 'resolve', branchId, lineId: sent.lineId, decision: 'reject', reason: 'Twice', savingsAgreed: false }, headers: { authorization: `Bearer ${managerToken}` } });
  expect(again.status()).toBe(409);
  const resent = await post(request, SHEET, { action: 'submit', groupId, meetingDate, lines: [sent] }, officerToken);
  expect(resent.lines[0]).toMatchObject({ status: 'queued', replayed: true });
  expect(resent.till).toEqual({ sheet: due, ledger: due });
  expect((await post(request, SHEET, { action: 'queue' }, managerToken)).items).toEqual([]);

  // The administrator finds the same page in the back office and chooses the branch.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: fieldUrl });
  const adminPage = await desk.newPage();
  await signIn(adminPage, E2E_ADMIN, /\/admin\/dashboard$/);
  await adminPage.getByRole('link', { name: 'Review queue' }).click();
  await adminPage.getByLabel('Branch', { exact: true }).selectOption({ label: 'Market town' });
  await expect(adminPage.getByRole('heading', { name: 'Market town: lines to review (0)' })).toBeVisible();
  await expectAccessible(adminPage);
  await desk.close();
});
