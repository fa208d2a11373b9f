/**
 * A loan officer registers a customer in the field (issue 29 item 6): the account opens pending,
 * with no password or PIN; a single-use link (its SHA-256 names the stream `account-setup-<hash>`)
 * is e-mailed so the customer sets their own password and PIN, and only then can sign in.
 * Activation still waits for KYC (gates.ts). A customer with no e-mail address may be registered
 * when the link goes by SMS to a phone number the bank can text: no e-mail is claimed, and they sign
 * in with their account number (docs/field.md "Customers with no e-mail address").
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState } from '../credentials/credentials.ts';
import { evolveLink, linkStatus, unissuedLink, type LinkState } from '../credentials/single-use-link.ts';
import { refuse, said } from '../errors.ts';
import { hasEmailAddress } from '../sms/channel.ts';
import { normalisePhone } from '../sms/phone.ts';
import { accountNumberStream, claimOwner, emailStream, normalizeEmail, type ClaimEvent } from '../user/claims.ts';
import { userStream, type UserEvent } from '../user/events.ts';
import type { BankEvent } from '../catalogue.ts';
import { accountSetupStream, type AccountSetupEvent } from './account-setup-events.ts';

export { accountSetupStream, SETUP_LINK_HOURS } from './account-setup-events.ts';

export interface FieldCustomer { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; state: string; zipCode: string; dateOfBirth: string }

export interface RegisterInFieldInput {
  userId: string; accountNumber: string; tokenHash: string; customer: FieldCustomer;
  by: string; byName: string; at: string; expiresAt: string;
  /** How the set-up link goes, and the bank's country code for a phone number written without one (SMS_COUNTRY_CODE). */
  sendLinkBy: 'email' | 'sms'; countryCode: string;
}

/** No e-mail address: only the SMS can carry the link, so the phone must be one the bank can text; otherwise nothing is registered. */
function checkNoEmailCustomer(input: RegisterInFieldInput): void {
  if (hasEmailAddress(input.customer.email)) return;
  if (input.sendLinkBy !== 'sms') refuse('validation', said('kyc.noEmailNeedsSms'), { email: said('kyc.noEmailNeedsSms') });
  if (!normalisePhone(input.customer.phone, input.countryCode).ok) refuse('validation', said('kyc.noEmailNeedsPhone'), { phone: said('kyc.noEmailNeedsPhone') });
}

const claimFold = { initialState: [] as ClaimEvent[], evolve: (events: ClaimEvent[], event: BankEvent) => (event.type === 'EmailClaimed' || event.type === 'AccountNumberClaimed' ? [...events, event as ClaimEvent] : events) };
const nothing = { initialState: null, evolve: () => null };

/**
 * The pending account, its claims and the setup link, in one append; an e-mail already in use is refused and changes nothing.
 * A customer with no e-mail claims none (the role is absent) and is registered with the address blank.
 */
export const registerInFieldCommand: DeclaredCommand<RegisterInFieldInput, { email: ClaimEvent[]; account: ClaimEvent[]; user: null; link: null }, { userId: string }> = {
  name: 'kyc-register-in-field',
  folds: { email: claimFold, account: claimFold, user: nothing, link: nothing },
  streams: (input) => ({ email: hasEmailAddress(input.customer.email) ? emailStream(input.customer.email) : null, account: accountNumberStream(input.accountNumber), user: userStream(input.userId), link: accountSetupStream(input.tokenHash) }),
  decide(input, states) {
    checkNoEmailCustomer(input);
    if (claimOwner(states.email) !== null) refuse('conflict', said('kyc.emailTaken'), { email: said('kyc.emailTaken') });
    if (claimOwner(states.account) !== null) throw new Error('account number taken: retry with another');
    const { userId, accountNumber, at, customer } = input;
    const email = hasEmailAddress(customer.email) ? normalizeEmail(customer.email) : '';
    const registered: UserEvent = {
      type: 'UserRegistered',
      data: { userId, role: 'user', email, firstName: customer.firstName.trim(), lastName: customer.lastName.trim(), phone: customer.phone.trim(), address: customer.address.trim(), city: customer.city.trim(), state: customer.state.trim(), zipCode: customer.zipCode.trim(), dateOfBirth: customer.dateOfBirth, ssnLast4: '', accountNumber, accountType: 'savings', membershipNumber: null, status: 'pending', at },
    };
    const link: AccountSetupEvent = { type: 'AccountSetupLinkIssued', data: { userId, by: input.by, expiresAt: input.expiresAt, at } };
    return {
      events: {
        email: email ? [{ type: 'EmailClaimed', data: { email, userId, at } }] : [],
        account: [{ type: 'AccountNumberClaimed', data: { accountNumber, userId, at } }],
        user: [registered],
        link: [link],
      },
      result: { userId },
    };
  },
};

type SetupLink = LinkState<{ userId: string; expiresAt: string }>;
const setupFold = { initialState: unissuedLink as SetupLink, evolve: evolveLink<AccountSetupEvent, { userId: string; expiresAt: string }>('AccountSetupLinkIssued') as (s: SetupLink, e: BankEvent) => SetupLink };

/** The link's owner, or the one refusal for an unknown, expired or used link. */
export function setupLinkOwner(link: SetupLink, at: string): string {
  if (linkStatus(link, at) !== 'ready' || !link.issued) return refuse('validation', said('kyc.registrationLinkInvalid'));
  return link.issued.userId;
}

export const setupLinkFold = setupFold;

export interface CompleteSetupInput { tokenHash: string; userId: string; passwordHash: string; pinHash: string; at: string }

/** The customer's own password and PIN, set once through the link. */
export const completeSetupCommand: DeclaredCommand<CompleteSetupInput, { link: SetupLink; credentials: CredentialsState }, { userId: string }> = {
  name: 'kyc-account-setup',
  folds: { link: setupFold, credentials: credentialsDecider },
  streams: (input) => ({ link: accountSetupStream(input.tokenHash), credentials: credentialsStream(input.userId) }),
  decide(input, { link }) {
    if (setupLinkOwner(link, input.at) !== input.userId) throw new Error('setup link owner changed');
    const used: AccountSetupEvent = { type: 'AccountSetupDone', data: { userId: input.userId, at: input.at } };
    const set: CredentialsEvent = { type: 'CredentialsSet', data: { passwordHash: input.passwordHash, pinHash: input.pinHash, at: input.at } };
    return { events: { link: [used], credentials: [set] }, result: { userId: input.userId } };
  },
};
