/**
 * Where supabase-js keeps the signed-in session (DECISIONS 15): in localStorage when the
 * customer ticked Remember me, so it outlives the browser; otherwise in sessionStorage,
 * which the browser forgets when it closes. The server gives the two kinds different lives too.
 */
const REMEMBER_KEY = 'tmb-remember-me';

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
