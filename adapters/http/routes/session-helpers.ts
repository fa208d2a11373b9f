/** Resolving the caller of a signed-in route, and the Supabase user object, shared by every route module. */
import type { Context } from 'hono';
import { authenticate, type Principal } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { AppEnv } from '../env.ts';
import { bearer } from '../request.ts';

export async function signedIn(c: Context<AppEnv>, ctx: BankContext): Promise<Principal> {
  return authenticate(ctx, bearer(c));
}

/** The user object of the Supabase auth contract (STACK.md). */
export function authUser(user: Principal['user']) {
  return { id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email, app_metadata: { role: user.role, provider: 'email' }, user_metadata: { first_name: user.profile.firstName, last_name: user.profile.lastName }, created_at: user.createdAt };
}
