/**
 * Opening an account: one decision that touches the membership number, the e-mail and
 * account-number reservations, the new user's stream and their credentials, all appended
 * together or not at all.
 */
import { refuse, said, wordsOf } from '../errors.ts';
import { decideRedeem, membershipStream, type MembershipEvent, type MembershipState } from '../membership/membership.ts';
import { credentialsStream, type CredentialsEvent } from '../credentials/credentials.ts';
import { passwordLengthProblem, passwordPolicyMessages } from '../credentials/password-policy.ts';
import { firstLocalSignupError, type SignupForm } from './signup-form.ts';
import { signupMessages } from './form-messages.ts';
import { accountNumberStream, emailStream, normalizeEmail, type ClaimEvent } from './claims.ts';
import { userStream, type UserEvent } from './events.ts';
import { LANGUAGE_PREFERENCE, type Language } from '../i18n/language.ts';
import type { StaffRole } from '../staff/roles.ts';

export type AnyRegistrationEvent = UserEvent | MembershipEvent | CredentialsEvent | ClaimEvent;

export interface StreamEvents {
  streamId: string;
  events: AnyRegistrationEvent[];
}

/** What the edge supplies: ids, generated numbers and the hashes it computed. */
export interface RegisterCustomer {
  type: 'RegisterCustomer';
  form: SignupForm;
  userId: string;
  accountNumber: string;
  card: { cardId: string; last4: string; expiry: string };
  passwordHash: string;
  pinHash: string;
  /** The password rule's inputs (DECISIONS 27): the setting, and the edge's dictionary verdict on the password. */
  passwordRule: { complexity: boolean; common: boolean };
  /** The language the customer signed up in (issue 18), kept as their interface preference. */
  language?: Language | undefined;
  at: string;
}

export interface RegistrationFacts {
  membership: MembershipState;
  emailOwner: string | null;
  accountNumberOwner: string | null;
}

export function decideRegistration(command: RegisterCustomer, facts: RegistrationFacts): StreamEvents[] {
  const { form, userId, at } = command;
  const membership = decideRedeem({ number: form.membershipNumber, userId, at }, facts.membership);
  const local = firstLocalSignupError(form, command.passwordRule.complexity, at.slice(0, 10));
  if (local) refuse('validation', wordsOf(local), local === passwordLengthProblem(form.password, command.passwordRule.complexity) ? { password: local } : undefined);
  if (command.passwordRule.common) refuse('validation', passwordPolicyMessages.tooCommon, { password: passwordPolicyMessages.tooCommon });
  if (facts.emailOwner) refuse('conflict', signupMessages.emailTaken, { email: signupMessages.emailTaken });
  if (facts.accountNumberOwner) refuse('conflict', said('signUp.accountNumberInUse'));
  return [
    { streamId: membershipStream(form.membershipNumber), events: membership },
    ...claims(normalizeEmail(form.email), command.accountNumber, userId, at),
    { streamId: userStream(userId), events: customerEvents(command) },
    { streamId: credentialsStream(userId), events: [{ type: 'CredentialsSet', data: { passwordHash: command.passwordHash, pinHash: command.pinHash, at } }] },
  ];
}

function claims(email: string, accountNumber: string, userId: string, at: string): StreamEvents[] {
  return [
    { streamId: emailStream(email), events: [{ type: 'EmailClaimed', data: { email, userId, at } }] },
    { streamId: accountNumberStream(accountNumber), events: [{ type: 'AccountNumberClaimed', data: { accountNumber, userId, at } }] },
  ];
}

function customerEvents(command: RegisterCustomer): UserEvent[] {
  const { form, userId, accountNumber, card, at } = command;
  const holder = `${form.firstName} ${form.lastName}`.trim().toUpperCase();
  return [
    {
      type: 'UserRegistered',
      data: {
        userId, role: 'user', email: normalizeEmail(form.email),
        firstName: form.firstName.trim(), lastName: form.lastName.trim(), phone: form.phone.trim(),
        address: form.address.trim(), city: form.city.trim(), state: form.state.trim(), zipCode: form.zipCode.trim(),
        dateOfBirth: form.dateOfBirth, ssnLast4: form.ssn, accountNumber, accountType: 'savings',
        membershipNumber: form.membershipNumber.trim().toUpperCase(), status: 'active', at,
      },
    },
    { type: 'CardIssued', data: { cardId: card.cardId, brand: 'Discover', kind: 'debit', holder, last4: card.last4, expiry: card.expiry, at } },
    ...(command.language ? [{ type: 'PreferencesUpdated' as const, data: { preferences: { [LANGUAGE_PREFERENCE]: command.language }, at } }] : []),
  ];
}

export interface RegisterAdmin {
  type: 'RegisterAdmin';
  userId: string;
  email: string;
  accountNumber: string;
  passwordHash: string;
  pinHash: string;
  at: string;
  /** An invited administrator's name (admin-invitation.ts); the first administrator has none. */
  firstName?: string;
  lastName?: string;
  /** The staff role (domain/staff/roles.ts); an administrator when absent. */
  role?: StaffRole;
}

/** An administrator: the first, created by the server's first start (DECISIONS 3), or one invited by another. */
export function decideAdminRegistration(command: RegisterAdmin, emailOwner: string | null): StreamEvents[] {
  if (emailOwner) return [];
  const { userId, accountNumber, at } = command;
  const email = normalizeEmail(command.email);
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: {
      userId, role: command.role ?? 'admin', email, firstName: command.firstName ?? 'Administrator', lastName: command.lastName ?? '', phone: '', address: '', city: '', state: '', zipCode: '',
      dateOfBirth: '', ssnLast4: '', accountNumber, accountType: 'savings', membershipNumber: null, status: 'active', at,
    },
  };
  return [
    ...claims(email, accountNumber, userId, at),
    { streamId: userStream(userId), events: [registered] },
    { streamId: credentialsStream(userId), events: [{ type: 'CredentialsSet', data: { passwordHash: command.passwordHash, pinHash: command.pinHash, at } }] },
  ];
}
