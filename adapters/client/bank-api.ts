/**
 * The browser's typed calls to the bank's server functions, so pages and machine actors never
 * touch supabase-js or parse problem-details themselves.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { deviceInfo, problemOf, UNLOCK_KEY } from './bank-api-error.ts';
import { adoptSession, SESSION_KEY, sessionStore } from './session-storage.ts';
import { supabase } from './supabase.ts';
import type { Language } from '../../domain/i18n/language.ts';
import type { Answer, BankUser, FunctionName, Request, UserData } from '../contract/index.ts';

export { BankApiError, deviceInfo } from './bank-api-error.ts';
export type { AccountStatus, AdminOverview, AdminTotals, AdminUserRow, BankSession, BankUser, MoneyLockStatus, Role, UserData } from '../contract/index.ts';

/** The signup payload of part 1 section 3, with the confirmations and terms box the server checks again. */
export type SignupRequest = Required<Omit<Request<'auth-signup'>, 'deviceInfo' | 'language'>>;

/**
 * Checks an e-mailed unlock link and, when it is ready, keeps its token in this tab so the
 * next sign-in skips the delay; rejects with the server's reason (used, expired, not valid).
 */
export async function acceptUnlockLink(token: string): Promise<string> {
  const answer = await call('sign-in-unlock', { token });
  window.sessionStorage.setItem(UNLOCK_KEY, token);
  return answer.message;
}

export async function signup(request: SignupRequest, language?: Language): Promise<BankUser> {
  const answer = await call('auth-signup', { ...request, deviceInfo: deviceInfo(), ...(language ? { language } : {}) });
  adoptSession(answer, false);
  return answer.user;
}

export async function verifyMembership(membershipNumber: string): Promise<boolean> {
  const answer = await call('membership-verify', { membershipNumber });
  return answer.valid === true;
}

/** System Settings' passwordComplexity, which sets the password length the sign-up and reset forms ask for (DECISIONS 27). */
export async function passwordPolicy(): Promise<{ passwordComplexity: boolean }> {
  const answer = await call('password-policy', {});
  return { passwordComplexity: answer.passwordComplexity !== false };
}

export async function getUserData(): Promise<UserData> {
  const answer = await call('user-sync', { action: 'get_user_data', data: { deviceInfo: deviceInfo() } });
  return answer;
}

export function adminOverview() {
  return call('admin-overview', {});
}

/** Whether supabase-js holds a session at all; the server still decides whether it is good. */
export async function hasSession(): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  return data.session !== null;
}

export async function logout(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) {
    console.error('Sign-out did not reach the server; forgetting the session locally', error);
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    sessionStore.removeItem(SESSION_KEY);
  }
}

/**
 * Calls one server function with the request the API contract declares for it and resolves to
 * the answer it declares (for the body's action); a non-2xx answer becomes a BankApiError with
 * the server's text. The one way every client module reaches the server's functions.
 */
export async function call<N extends FunctionName, B extends Request<N>>(name: N, body: B, headers?: Record<string, string>): Promise<Answer<N, B>> {
  const { data, error } = await supabase.functions.invoke<Answer<N, B>>(name, headers ? { body, headers } : { body });
  if (error instanceof FunctionsHttpError) throw await problemOf(error.context as Response);
  if (error) throw error;
  return data as Answer<N, B>;
}
