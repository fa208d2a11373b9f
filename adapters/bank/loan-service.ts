/**
 * The customer's loans: applying for a product in force (the domain checks the ranges and records
 * the terms as they stand), and the list with schedules, next payment and payoff today. Repaying
 * is loan-repayment-service.ts (PIN and e-mailed code).
 */
import { refuse, said } from '../../domain/errors.ts';
import { applyForLoanCommand } from '../../domain/loans/loan-command.ts';
import { parseAmount } from '../../domain/money/money.ts';
import { execute } from '../engine/execute.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { loanView } from './loan-view.ts';

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);

function requireCustomer(principal: Principal): void {
  if (principal.user.role !== 'user') refuse('forbidden', said('loans.customersOnly'));
  if (principal.user.status === 'suspended') refuse('forbidden', said('session.suspended'));
}

export async function applyForLoan(ctx: BankContext, principal: Principal, body: { productId: string; amount: string; term: number; purpose: string }, requestId: string) {
  requireCustomer(principal);
  const amount = parseAmount(body.amount, 'USD');
  if (amount === null) refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  const loanId = ctx.ids.uuid();
  const at = ctx.clock.now().toISOString();
  const user = principal.user;
  const customerName = `${user.profile.firstName} ${user.profile.lastName}`.trim();
  const loan = await execute(ctx, applyForLoanCommand, { loanId, userId: user.id, customerName, productId: body.productId, amount: amount!, term: body.term, purpose: body.purpose, at }, { actor: user.id, at, requestId });
  return { success: true, message: 'Your application was received. We will let you know our decision.', loan: loanView(loan, today(ctx)) };
}

export async function myLoans(ctx: BankContext, principal: Principal) {
  const view = await ctx.live.catchUp();
  const loans = [...view.loans.values()].filter((loan) => loan.userId === principal.user.id).sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
  return { loans: loans.map((loan) => loanView(loan, today(ctx))), today: today(ctx) };
}
