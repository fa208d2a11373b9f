/** The composition root of the loan machines (the application wizard, the repayment dialog): their placeholder actors replaced by the real calls to the bank's server. */
import { fromPromise } from 'xstate';
import { loanApplicationMachine, type LoanApplyAnswer, type LoanApplyRequest } from '../machines/loan-application.machine.ts';
import { loanRepaymentMachine, type RepayCodeAnswer, type RepayCodeRequest, type RepayConfirmAnswer, type RepayConfirmRequest } from '../machines/loan-repayment.machine.ts';
import { applyForLoan, confirmRepayment, startRepayment } from '../adapters/client/loans-api.ts';
import { answerOf } from './machine-actors.ts';

export const loanApplicationFormMachine = loanApplicationMachine.provide({
  actors: {
    applyForLoan: fromPromise<LoanApplyAnswer, LoanApplyRequest>(async ({ input }) => {
      const answer = await answerOf(applyForLoan({ productId: input.productId, amount: input.amount, term: Number(input.term), purpose: input.purpose }));
      return answer.ok ? { ok: true, loanId: answer.value.loan.loanId } : answer;
    }),
  },
});

export const loanRepaymentDialogMachine = loanRepaymentMachine.provide({
  actors: {
    requestCode: fromPromise<RepayCodeAnswer, RepayCodeRequest>(async ({ input }) => {
      const answer = await answerOf(startRepayment({ loanId: input.loanId, mode: input.mode, pin: input.pin, ...(input.mode === 'amount' ? { amount: input.amount } : {}), ...(input.mode === 'payoff' ? {} : { prepay: input.prepay }) }));
      return answer.ok ? { ok: true, changeId: answer.value.changeId, codeSentTo: answer.value.codeSentTo, amountMinor: answer.value.amountMinor } : answer;
    }),
    confirmRepayment: fromPromise<RepayConfirmAnswer, RepayConfirmRequest>(async ({ input }) => {
      const answer = await answerOf(confirmRepayment({ loanId: input.loanId, changeId: input.changeId, code: input.code }, input.idempotencyKey));
      if (!answer.ok) return answer;
      const { message, amountMinor, loan, covered } = answer.value;
      return { ok: true, message, amountMinor, closed: loan.status === 'closed', covered, endsOn: loan.endsOn, instalmentsLeft: loan.instalmentsLeft };
    }),
  },
});
