/**
 * A customer's first read (issue 30's 2G phone), built here once for the two doors that answer it:
 * the customer-home function, and the sign-in answer of a customer, which carries it so the
 * dashboard needs no second round trip. Each part is the same use case its own read runs
 * (signedInUser of get_user_data, myLoans of loans-mine), so no rule is derived twice; only what
 * the dashboard's first screen reads travels (contract/public.ts CustomerHome).
 */
import type { CustomerHome } from '../contract/public.ts';
import { authenticate, type Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { myLoans } from './loan-service.ts';
import { signedInUser } from './user-service.ts';

export async function customerHome(ctx: BankContext, principal: Principal): Promise<CustomerHome> {
  const [user, loans] = await Promise.all([signedInUser(ctx, principal), myLoans(ctx, principal)]);
  return { success: true, user, loans: { loans: loans.loans.map(({ loanId, nextPayment }) => ({ loanId, nextPayment })), today: loans.today } };
}

/**
 * The first read for a session sign-in has just issued, read as customer-home reads it for that
 * session's bearer token (the same check of the token and the live session, the same principal);
 * none for anyone but a customer. The caller runs it only once every sign-in check has passed.
 */
export async function homeOfNewSession(ctx: BankContext, accessToken: string): Promise<CustomerHome | undefined> {
  const principal = await authenticate(ctx, accessToken);
  return principal.user.role === 'user' ? customerHome(ctx, principal) : undefined;
}
