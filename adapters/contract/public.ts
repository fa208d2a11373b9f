/**
 * The public functions' part of the API contract (callable with the public key): sign-in and
 * its unlock link, sign-up, the membership check, the password rule and the password reset.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../domain/i18n/language.ts';
import { deviceInfo } from '../../domain/session/session.ts';
import { email, linkToken, text } from './fields.ts';
import type { LoanView } from './loans.ts';

export const publicRequests = {
  'auth-login': z.object({
    email: text(254),
    password: text(200),
    pin: text(10),
    remember: z.boolean().optional().default(false),
    deviceInfo: deviceInfo.optional(),
    /** From an e-mailed unlock link (DECISIONS 26). */
    unlockToken: linkToken.optional(),
  }),
  'sign-in-unlock': z.object({ token: linkToken }),
  'auth-signup': z.object({
    membershipNumber: text(64),
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(40),
    password: text(200),
    confirmPassword: text(200).optional(),
    pin: text(10),
    confirmPin: text(10).optional(),
    dateOfBirth: text(10),
    address: text(200),
    city: text(100),
    state: text(100),
    zipCode: text(20),
    ssn: text(4),
    agreeToTerms: z.boolean(),
    deviceInfo: deviceInfo.optional(),
    /** The language the sign-up page was shown in, recorded on the new customer so the bank writes to them in it (issue 18). */
    language: z.enum(LANGUAGES).optional(),
  }),
  'membership-verify': z.object({ membershipNumber: text(64) }),
  'password-policy': z.object({}),
  'password-reset-request': z.object({ email }),
  'password-reset-confirm': z.object({ token: linkToken, password: text(200), confirmPassword: text(200) }),
};

/** supabase-js's token refresh (POST /auth/v1/token), not a function but parsed the same way. */
export const tokenRefresh = z.object({ refresh_token: text(200) });

export type Role = 'admin' | 'user' | 'auditor' | 'branch_manager' | 'loan_officer';
export type AccountStatus = 'active' | 'pending' | 'suspended';

/** Whether wrong one-time codes have locked money movement (DECISIONS 26). */
export interface MoneyLockStatus {
  locked: boolean;
  lockedAt: string | null;
  reason: 'codes_in_row' | 'codes_in_day' | null;
}

/** A user as the server answers it; money as exact decimal strings plus integer minor units. */
export interface BankUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  account_number: string;
  account_type: string;
  account_balance: string;
  account_balance_minor: number;
  bitcoin_balance: string;
  bitcoin_balance_minor: number;
  role: Role;
  status: AccountStatus;
  /** Frozen by the bank: no money may leave the account until it is unfrozen. Absent from older servers. */
  account_frozen?: boolean;
  preferences: Record<string, unknown>;
  /** Only in get_user_data: whether wrong one-time codes have locked money movement. */
  money_lock?: MoneyLockStatus;
  /** What the back office lets this user do (domain/staff/roles.ts): the views read it and never re-decide the rule. Absent from older servers. */
  back_office?: { read: boolean; act: boolean };
}

export interface BankSession {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
}

/** The user object of the Supabase auth contract, inside a session (STACK.md). */
export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  app_metadata: { role: Role; provider: string };
  user_metadata: { first_name: string; last_name: string };
  created_at: string;
}

/** What sign-in and sign-up answer: the user and the session supabase-js adopts. */
export interface AuthAnswer {
  user: BankUser;
  session?: (BankSession & { user: AuthUser }) | null;
}

/** A loan as the dashboard's first read carries it: which loan, and its next instalment; the loans page asks loans-mine for the rest. */
export type LoanDue = Pick<LoanView, 'loanId' | 'nextPayment'>;

/**
 * A customer's first read (issue 30's 2G phone): customer-home's answer, and the sign-in answer's
 * `home` for a customer. Only what the dashboard's first screen reads: the user with the balances
 * (as get_user_data answers it) and each loan's next payment; the active sessions and the loans'
 * schedules stay with user-sync and loans-mine, which every later load asks.
 */
export interface CustomerHome {
  success: boolean;
  user: BankUser;
  loans: { loans: LoanDue[]; today: string };
}

/** What sign-in answers: the user and the session, and for a customer (role 'user') only, their first read, so the dashboard needs no second round trip. */
export type SignInAnswer = AuthAnswer & { home?: CustomerHome };

export interface PublicAnswers {
  'auth-login': SignInAnswer;
  'sign-in-unlock': { message: string };
  'auth-signup': AuthAnswer;
  'membership-verify': { valid: boolean };
  'password-policy': { passwordComplexity: boolean; minLength: number };
  'password-reset-request': { success: boolean };
  'password-reset-confirm': { success: boolean };
}
