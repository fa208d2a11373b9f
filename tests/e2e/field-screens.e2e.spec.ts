// Proves issue 29's field and KYC pages work for the people who use them on a phone in French: every page of the branch manager,
// the loan officer, the administrator's field pages and a member's group status, at 390 px, fits its viewport (no sideways
// scrolling), passes axe and shows no word the English catalogue owns and French never writes. The bank is this spec's own,
// seeded (scripts/seed-field.ts) with a center, the group Sunrise, a group loan paid out and a customer registered in the field.
// SCREENS_SHOTS=<folder> also walks English at 1280 px and saves screenshots of every page there, to look at.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { FIELD_STAFF_PASSWORD, FIELD_STAFF_PIN, fieldCustomers, fieldStaff } from '../../adapters/bank/field-seed.ts';
import { E2E_ADMIN, signInApi } from './support/api.ts';
import { seriousViolations, signIn, type Credentials } from './support/browser.ts';
import { englishLeftOn, INTERFACE } from './support/english-left.ts';
import { customerNames, fieldUrl, manager, officer, post, sunriseGroup, useFieldBank } from './support/field-bank.ts';

test.use({ baseURL: fieldUrl });
useFieldBank('field-screens');

const shots = process.env.SCREENS_SHOTS;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 a small photo'), Buffer.alloc(3000)]);
const member = { email: fieldCustomers[0]!.email, password: FIELD_STAFF_PASSWORD, pin: FIELD_STAFF_PIN };

/** What people wrote or were named: never a word to translate. */
const data = [
  ...customerNames, ...fieldCustomers.map((c) => c.email), ...fieldStaff.flatMap((s) => [`${s.firstName} ${s.lastName}`, s.email]), 'Efua Mensah',
  'Market town', '4 Station Road', 'efua.jpg', 'GHA-712345678-9', 'Station market hall', 'Station market', 'Sunrise', 'Market Group Loan', 'Market stock', 'Head office', 'admin@tmb.test',
];

/** Through the API: Sunrise and its center, a weekly product, a group loan proposed by the officer and paid out by the manager, and a customer the officer registered. */
async function setUp(request: APIRequestContext): Promise<{ registered: string }> {
  const { admin, customerIds } = await sunriseGroup(request);
  const product = { name: 'Market Group Loan', kind: 'business', minPrincipal: 50_00, maxPrincipal: 1_000_00, minTerm: 4, maxTerm: 26, annualRateBps: 2600, frequency: 'weekly', amortisation: 'equal_principal', graceOnPrincipal: 0, lateFee: 0, toleranceDays: 0, active: true };
  const { product: saved } = await post(request, 'admin-loan-products', { action: 'save', product }, admin);
  const officerToken = await signInApi(request, officer);
  const managerToken = await signInApi(request, manager);
  const { groups } = await post(request, 'field-view', {}, officerToken);
  const groupId = (groups as { groupId: string; name: string }[]).find((g) => g.name === 'Sunrise')!.groupId;
  const members = customerIds.map((customerId, i) => ({ customerId, amount: `${100 + 20 * i}.00` }));
  const { applicationId } = await post(request, 'group-loans', { action: 'apply', groupId, productId: saved.productId, term: 4, purpose: 'Market stock', members }, officerToken);
  await post(request, 'group-loans', { action: 'approve', applicationId, note: 'Checked at the meeting' }, managerToken);
  await post(request, 'group-loans', { action: 'disburse', applicationId }, managerToken);
  const customer = { firstName: 'Efua', lastName: 'Mensah', email: 'efua.mensah@example.com', phone: '+233 24 412 7788', dateOfBirth: '1990-05-01', address: '', city: '', state: '', zipCode: '', language: 'fr', sendLinkBy: 'sms' };
  const { userId } = await post(request, 'staff-register-customer', customer, officerToken);
  // Her KYC lists are not empty: an identifier and a photo, so their rows (a size, a date, who) are walked too.
  await post(request, 'kyc-identifier-add', { userId, identifierType: 'national_id', number: 'GHA-712345678-9' }, officerToken);
  await post(request, 'kyc-document-upload', { userId, kind: 'photo', fileName: 'efua.jpg', contentBase64: JPEG.toString('base64') }, officerToken);
  return { registered: userId as string };
}

/** The whole page in parts of at most 1100 px high, so a long phone page is still readable: `<path>-1.png`, `<path>-2.png` and on. */
async function screenshots(page: Page, path: string): Promise<void> {
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
  for (let y = 0, part = 1; y < height; y += 1100, part += 1) await page.screenshot({ path: `${path}-${part}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1100, height - y) } });
}

interface Walk { who: Credentials; landing: RegExp; paths: string[] }

/** Signs `walk.who` in, then opens each page in `language` at `width`: the problems found, named by page. */
async function walkPages(browser: Browser, walk: Walk, language: 'en' | 'fr', width: number): Promise<string[]> {
  const context = await browser.newContext({ baseURL: fieldUrl, viewport: { width, height: 844 }, locale: language === 'fr' ? 'fr-FR' : 'en-US' });
  const page = await context.newPage();
  // The sign-in form in English (the helper's labels), whatever the browser's locale; then the language walked.
  await context.addCookies([{ name: 'i18next', value: 'en', url: fieldUrl }]);
  await signIn(page, walk.who, walk.landing);
  await context.addCookies([{ name: 'i18next', value: language, url: fieldUrl }]);
  const problems: string[] = [];
  for (const path of walk.paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The page's data arrive after its heading: wait until nothing says it is loading.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // System Settings' KYC checklist is a tab of its own.
    if (path.endsWith('#kyc')) await page.getByRole('tab', { name: /KYC/ }).click();
    const name = `${walk.who.email.split('@')[0]} ${path} ${language} ${width}`;
    if (shots) await screenshots(page, `${shots}/${name.replace(/[^\w.-]+/g, '_')}`);
    const found: string[] = [];
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > width) found.push(`${wide} px wide`);
    found.push(...await seriousViolations(page));
    if (language === 'fr') {
      const english = await englishLeftOn(page, data, `${INTERFACE}, main td`);
      if (english.length > 0) found.push(`English ${english.join(', ')}`);
    }
    // The member's group table says what it is to screen readers only (its caption once showed, unstyled, above the table).
    if (path === '/dashboard/loans' && ((await page.getByRole('region', { name: /Sunrise/ }).locator('caption').boundingBox())?.height ?? 0) > 1) found.push('the group table\'s caption shows');
    if (shots && found.length > 0) console.log(`${name}: ${found.join('; ')}`);
    problems.push(...found.map((problem) => `${name}: ${problem}`));
  }
  await context.close();
  return problems;
}

test('in French on a 390 px phone every field and KYC page fits, passes axe and has no English left', async ({ browser, request }) => {
  test.setTimeout(shots ? 1_800_000 : 600_000);
  const { registered } = await setUp(request);
  const walks: Walk[] = [
    { who: officer, landing: /\/field\/groups$/, paths: ['/field/groups', '/field/customers', `/field/customers/${registered}`, '/field/register', '/field/sheet'] },
    { who: manager, landing: /\/field\/centers$/, paths: ['/field/centers', '/field/groups', '/field/customers', `/field/customers/${registered}`, '/field/branches'] },
    { who: E2E_ADMIN, landing: /\/admin\/dashboard$/, paths: ['/admin/branches', '/admin/groups', '/admin/users', '/admin/register-customer', '/admin/settings#kyc'] },
    { who: member, landing: /\/dashboard$/, paths: ['/dashboard/loans'] },
  ];
  const looks = shots ? [['fr', 390], ['en', 1280]] as const : [['fr', 390]] as const;
  const problems: string[] = [];
  for (const walk of walks) for (const [language, width] of looks) problems.push(...await walkPages(browser, walk, language, width));
  expect(problems).toEqual([]);
});
