// Proves issue 29's "Done when" as one journey a new user walks in Chromium against a real server and the test SMSC: a
// branch manager opens a center with two groups of five; their loan officer, on a 390 px phone, registers a member with KYC
// documents (a real PNG and PDF) whom the manager approves; the member joins a group whose loan the officer proposes and the
// manager approves and pays out; on the first meeting day the officer downloads the sheet, switches the phone's connection
// off, records it (one member pays half, one is absent), switches it back on and submits twice: each line is posted once, the
// payers get SMS receipts, the till balances, the manager resolves the planted conflict from the review queue, and the next
// day the absent member shows late on the group. API calls are only the set-up nobody walks here (the administrator's branch,
// a loan product, the planted online repayment), the clock, the SMSC's list, and the till read from the bank (sheet and ledger).
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCodeFor, signInApi } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { customerNames as names, fieldAdvanceDays, fieldClock, fieldUrl, manager, offerWeeklyGroupLoan, officer, openBranch, post, useFieldBank } from './support/field-bank.ts';
import { approveAndPayOut, formGroups, inAWeek, openCenter, proposeGroupLoan, registerCustomer } from './support/field-pages.ts';
import { smsUrl } from './support/server-env.ts';
import { fieldCustomers, FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN } from '../../adapters/bank/field-seed.ts';

/** Up to eight engineers share two cores: a page may take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ baseURL: fieldUrl });
useFieldBank('journey', fieldClock);

const efua = { firstName: 'Efua', lastName: 'Mensah', email: 'efua.mensah@example.com', phone: '+233 24 412 0143' };
const efuaName = 'Efua Mensah';
const [amina, bola, chidi, dayo, efe] = names as [string, string, string, string, string];
/** Each borrower's amount: Bola will be absent, Chidi repays online while the officer is offline (the planted conflict). */
const amounts: Record<string, string> = { [amina]: '100.00', [bola]: '150.00', [chidi]: '200.00', [dayo]: '120.00', [efe]: '80.00', [efuaName]: '100.00' };
const seeded = (name: string) => fieldCustomers[names.indexOf(name)]!;
/** A profile phone as the SMSC sees it (E.164 digits). */
const msisdn = (phone: string) => phone.replace(/\D/g, '');
const cents = (text: string) => Math.round(Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100);
const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/** A real 1×1 PNG and a real one-page PDF, as a phone's camera and scanner would hand them over. */
const photo = { name: 'efua.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') };
const idScan = { name: 'efua-id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') };

interface Text { smscMessageId: string; to: string; text: string }
const allTexts = async (request: APIRequestContext): Promise<Text[]> => ((await (await request.get(smsUrl)).json()) as { messages: Text[] }).messages;
/** The worker's SMSC outlives each spec's bank, and earlier field specs text the same seeded phones: texts from before this journey are not its receipts. */
let earlierTexts = new Set<string>();
const textsTo = async (request: APIRequestContext, phone: string): Promise<string[]> =>
  (await allTexts(request)).filter((m) => !earlierTexts.has(m.smscMessageId) && m.to === msisdn(phone) && / received by /.test(m.text)).map((m) => m.text);

const kycOf = (page: Page) => page.getByRole('region', { name: 'KYC', exact: true });

async function uploadDocument(page: Page, kind: string, file: typeof photo): Promise<void> {
  await page.getByLabel('Document kind').selectOption({ label: kind });
  await page.getByLabel('File', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(kycOf(page).getByRole('status')).toHaveText('Document uploaded.');
}

/** The planted conflict: while the officer's phone is offline, Chidi repays this week's instalment online from his savings. */
async function chidiRepaysOnline(request: APIRequestContext, due: number): Promise<void> {
  const who = { email: seeded(chidi).email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };
  const token = await signInApi(request, who);
  const { loans } = await post(request, 'loans-mine', {}, token);
  const started = await post(request, 'loan-repay-start', { loanId: loans[0].loanId, mode: 'amount', amount: (due / 100).toFixed(2), prepay: 'next', pin: who.pin }, token);
  await post(request, 'loan-repay-confirm', { loanId: loans[0].loanId, changeId: started.changeId, code: await latestCodeFor(request, who.email) }, token, { 'idempotency-key': randomUUID() });
}

test('a new field network, from two groups to a meeting\'s sheet recorded offline, posted once, texted, late, balanced and reviewed', async ({ page, request, browser }) => {
  test.setTimeout(360_000);
  earlierTexts = new Set((await allTexts(request)).map((m) => m.smscMessageId));
  const { admin } = await openBranch(request);
  await offerWeeklyGroupLoan(request, admin);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: fieldUrl });
  const officerPage = await phone.newPage();

  await test.step('the branch manager opens a center meeting weekly from next week, with two groups of five', async () => {
    await signIn(page, manager, /\/field\/centers$/);
    await openCenter(page, inAWeek);
    await expect(page.getByRole('region', { name: 'Centers' }).getByRole('row', { name: /Station market/ })).toBeVisible();
    await formGroups(page, [['Sunrise', names.slice(0, 5)], ['Harvest', names.slice(5, 10)]]);
  });

  await test.step('the loan officer registers Efua on a phone with her national ID, photo and identity scan', async () => {
    await signIn(officerPage, officer, /\/field\/groups$/);
    await officerPage.goto('/field/register');
    await registerCustomer(officerPage, efua);
    await expect(officerPage.getByRole('heading', { level: 1, name: efuaName })).toBeVisible();
    await expect(officerPage.getByRole('status').first()).toContainText(`texted to ${efua.phone}`);
    await officerPage.getByLabel('Identifier type').selectOption({ label: 'National ID' });
    await officerPage.getByLabel('Identifier number').fill('GHA-7214-0143');
    await officerPage.getByRole('button', { name: 'Register identifier' }).click();
    await expect(kycOf(officerPage).getByRole('status')).toHaveText('Identifier registered.');
    await uploadDocument(officerPage, 'Photo', photo);
    await uploadDocument(officerPage, 'Identity scan', idScan);
    await expect(officerPage.getByRole('button', { name: 'View Identity scan' })).toBeVisible();
  });

  await test.step('the branch manager, a second member of staff, approves Efua\'s KYC', async () => {
    await page.goto('/field/customers');
    await page.getByRole('link', { name: efuaName }).click();
    await page.getByRole('button', { name: 'Approve KYC' }).click();
    await expect(page.getByTestId('kyc-status')).toContainText('Approved');
    await expect(kycOf(page)).toContainText('Approved by Nadia Mensah');
  });

  const sunrise = officerPage.getByRole('article', { name: 'Sunrise' });
  await test.step('Efua joins Sunrise; the officer proposes its loan, the manager approves it and pays it out', async () => {
    await officerPage.goto('/field/centers');
    const change = officerPage.getByRole('region', { name: 'Members joining and leaving' });
    await change.getByLabel('Group', { exact: true }).selectOption({ label: 'Sunrise' });
    await change.getByLabel('Customer', { exact: true }).selectOption({ label: efuaName });
    await change.getByRole('button', { name: 'Save the change' }).click();
    await expect(officerPage.getByRole('region', { name: 'Groups', exact: true }).getByRole('row', { name: /Sunrise/ })).toContainText(efuaName);
    await officerPage.goto('/field/groups');
    await proposeGroupLoan(sunrise, amounts);
    await page.goto('/field/groups');
    await approveAndPayOut(page.getByRole('article', { name: 'Sunrise' }));
  });

  const line = (name: string) => officerPage.getByRole('group', { name });
  const dues: Record<string, number> = {};
  const half = () => Math.floor(dues[efuaName]! / 2);
  const collected = () => dues[amina]! + dues[dayo]! + dues[efe]! + half();
  await test.step('on the first meeting day the officer downloads the week\'s sheets, switches the phone\'s connection off and records the sheet', async () => {
    expect(await fieldAdvanceDays(7)).toBe(inAWeek);
    await signIn(officerPage, officer, /\/field\/groups$/);
    await officerPage.goto('/field/sheet');
    await officerPage.getByRole('button', { name: 'Download this week’s sheets' }).click();
    await expect(officerPage.getByText(/^Sheets kept on this phone: \d+\./)).toBeVisible();
    await phone.setOffline(true);
    await officerPage.reload();
    await expect(officerPage.getByText(/^You are offline\./)).toBeVisible();
    const kept = officerPage.getByLabel('Sheet to fill in');
    const today = await kept.locator('option', { hasText: /^Sunrise, / }).evaluateAll((options, date) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v.endsWith(`:${date}`)), inAWeek);
    await kept.selectOption(today!);
    for (const name of Object.keys(amounts)) dues[name] = cents((await line(name).getByText('Instalment due').textContent())!);
    for (const name of [amina, chidi, dayo, efe]) await line(name).getByLabel(/^All of it/).check();
    await line(efuaName).getByLabel('Part of it').check();
    await line(efuaName).getByLabel('Amount paid (USD)').fill((half() / 100).toFixed(2));
    await line(bola).getByLabel('Nothing').check();
    await line(bola).getByLabel('Came to the meeting').uncheck();
    for (const name of Object.keys(amounts)) await expect(line(name).getByRole('status')).toHaveText('Pending: recorded on this phone, not sent yet');
    await expect(officerPage.getByText(`Cash recorded on this sheet: ${dollars(collected() + dues[chidi]!)}`)).toBeVisible();
    await chidiRepaysOnline(request, dues[chidi]!);
  });

  await test.step('back online, the officer submits twice: each line is posted once, the conflict is queued, the till says what was collected', async () => {
    await phone.setOffline(false);
    for (let time = 0; time < 2; time += 1) {
      await officerPage.getByRole('button', { name: 'Submit the sheet' }).click();
      for (const name of [amina, bola, dayo, efe, efuaName]) await expect(line(name).getByRole('status')).toHaveText('Confirmed: posted');
      await expect(line(chidi).getByRole('status')).toHaveText('Confirmed: queued for the branch manager’s review');
    }
    await expect(officerPage.getByText(`Your till for this meeting: ${dollars(collected())}`)).toBeVisible();
    expect(await officerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  await test.step('each payer gets one SMS receipt; the absent member none', async () => {
    for (const name of [amina, dayo, efe]) {
      await expect.poll(() => textsTo(request, seeded(name).phone)).toEqual([expect.stringMatching(new RegExp(`loan repayment of \\${dollars(dues[name]!)} received by Oscar Adeyemi\\. Still owed \\$[\\d,.]+\\. Ref FC-`))]);
    }
    await expect.poll(() => textsTo(request, efua.phone)).toEqual([expect.stringContaining(`loan repayment of ${dollars(half())} received by Oscar Adeyemi`)]);
    expect(await textsTo(request, seeded(bola).phone)).toEqual([]);
  });

  await test.step('the branch manager resolves the planted conflict from the review queue; the till balances', async () => {
    await signIn(page, manager, /\/field\/centers$/);
    await page.getByRole('link', { name: 'Review queue' }).first().click();
    const held = page.getByRole('article', { name: `${chidi}, group Sunrise` });
    await expect(held).toContainText('The member repaid online after the sheet was opened');
    await expect(held.getByRole('row', { name: /Paid on the loan/ })).toContainText(dollars(dues[chidi]!));
    await held.getByLabel('The member agrees that the extra goes to their savings').check();
    await held.getByLabel('Reason or note (required to reject)').fill('Chidi agreed to save it');
    await held.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Posted ${chidi}'s line: ${dollars(dues[chidi]!)} collected.` })).toBeVisible();
    await expect(page.getByText('Nothing is waiting for review.')).toBeVisible();
    await expect.poll(() => textsTo(request, seeded(chidi).phone)).toEqual([expect.stringMatching(new RegExp(`cash deposit of \\${dollars(dues[chidi]!)} received by Oscar Adeyemi\\. New balance \\$[\\d,.]+\\. Ref FC-`))]);
    const officerToken = await signInApi(request, officer);
    const groupId = (await post(request, 'field-view', {}, officerToken)).groups.find((g: { name: string }) => g.name === 'Sunrise').groupId as string;
    const { till } = await post(request, 'collection-sheet', { action: 'open', groupId, meetingDate: inAWeek }, officerToken);
    expect(till).toEqual({ sheet: collected() + dues[chidi]!, ledger: collected() + dues[chidi]! });
  });

  await test.step('the next day the absent member shows late on the group', async () => {
    await fieldAdvanceDays(1);
    await signIn(officerPage, officer, /\/field\/groups$/);
    await expect(sunrise).toContainText(`${bola} Late (1 day`);
    await expect(sunrise).toContainText(`${amina} Due`);
  });
  await phone.close();
});
