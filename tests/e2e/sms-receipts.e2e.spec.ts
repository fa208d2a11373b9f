// Proves in Chromium against the real server, texting through SMPP to the worker's SMSC (issue 29
// item 5): a member asks to pay in cash on the Deposit page, staff confirm it on /admin/deposits,
// and within moments the member's phone receives the receipt (amount, new balance, officer's name,
// the deposit's reference); the SMSC's delivery receipt is acknowledged, and a wire deposit texts nothing.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, createCustomer } from './support/api.ts';
import { submitSignIn } from './support/browser.ts';
import { smsUrl } from './support/server-env.ts';

/** Several engineers share two cores: pages may take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

interface Text { smscMessageId: string; to: string; text: string }
const allTexts = async (request: APIRequestContext): Promise<Text[]> => ((await (await request.get(smsUrl)).json()) as { messages: Text[] }).messages;
/** The worker's SMSC outlives each spec's bank, and other specs may text the same number: only texts sent during this test count. */
let earlierTexts = new Set<string>();
const texts = async (request: APIRequestContext, to: string): Promise<Text[]> => (await allTexts(request)).filter((m) => !earlierTexts.has(m.smscMessageId) && m.to === to);

async function depositBy(page: Page, method: 'Cash Deposit' | 'Wire Transfer', amount: string): Promise<string> {
  await page.goto('/dashboard/deposit');
  await page.getByLabel(method).check();
  await page.getByLabel('Deposit Amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit Initiated!' })).toBeVisible();
  return /DEP-\d{8}-\d{10}/.exec((await page.locator('main').textContent()) ?? '')![0];
}

test.describe.configure({ timeout: 180_000 });

test('a member paying cash gets an SMS receipt when staff confirm it, and the bank acknowledges the phone\'s delivery receipt', async ({ page, browser, request }) => {
  earlierTexts = new Set((await allTexts(request)).map((m) => m.smscMessageId));
  const member = await createCustomer(request, 'Abena', 'Cash', '+233 24 412 3456');
  await submitSignIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  const wire = await depositBy(page, 'Wire Transfer', '100');
  const cash = await depositBy(page, 'Cash Deposit', '45.50');

  const admin = await (await browser.newContext()).newPage();
  await submitSignIn(admin, E2E_ADMIN);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/deposits');
  for (const reference of [wire, cash]) {
    await admin.getByRole('button', { name: `Confirm deposit ${reference}` }).click();
    await admin.getByRole('dialog', { name: 'Confirm Deposit' }).getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(admin.getByRole('status')).toContainText(`Deposit ${reference} confirmed`);
  }

  await expect.poll(async () => (await texts(request, '233244123456')).map((m) => m.text)).toEqual([
    `Trust Microfinance Bank: cash deposit of $45.50 received by Administrator. New balance $145.50. Ref ${cash}. Wrong? Call your branch.`,
  ]);
  const [receipt] = await texts(request, '233244123456');
  expect((await request.post(`${smsUrl}/${receipt!.smscMessageId}/delivered`)).status()).toBe(200);
});
