/**
 * Where the server gets its common-password check (password-strength.ts) without loading
 * zxcvbn and its dictionaries at start (issue 15: loading them was about a sixth of a compiled
 * server's module loading, and no sign-in needs them): the services import it on first use.
 */
import type { CommonPasswordCheck } from '../../domain/credentials/password-policy.ts';

/** The check itself, loaded with its dictionaries on the first call and kept. */
export async function commonPasswordCheck(): Promise<CommonPasswordCheck> {
  return (await import('./password-strength.ts')).isCommonPassword;
}
