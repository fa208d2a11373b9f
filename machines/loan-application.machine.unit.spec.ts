// Proves the loan wizard refuses out-of-range details before anything is sent, shows the domain's schedule before applying, and returns to the form with the server's field message when refused.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { starterLoanProducts } from '../domain/loans/fixtures.ts';
import { loanApplicationMachine, type LoanApplyAnswer } from './loan-application.machine.ts';

const products = [{ productId: 'personal', terms: starterLoanProducts.personal! }];

function start(answer: LoanApplyAnswer) {
  const sent: unknown[] = [];
  const machine = loanApplicationMachine.provide({ actors: { applyForLoan: fromPromise(async ({ input }) => { sent.push(input); return answer; }) } });
  const actor = createActor(machine, { input: { products, today: '2026-01-15' } }).start();
  return { actor, sent };
}

describe('loan application wizard', () => {
  it('names the out-of-range field and stays on the form', () => {
    const { actor } = start({ ok: true, loanId: 'L1' });
    actor.send({ type: 'field.change', field: 'amount', value: '100' });
    actor.send({ type: 'details.review' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ amount: 'Choose an amount from $500.00 to $50,000.00.', term: 'Choose from 6 to 60 instalments.', purpose: 'Say in 3 to 200 characters what the loan is for.' });
  });

  it('shows the full schedule, then applies once', async () => {
    const { actor, sent } = start({ ok: true, loanId: 'L1' });
    for (const [field, value] of [['amount', '1200'], ['term', '12'], ['purpose', 'Stock for the shop']] as const) actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'details.review' });
    const quote = actor.getSnapshot().context.quote!;
    expect(quote.instalments).toHaveLength(12);
    expect(quote.totalPrincipal).toBe(120_000);
    expect(quote.instalments[0]!.dueDate).toBe('2026-02-15');
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ productId: 'personal', amount: '1200', term: '12', purpose: 'Stock for the shop' }]);
  });

  it('goes back to the form with the server\'s field message', async () => {
    const { actor } = start({ ok: false, detail: 'x', errors: { amount: 'No longer offered at this amount.' } });
    for (const [field, value] of [['amount', '1200'], ['term', '12'], ['purpose', 'Stock']] as const) actor.send({ type: 'field.change', field, value });
    actor.send({ type: 'details.review' });
    actor.send({ type: 'application.submit' });
    await waitFor(actor, (s) => s.matches('details'));
    expect(actor.getSnapshot().context.fieldErrors.amount).toBe('No longer offered at this amount.');
  });
});
