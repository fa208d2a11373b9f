/**
 * Loans for the field's offline sheet e2e journey (issue 29 item 4), so a meeting's sheet has
 * instalments due on the day the group first meets: for the first `count` field customers, a
 * $1,200 personal loan over 6 months paid out a month ago, its first instalment due today. Only
 * scripts/seed-field.ts calls this, when FIELD_SEED_LOANS is set (the bank then runs without its
 * dated jobs, which would collect the instalment from the member's savings). Each step is the loan's
 * own declared command run by execute (onLoan); a customer who has a loan already is left as is.
 */
import { addMonths } from '../../domain/loans/dates.ts';
import type { Actor } from '../../domain/loans/decider.ts';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import type { BankContext } from './context.ts';
import { fieldCustomers } from './field-seed.ts';
import { onLoan } from './loan-commands.ts';

const maker: Actor = { id: 'field-seed-maker', name: 'Field Seed Maker', role: 'admin' };
const checker: Actor = { id: 'field-seed-checker', name: 'Field Seed Checker', role: 'admin' };

export async function seedFieldLoans(ctx: BankContext, count: number): Promise<string[]> {
  const done: string[] = [];
  const today = ctx.clock.now().toISOString().slice(0, 10);
  for (const customer of fieldCustomers.slice(0, count)) {
    const view = await ctx.live.catchUp();
    const userId = view.usersByEmail.get(customer.email);
    if (!userId || [...view.loans.values()].some((loan) => loan.userId === userId)) continue;
    const loanId = ctx.ids.uuid();
    const at = ctx.clock.now().toISOString();
    const meta = { actor: 'system', requestId: `field-seed-loan-${loanId}`, reason: 'field seed' };
    const name = `${customer.firstName} ${customer.lastName}`;
    await onLoan(ctx, loanId, userId, meta, () => ({ type: 'ApplyForLoan', loanId, userId, customerName: name, productId: 'personal', product: starterLoanProducts.personal!, amount: 1_200_00, term: 6, purpose: 'Market stock', at }));
    await onLoan(ctx, loanId, userId, meta, () => ({ type: 'RecommendLoan', actor: maker, note: 'Field seed', at }));
    await onLoan(ctx, loanId, userId, meta, () => ({ type: 'ApproveLoan', actor: checker, note: 'Field seed', at }));
    await onLoan(ctx, loanId, userId, meta, () => ({ type: 'DisburseLoan', actor: checker, startDate: addMonths(today, -1), at }));
    done.push(`a loan for ${name} with its first instalment due ${today}`);
  }
  return done;
}
