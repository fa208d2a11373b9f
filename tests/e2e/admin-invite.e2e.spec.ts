// Proves in Chromium that an administrator invites another from the back office with a reason, the invitee opens the e-mailed
// link, sets a password and PIN and signs in to the back office; the used link then says so, and a revoked one says it was revoked.
// With two administrators an invitation waits for another's approval (DECISIONS 31): the inviter has no Approve button, another
// administrator approves it in the back office, and only then is the link e-mailed.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, approveInvitationApi, createSecondAdmin, latestMailTo } from './support/api.ts';
import { expectAccessible, signIn } from './support/browser.ts';

const linkIn = (mail: string): string => {
  const link = /(http:\/\/[^\s]+\/admin-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!link) throw new Error('No invitation link in the e-mail');
  return new URL(link).pathname + new URL(link).search;
};

test('an administrator invites another, a second administrator approves, and the invitee sets a password and PIN and signs in to the back office', async ({ page, request }) => {
  test.setTimeout(240_000);
  const email = `dana.${Date.now()}@tmb.test`;
  // The bank already has more than one administrator: this one was not invited by the suite's, so it may approve its invitations.
  const checker = await createSecondAdmin(request, 'Chloé', 'Verifier');
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Administrators' }).click();
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Without a reason the server says so beside the field, and nothing is sent.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('A reason is required.')).toBeVisible();
  await page.getByLabel('Reason').fill('Maker-checker needs a second administrator');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation to ${email} recorded: another administrator must approve it before its link is sent.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Awaiting approval');
  // The inviter may revoke it but not approve it.
  await expect(row.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve the invitation to ${email}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, checker, /\/admin\/dashboard$/);
  await page.goto('/admin/administrators');
  await expect(page.getByText(/an invitation waits for another administrator's approval/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Approve the invitation to ${email}` }).click();
  await expect(page.getByText(`Invitation approved: the link was sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Pending');

  const path = linkIn(await latestMailTo(request, email));
  await page.getByRole('button', { name: 'Logout' }).first().click().catch(() => undefined);
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Become an administrator' })).toBeVisible();
  await expect(page.getByText(`as ${email}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill('Checker-Harbor-47');
  await page.getByLabel('Confirm Password').fill('Checker-Harbor-47');
  await page.getByLabel('PIN (4 digits)').fill('1357');
  await page.getByLabel('Confirm PIN').fill('1357');
  await page.getByRole('button', { name: 'Create Administrator Account' }).click();
  await expect(page.getByText('Your administrator account is ready.')).toBeVisible();

  // The link works once.
  await page.goto(path);
  await expect(page.getByText('This invitation has already been used.')).toBeVisible();

  await signIn(page, { email, password: 'Checker-Harbor-47', pin: '1357' }, /\/admin\/dashboard$/);
  await page.goto('/admin/administrators');
  await expect(page.getByRole('row', { name: new RegExp(email) }).first()).toBeVisible();
});

test('a revoked invitation says it was revoked', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `eve.${Date.now()}@tmb.test`;
  await signIn(page, E2E_ADMIN, /\/admin\/dashboard$/);
  await page.goto('/admin/administrators');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Eve');
  await page.getByLabel('Reason').fill('Cover for the holidays');
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation to ${email} recorded: another administrator must approve it before its link is sent.`)).toBeVisible();
  await approveInvitationApi(request, await createSecondAdmin(request), email);
  await page.reload();
  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
  await dialog.getByLabel('Reason').fill('No longer needed');
  await dialog.getByRole('button', { name: 'Revoke Invitation' }).click();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Revoked');
  await page.goto(linkIn(await latestMailTo(request, email)));
  await expect(page.getByText('This invitation was revoked by an administrator.')).toBeVisible();
});
