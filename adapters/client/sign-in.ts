/**
 * The sign-in call of the sign-in page (part 1 section 5), apart from the contract client so the
 * page loads neither supabase-js nor the contract's zod schemas before its form shows (issue 30):
 * one POST to the auth-login function with the headers supabase-js sends, the problem-details
 * refusal read as bank-api.ts reads it, and the answer handed to supabase-js (bank-api.ts, loaded
 * while the server checks the password) only once the server has accepted the sign-in.
 */
import { PUBLIC_ANON_KEY } from './config.ts';
import { deviceInfo, problemOf, UNLOCK_KEY } from './bank-api-error.ts';
import { fetchInReaderLanguage } from './reader-language.ts';
import type { AuthAnswer, BankUser, Request } from '../contract/index.ts';

/** The sign-in form's fields (the device and any unlock token are added here). */
export type LoginRequest = Pick<Request<'auth-login'>, 'email' | 'password' | 'pin' | 'remember'>;

export async function login(request: LoginRequest): Promise<BankUser> {
  const unlockToken = window.sessionStorage.getItem(UNLOCK_KEY) ?? undefined;
  // The session client is needed only after an accepted sign-in: fetched beside the server's check, not before the form.
  const sessionClient = import('./bank-api.ts');
  sessionClient.catch(() => undefined);
  const response = await fetchInReaderLanguage(`${window.location.origin}/functions/v1/auth-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: PUBLIC_ANON_KEY, Authorization: `Bearer ${PUBLIC_ANON_KEY}` },
    body: JSON.stringify({ ...request, ...(unlockToken ? { unlockToken } : {}), deviceInfo: deviceInfo() }),
  });
  if (!response.ok) throw await problemOf(response);
  const answer = (await response.json()) as AuthAnswer;
  if (typeof answer !== 'object' || answer === null || typeof answer.user !== 'object' || answer.user === null) throw new Error('The server answered the sign-in without a user');
  window.sessionStorage.removeItem(UNLOCK_KEY);
  return (await sessionClient).adoptSignIn(answer, request.remember === true);
}
