/**
 * The customer repaying a loan from savings, protected as a transfer is: the choice (what is due,
 * an amount of their own, or the payoff today; for money beyond what is due, the next instalments
 * early or a shorter loan) and the PIN, then a one-time code e-mailed for this
 * repayment only (the credential change's coded step, kind 'loan_repayment', as payees use it),
 * then the money moves once: the code counts towards the money movement lock (DECISIONS 26) and
 * the confirm is idempotent per Idempotency-Key, its change id being the loan's payment id.
 */
import { refuse, said } from '../../domain/errors.ts';
import { usdText } from '../../domain/i18n/format.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { decideLoan, type LoanCommand } from '../../domain/loans/decider.ts';
import type { LoanEvent, PrepayChoice, RepaymentMode } from '../../domain/loans/events.ts';
import { foldLoan } from '../../domain/loans/state.ts';
import { loanStream } from '../../domain/loans/events.ts';
import { parseAmount, toDecimalString } from '../../domain/money/money.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { requestHash, type IdempotentAnswer, type IdempotentRequest } from '../engine/idempotent.ts';
import { execute } from '../engine/execute.ts';
import { confirmRepaymentCommand } from '../../domain/loans/repayment-confirm.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { changeCodeMatches, startCodedChange } from './credential-change-service.ts';
import { languageOfCustomer } from './customer-language.ts';
import { decideOnLoanStreams } from './loan-commands.ts';
import { loanView } from './loan-view.ts';
import { requireUnlocked } from './money-lock-service.ts';
import { afterCodedStep } from './coded-step.ts';

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);

/** Only the customer the loan belongs to may repay it; anyone else is told it does not exist. */
async function ownLoan(ctx: BankContext, principal: Principal, loanId: string): Promise<void> {
  if (principal.user.role !== 'user') refuse('forbidden', said('loans.onlyCustomersRepay'));
  if (principal.user.status === 'suspended') refuse('forbidden', said('session.suspended'));
  const owner = (await ctx.live.catchUp()).loans.get(loanId)?.userId;
  if (owner !== principal.user.id) refuse('not_found', said('loans.noSuchLoan'));
}

function amountOf(mode: RepaymentMode, amount: string | undefined): number {
  if (mode !== 'amount') return 0;
  const cents = parseAmount(amount ?? '', 'USD');
  if (cents === null || cents <= 0) return refuse('validation', said('transfer.amount'), { amount: said('transfer.amount') });
  return cents;
}

/** Step 1: the choice is checked before the PIN counts (an over-payment costs no PIN try), then the PIN; the code is e-mailed. */
export async function startLoanRepayment(ctx: BankContext, principal: Principal, body: { loanId: string; mode: RepaymentMode; amount?: string | undefined; prepay?: PrepayChoice | undefined; pin: string }, requestId: string) {
  await ownLoan(ctx, principal, body.loanId);
  const userId = principal.user.id;
  await requireUnlocked(ctx, userId, 'loan-repayment');
  const amount = amountOf(body.mode, body.amount);
  const asOf = today(ctx);
  const at = ctx.clock.now().toISOString();
  const request = (changeId: string) => () => ({ type: 'RequestRepayment', changeId, mode: body.mode, amount, ...(body.prepay ? { prepay: body.prepay } : {}), asOf, at }) as const;
  const payer = await payerNow(ctx, userId);
  const current = foldLoan((await ctx.store.readStream(loanStream(body.loanId))).map((r) => decodeEvent(r) as LoanEvent));
  decideLoan({ ...request('check')(), payer }, current);
  let requested = 0;
  let productName = '';
  const started = await startCodedChange(ctx, principal, {
    operation: 'loan-repayment', kind: 'loan_repayment', pin: body.pin, pinField: 'pin',
    alsoAppend: async (reads, changeId) => {
      const decided = await decideOnLoanStreams(reads, body.loanId, userId, (p) => ({ ...request(changeId)(), payer: p }) as LoanCommand);
      const event = decided.events.find((e) => e.type === 'LoanRepaymentRequested');
      requested = event?.type === 'LoanRepaymentRequested' ? event.data.amount : 0;
      productName = decided.loan.productName;
      return decided.appends;
    },
  }, requestId);
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.loanRepayment.codeSubject),
    text: say(language, (m) => m.loanRepayment.codeBody, { code: started.code, amount: usdText(language, toDecimalString(requested, 'USD')), loan: productName }),
  });
  return { success: true, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt, amountMinor: requested };
}

async function payerNow(ctx: BankContext, userId: string) {
  const user = (await ctx.live.catchUp()).users.get(userId);
  return { balance: user?.balances.USD ?? 0, frozen: user?.frozen ?? false };
}

/**
 * Step 2: the code; when right, the repayment is paid in the same append as the code's acceptance.
 * A wrong code counts on the change (five abandon it) and on the customer's money lock counters.
 */
export async function confirmLoanRepayment(ctx: BankContext, principal: Principal, body: { loanId: string; changeId: string; code: string }, key: string, requestId: string, origin: string): Promise<IdempotentAnswer> {
  await ownLoan(ctx, principal, body.loanId);
  const userId = principal.user.id;
  const idempotent: IdempotentRequest = { key, userId, operation: 'loan-repay-confirm', requestHash: requestHash(ctx.money.otpSecret, 'loan-repay-confirm', body) };
  const at = ctx.clock.now().toISOString();
  const asOf = today(ctx);
  const decided = await execute(ctx, confirmRepaymentCommand, {
    loanId: body.loanId, userId, changeId: body.changeId, code: body.code, asOf, at, idempotency: idempotent,
    codeMatches: changeCodeMatches(ctx, { changeId: body.changeId, kind: 'loan_repayment', code: body.code }), viewOf: loanView,
  }, { actor: userId, at, requestId });
  const answer: IdempotentAnswer = { outcome: decided.outcome, replayed: decided.replayed };
  await afterCodedStep(ctx, principal.user, { lockedAt: decided.decided?.lockedAt ?? null }, origin, requestId);
  return answer;
}
