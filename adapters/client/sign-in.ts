/**
 * The sign-in call of the sign-in page (part 1 section 5), apart from the contract client so the
 * page loads neither supabase-js nor the contract's zod schemas before its form shows (issue 30):
 * one POST to the auth-login function with the headers supabase-js sends, the problem-details
 * refusal read as bank-api.ts reads it, and the accepted session kept where supabase-js keeps its
 * own (session-storage.ts), with no further round trip; a customer's answer also carries their
 * first read, which the customer area takes instead of asking for it (first-reads.ts).
 */
import { PUBLIC_ANON_KEY } from './config.ts';
import { deviceInfo, problemOf, UNLOCK_KEY } from './bank-api-error.ts';
import { fetchInReaderLanguage } from './reader-language.ts';
import { adoptSession } from './session-storage.ts';
import type { BankUser, CustomerHome, Request, SignInAnswer } from '../contract/index.ts';

/** The sign-in form's fields (the device and any unlock token are added here). */
export type LoginRequest = Pick<Request<'auth-login'>, 'email' | 'password' | 'pin' | 'remember'>;

/** Who signed in, and for a customer the first read the answer carried (absent from an older server). */
export interface SignedIn {
  user: BankUser;
  home?: CustomerHome | undefined;
}

export async function login(request: LoginRequest): Promise<SignedIn> {
  const unlockToken = window.sessionStorage.getItem(UNLOCK_KEY) ?? undefined;
  const response = await fetchInReaderLanguage(`${window.location.origin}/functions/v1/auth-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: PUBLIC_ANON_KEY, Authorization: `Bearer ${PUBLIC_ANON_KEY}` },
    body: JSON.stringify({ ...request, ...(unlockToken ? { unlockToken } : {}), deviceInfo: deviceInfo() }),
  });
  if (!response.ok) throw await problemOf(response);
  const answer = (await response.json()) as SignInAnswer;
  if (typeof answer !== 'object' || answer === null || typeof answer.user !== 'object' || answer.user === null) throw new Error('The server answered the sign-in without a user');
  window.sessionStorage.removeItem(UNLOCK_KEY);
  // Only the session is kept in storage; the first read stays in this page's memory (first-reads.ts).
  adoptSession(answer, request.remember === true);
  return { user: answer.user, home: answer.home };
}
