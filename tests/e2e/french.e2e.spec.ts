// Proves in Chromium that a francophone customer gets the bank in French end to end (issue 18): the switcher on the public site and in the shell, remembered across visits, translated pages, money and dates written for fr-FR, a French e-mail and a French PDF statement, refusals in French, and no word of the English catalogue left on the main customer and admin pages: their tables and lists (history descriptions, the admin dashboard's activity and system status, the audit and the admin activity log) and the charts' axes included.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCustomer, createSecondAdmin, fundCustomer, latestMailTo } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';
import { ENGLISH_ONLY, englishLeftOn, INTERFACE } from './support/english-left.ts';
import { pdfText } from './support/pdf-text.ts';
import { sendLocalTransfer } from './support/transfer-api.ts';

/** fr-FR money as Intl writes it: narrow no-break space between thousands, no-break space before $US. */
const frUsd = (text: string) => text.replace(/ /g, '\u202f').replace(/\u202f\$US$/, '\u00a0$US');
/** A fr-FR medium date, "24 nov. 2026" or "3 mai 2026". */
const FR_DATE = /\b\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}\b/;

const switcher = (page: Page, where: 'banner' | 'contentinfo') => page.getByRole(where).getByRole('combobox', { name: /^(Language|Langue)$/ });

test('public site: Français in the header translates the page, is remembered on the next visit, and English comes back from the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking that grows with you');
  await switcher(page, 'banner').selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une banque qui grandit avec vous');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Ouvrir un compte' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
  await expect(switcher(page, 'contentinfo')).toHaveValue('fr');

  await switcher(page, 'contentinfo').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('signed in: Français in the top bar shows the dashboard, history and statements in French with fr-FR money and dates, and the bank writes to the customer in French', async ({ page, request }) => {
  // Sign-up, two page loads, a PDF and an e-mail: more than the default minute on a shared two-core machine.
  test.setTimeout(240_000);
  const customer = await createCustomer(request, 'Camille', 'Durand');
  await fundCustomer(request, customer.userId, 'USD', '1234.56');
  await signIn(page, customer);
  await expect(page.getByText('Account Balance')).toBeVisible();

  await switcher(page, 'banner').selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Bon retour, Camille' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Solde du compte')).toBeVisible();
  await expect(page.getByText(frUsd('1 234,56 $US')).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu du compte' }).getByRole('link', { name: 'Opérations' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Menu du compte' }).getByRole('link', { name: 'Opérations' }).click();
  await expect(page.getByRole('heading', { name: 'Historique des opérations' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(FR_DATE).first()).toBeVisible();
  await expect(page.getByText(`+${frUsd('1 234,56 $US')}`).first()).toBeVisible();

  // A full page load: the French text and the customer area arrive before the page shows (slow on a busy machine).
  await page.goto('/dashboard/statements');
  await expect(page.getByRole('heading', { name: 'Relevés de compte' })).toBeVisible({ timeout: 30_000 });
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const texts = pdfText(await readFile(await (await pdfDownload).path()));
  expect(texts).toContain('Relevé de compte');
  expect(texts.some((text) => text.startsWith('Période : '))).toBe(true);
  expect(texts.some((text) => text.includes('Solde de clôture 1\u00a0234,56\u00a0$US'))).toBe(true);
  expect(texts).toContain('Libellé');

  await page.getByRole('button', { name: 'Envoyer le relevé par e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer le relevé par e-mail' });
  await dialog.getByLabel('Adresse e-mail').fill(customer.email);
  const alerted = new Promise<string>((resolve) => page.once('dialog', (shown) => { resolve(shown.message()); void shown.accept(); }));
  await dialog.getByRole('button', { name: 'Envoyer le relevé' }).click();
  expect(await alerted).toBe('Demande d’envoi du relevé enregistrée ! Vous recevrez le relevé sous 24 heures.');
  // The customer signed up in English: the e-mail is French because the switcher recorded their choice.
  // The catcher hands the decoded body's bytes over as Latin-1; read them back as the UTF-8 the bank sent.
  const mail = Buffer.from(await latestMailTo(request, customer.email), 'latin1').toString('utf8');
  expect(mail).toContain('Bonjour Camille Durand,');
  expect(mail).toMatch(/Votre relevé (de |d’)[a-zéû]+ \d{4} est joint au format PDF\./);

  // Remembered on the next visit: a new page in the same browser opens in French.
  await page.goto('/dashboard');
  await expect(page.getByText('Solde du compte')).toBeVisible({ timeout: 30_000 });
  await expect(switcher(page, 'banner')).toHaveValue('fr');
});

/** English-only words in what these elements show (data excepted). */
async function englishIn(elements: Locator, data: readonly string[]): Promise<string[]> {
  const shown = (await elements.allInnerTexts()).map((text) => data.reduce((left, datum) => left.split(datum).join(' '), text)).join(' ');
  return [...new Set((shown.match(/\p{L}{4,}/gu) ?? []).filter((word) => ENGLISH_ONLY.has(word.toLowerCase())))];
}

/** Opens each page and waits until its interface (and `more`: table cells, list items) shows no English word (data excepted), naming the page and the words otherwise. */
async function expectFrenchPages(page: Page, paths: readonly string[], data: readonly string[], more = ''): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => ({ path, english: await englishLeftOn(page, data, `${INTERFACE}${more}`) }), { timeout: 15_000 }).toEqual({ path, english: [] });
  }
}

/** A chart's months as fr-FR writes them ("nov. 2026"), every one of them, as chart.js drew them on its axis. */
const FR_MONTH_LABELS = /^(?:(?:janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}(?: \| |$))+$/;

/** What chart.js drew on a chart's axes (ui/components/charts/ChartFigure.tsx writes it on the canvas). */
const chartCanvas = (page: Page, id: string) => page.locator(`section[aria-labelledby="${id}-title"] canvas`);

test('no English left: the main customer pages, a refusal and a form rule read in French', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The test can fail: the words of the English dashboard are among those it looks for ('balance' is French too: "Balance générale").
  expect(['savings', 'transfer', 'statements'].filter((word) => ENGLISH_ONLY.has(word))).toHaveLength(3);
  const customer = await createCustomer(request, 'Camille', 'Moreau');
  // Thousands on the balance chart's axis, so the test sees how its numbers are grouped.
  await fundCustomer(request, customer.userId, 'USD', '5000.00');
  // Notifications to read: money sent (the bank writes them for the reader, issue 26).
  await sendLocalTransfer(request, customer, { recipientName: 'Jeanne Roux', amount: '25.00' });
  await signIn(page, customer);
  // A reader whose browser shows French though the bank has no language on record for them (no switcher used yet):
  // the notifications are worded by the page they are read on, the list and the dropdown alike.
  await page.goto('/dashboard/notifications?lng=fr');
  const list = page.getByRole('main').getByRole('list', { name: 'Liste des notifications' });
  await expect(list).toContainText('Virement envoyé', { timeout: 30_000 });
  await expect(list).toContainText(`${frUsd('25,00 $US')} à Jeanne Roux`);
  expect(await englishIn(list.locator('li'), ['Jeanne', 'Roux'])).toEqual([]);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('region', { name: 'Notifications' });
  await expect(dropdown).toContainText('Virement envoyé');
  expect(await englishIn(dropdown.locator('li'), ['Jeanne', 'Roux'])).toEqual([]);
  await switcher(page, 'banner').selectOption({ label: 'Français' });
  await page.goto('/dashboard');
  await expect(page.getByText('Solde du compte')).toBeVisible({ timeout: 30_000 });

  // The names, e-mail and account number are the customer's; the opening balance's reason is the administrator's words.
  // Table cells too: the history's descriptions are the bank's words ("Balance adjustment: credit from ..." was English).
  // 'Payment' is the description the customer typed on the transfer to Jeanne Roux (transfer-api.ts), data like the names.
  const data = ['Camille', 'Moreau', customer.email, 'e2e opening balance', 'Jeanne Roux', 'Payment'];
  await expectFrenchPages(page, [
    '/dashboard', '/dashboard/transactions', '/dashboard/statements', '/dashboard/transfer', '/dashboard/transfer/local', '/dashboard/transfer/international',
    '/dashboard/bitcoin-transfer', '/dashboard/deposit', '/dashboard/loans', '/dashboard/payees', '/dashboard/standing-orders', '/dashboard/alerts',
    '/dashboard/categories', '/dashboard/profile', '/dashboard/notifications', '/dashboard/cards',
  ], data, ', main td');
  await page.goto('/dashboard/transactions');
  await expect(page.getByRole('cell', { name: 'Ajustement de solde : crédit de Trust Microfinance Bank' }).first()).toBeVisible({ timeout: 30_000 });

  // The balance chart's axes: French months, and thousands grouped as fr-FR does ("5 000", never "5,000").
  await page.goto('/dashboard');
  const balance = chartCanvas(page, 'balance-chart');
  await expect(balance).toHaveAttribute('data-labels', FR_MONTH_LABELS, { timeout: 30_000 });
  await expect(balance).toHaveAttribute('data-value-ticks', /\d\u202f\d{3}/);
  await expect(balance).not.toHaveAttribute('data-value-ticks', /\d,\d{3}/);

  // A form rule the browser checks with the domain's words, and a refusal only the server can make, both in French.
  await page.goto('/dashboard/transfer/local');
  await page.getByLabel('Nom du bénéficiaire').fill('Quelqu’un');
  await page.getByLabel('Numéro de compte').fill('12');
  await page.getByRole('button', { name: /Continuer|Suivant/ }).click();
  await expect(page.getByText('Le numéro de compte doit comporter 10 chiffres')).toBeVisible();
  await page.getByLabel('Numéro de compte').fill('0000000001');
  await page.getByLabel(/^Code d’acheminement/).fill('123456789');
  await page.getByLabel('Nom de la banque').selectOption({ index: 1 });
  await page.getByLabel('Montant (USD)').fill('10.00');
  await page.getByLabel('Libellé').fill('Essai');
  await page.getByRole('button', { name: /Continuer|Suivant/ }).click();
  await expect(page.getByText('Aucun compte ne porte ce numéro chez Trust Microfinance Bank.')).toBeVisible();
});

test('no English left: a French administrator\'s main back-office pages', async ({ page, request }) => {
  test.setTimeout(240_000);
  // An administrator of this test's own, so the suite's administrator keeps writing in English.
  const admin = await createSecondAdmin(request, 'Hélène', 'Garnier');
  // Something on the admin's activity and the customers' recent activity: a balance adjustment by the suite's administrator.
  const customer = await createCustomer(request, 'Amara', 'Okafor');
  await fundCustomer(request, customer.userId, 'USD', '2500.00');
  await signIn(page, admin, /\/admin\/dashboard$/);
  await switcher(page, 'banner').selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // "Administrator" is the suite's first administrator's name (domain/user/registration.ts), data on Settings' "Last updated by" once another test saved them.
  const data = ['Hélène', 'Garnier', admin.email, 'Administrator'];
  await expectFrenchPages(page, ['/admin/users', '/admin/transactions', '/admin/deposits', '/admin/accounts', '/admin/settings', '/admin/loans', '/admin/loan-products'], data);
  // Table cells and list items too where the bank words what happened: the dashboard's activity and system status, the audit's
  // events and the admin activity log (names, e-mails and what administrators wrote are marked translate="no" there, as data).
  await expectFrenchPages(page, ['/admin/dashboard', '/admin/audit'], data, ', main td, main li');
  await expect(page.getByRole('region', { name: 'Journal d’activité des administrateurs' }).getByRole('listitem').first()).toContainText('Solde ajusté');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Activité des administrateurs' })).toContainText(/Solde ajusté \(Amara Okafor \([^)]*compte \d{10}\)\), \+2\u202f500,00\u00a0\$US : e2e opening balance/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Activité récente des utilisateurs' })).toContainText('A reçu 2\u202f500,00\u00a0$US');
  // The deposits and withdrawals chart: French months on its axis.
  await expect(chartCanvas(page, 'admin-money-chart')).toHaveAttribute('data-labels', FR_MONTH_LABELS, { timeout: 30_000 });
});
