/** Asks the server who is signed in, for the signed-in areas' guard (shell/SignedInArea.tsx): anyone it does not recognise, or with the wrong role, is sent to /login. */
import { BankApiError, getUserData, hasSession } from '../adapters/client/bank-api.ts';
import type { BankUser, Role } from '../adapters/client/bank-api.ts';
import { CURRENT, recall, rememberUser } from '../adapters/client/offline-cache.ts';

/** Thrown by a load when the visitor must sign in; the signed-in area's error boundary answers it with /login. */
export class SignInRequired extends Error {
  constructor() {
    super('Sign in required');
    this.name = 'SignInRequired';
  }
}

/** Who may open their area with no connection: a customer reading their records, field staff filling a collection sheet (issue 29). */
const OFFLINE_ROLES: readonly Role[] = ['user', 'loan_officer', 'branch_manager'];

/** The UI mirrors the server: the role comes from the server's own description of the user. */
export async function signedInAs(role: Role | readonly Role[]): Promise<BankUser> {
  if (!(await hasSession())) throw new SignInRequired();
  let user: BankUser;
  try {
    user = (await getUserData()).user;
    if (OFFLINE_ROLES.includes(user.role)) void rememberUser(user);
  } catch (error) {
    // Offline: a customer whose server cannot be reached sees their cached records, an officer their downloaded sheets.
    const cached = error instanceof BankApiError ? undefined : await recall<BankUser>(CURRENT, 'user');
    if (!cached) throw toLoginIfRefused(error);
    user = cached;
  }
  if (!(typeof role === 'string' ? [role] : role).some((area) => admitted(user, area))) throw new SignInRequired();
  return user;
}

/** The back office admits whom the session says reads it (an administrator, an auditor); any other area, its own roles (customers, the field's staff). */
const admitted = (user: BankUser, area: Role): boolean => (area === 'admin' ? user.back_office?.read ?? user.role === 'admin' : user.role === area);

function toLoginIfRefused(error: unknown): unknown {
  return error instanceof BankApiError && error.isAuthFailure ? new SignInRequired() : error;
}
