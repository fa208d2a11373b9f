/**
 * The browser steps the field specs take the same way (issue 29), written once: a branch manager
 * opens a center and forms groups on Groups and centers, a loan officer registers a customer, and
 * a group loan is proposed, approved and paid out on My groups.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { today } from './field-bank.ts';

export const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
/** Today's weekday in English, as the Meeting day list names it (a week from today is the same day). */
export const weekdayName = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** On Groups and centers: fills the Open a center form for Station market (weekly, today's weekday, Oscar Adeyemi) and submits it. */
export async function openCenter(page: Page, firstMeeting: string): Promise<void> {
  await page.getByLabel('Center name').fill('Station market');
  await page.getByLabel('Loan officer').selectOption({ label: 'Oscar Adeyemi' });
  await page.getByLabel('Meeting day').selectOption({ label: weekdayName });
  await page.getByLabel('First meeting').fill(firstMeeting);
  await page.getByLabel('Place').fill('Station market hall');
  await page.getByRole('button', { name: 'Open center' }).click();
}

/** On Groups and centers: forms each group of the members named, the first its leader and the second its secretary, and waits for it approved. */
export async function formGroups(page: Page, groups: readonly (readonly [string, readonly string[]])[]): Promise<void> {
  const form = page.getByRole('region', { name: 'Form a group' });
  for (const [group, members] of groups) {
    await form.getByLabel('Group name').fill(group);
    for (const name of members) await form.getByLabel(name, { exact: true }).check();
    await form.getByLabel('Leader').selectOption({ label: members[0] });
    await form.getByLabel('Secretary').selectOption({ label: members[1] });
    await form.getByRole('button', { name: 'Form group' }).click();
    await expect(page.getByRole('region', { name: 'Groups', exact: true }).getByRole('row', { name: new RegExp(group) })).toContainText('Approved');
    for (const name of members) await form.getByLabel(name, { exact: true }).uncheck();
  }
}

export interface NewCustomer { firstName: string; lastName: string; email: string; phone: string }

/** On Register a customer: fills the form for the customer met, the set-up link by SMS, and registers them (the caller checks the page it lands on). */
export async function registerCustomer(page: Page, who: NewCustomer, check: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Phone', { exact: true }).fill(who.phone);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByLabel('Send the set-up link by').selectOption({ label: 'By SMS to the phone' });
  await check(page);
  await page.getByRole('button', { name: 'Register the customer' }).click();
  await expect(page).toHaveURL(/\/field\/customers\/[^/]+$/);
}

/** On My groups, in the group's card: proposes a loan over `term` meeting days with the amount for each member named, and waits for it to wait for approval. */
export async function proposeGroupLoan(group: Locator, amounts: Readonly<Record<string, string>>, term = '4'): Promise<void> {
  await group.getByLabel('Number of instalments (meeting days)').fill(term);
  await group.getByLabel('Purpose').fill('Market stock');
  for (const [name, amount] of Object.entries(amounts)) await group.getByLabel(`Amount for ${name}`).fill(amount);
  await group.getByRole('button', { name: 'Propose the group loan' }).click();
  await expect(group).toContainText('waiting for the branch manager’s approval');
}

/** On My groups, in the group's card, as a second member of staff: approves the proposed loan with a note and pays it out to each member's savings. */
export async function approveAndPayOut(group: Locator): Promise<void> {
  await group.getByLabel('Note').fill('Checked at the meeting');
  await group.getByRole('button', { name: 'Approve the group loan' }).click();
  await expect(group).toContainText('ready to pay out');
  await group.getByRole('button', { name: 'Pay out to each member’s savings' }).click();
  await expect(group.getByRole('note').or(group.getByText('Nobody is late.'))).toBeVisible();
}
