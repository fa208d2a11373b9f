/**
 * Where supabase-js keeps the signed-in session (DECISIONS 15): in localStorage when the
 * customer ticked Remember me, so it outlives the browser; otherwise in sessionStorage,
 * which the browser forgets when it closes. The server gives the two kinds different lives too.
 */
import type { AuthAnswer } from '../contract/index.ts';

const REMEMBER_KEY = 'tmb-remember-me';

/** supabase-js's storage key for this origin (its default, `sb-<first label of the host>-auth-token`), given to it explicitly (supabase.ts). */
export const SESSION_KEY = `sb-${window.location.hostname.split('.')[0]}-auth-token`;

/** Called at sign-in, before the session is stored. */
export function rememberSession(remember: boolean): void {
  if (remember) window.localStorage.setItem(REMEMBER_KEY, '1');
  else window.localStorage.removeItem(REMEMBER_KEY);
}

const store = (): Storage => (window.localStorage.getItem(REMEMBER_KEY) === '1' ? window.localStorage : window.sessionStorage);

export const sessionStore = {
  getItem: (key: string): string | null => store().getItem(key),
  setItem: (key: string, value: string): void => store().setItem(key, value),
  removeItem: (key: string): void => {
    window.localStorage.removeItem(key);
    window.sessionStorage.removeItem(key);
  },
};

/**
 * Keeps a session the server has just issued (sign-in, sign-up) where supabase-js keeps its own:
 * the same record its persistSession writes (access and refresh token, expires_at, the auth user),
 * which it reads back on every getSession and refreshes before expiry, as after a page reload. So
 * adopting the session costs no round trip: supabase-js's setSession would first ask GET
 * /auth/v1/user about a token the server issued a moment ago (issue 30's 2G phone). The server
 * still checks the token on every call.
 */
export function adoptSession(answer: AuthAnswer, remember: boolean): void {
  if (!answer.session) throw new Error('The server answered without a session');
  rememberSession(remember);
  sessionStore.removeItem(SESSION_KEY);
  sessionStore.setItem(SESSION_KEY, JSON.stringify(answer.session));
}
