/** Route loaders that ask the server who is signed in and send anyone it does not recognise, or with the wrong role, to /login. */
import { redirect } from 'react-router';
import { BankApiError, adminOverview, getUserData, hasSession } from '../adapters/client/bank-api.ts';
import type { AdminOverview, BankUser, Role } from '../adapters/client/bank-api.ts';
import { CURRENT, recall, rememberUser } from '../adapters/client/offline-cache.ts';

export const customerLoader = (): Promise<BankUser> => signedInAs('user');

export const adminLoader = (): Promise<BankUser> => signedInAs('admin');

export async function adminOverviewLoader(): Promise<AdminOverview> {
  try {
    return await adminOverview();
  } catch (error) {
    throw toLoginIfRefused(error);
  }
}

/** The UI mirrors the server: the role comes from the server's own description of the user. */
async function signedInAs(role: Role): Promise<BankUser> {
  if (!(await hasSession())) throw redirect('/login');
  let user: BankUser;
  try {
    user = (await getUserData()).user;
    if (user.role === 'user') void rememberUser(user);
  } catch (error) {
    // Offline reading: a customer whose server cannot be reached sees their cached records.
    const cached = error instanceof BankApiError ? undefined : await recall<BankUser>(CURRENT, 'user');
    if (!cached) throw toLoginIfRefused(error);
    user = cached;
  }
  if (user.role !== role) throw redirect('/login');
  return user;
}

function toLoginIfRefused(error: unknown): unknown {
  return error instanceof BankApiError && error.isAuthFailure ? redirect('/login') : error;
}
