/** The composition root of the loan application wizard: its placeholder actor replaced by the real call to the bank's server. */
import { fromPromise } from 'xstate';
import { loanApplicationMachine, type LoanApplyAnswer, type LoanApplyRequest } from '../machines/loan-application.machine.ts';
import { applyForLoan } from '../adapters/client/loans-api.ts';
import { answerOf } from './machine-actors.ts';

export const loanApplicationFormMachine = loanApplicationMachine.provide({
  actors: {
    applyForLoan: fromPromise<LoanApplyAnswer, LoanApplyRequest>(async ({ input }) => {
      const answer = await answerOf(applyForLoan({ productId: input.productId, amount: input.amount, term: Number(input.term), purpose: input.purpose }));
      return answer.ok ? { ok: true, loanId: answer.value.loan.loanId } : answer;
    }),
  },
});
