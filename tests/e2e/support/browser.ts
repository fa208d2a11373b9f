/** The browser steps every e2e spec takes the same way (signing in through the form, the axe check), written once so the specs differ only in what they prove. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
  pin: string;
}

/** Fills and submits the sign-in form; the caller waits for where it lands, or for the refusal it expects. */
export async function submitSignIn(page: Page, who: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Transaction PIN').fill(who.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the form and waits for the landing page (the customer's dashboard unless told). */
export async function signIn(page: Page, who: Credentials, landing: RegExp = /\/dashboard$/): Promise<void> {
  await submitSignIn(page, who);
  await expect(page).toHaveURL(landing);
}

/** The serious and critical axe-core violations on the page as it is now, each with the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A one-time code that is certainly not the one e-mailed. */
export const otherThan = (code: string): string => String((Number(code) + 1) % 10000).padStart(4, '0');
