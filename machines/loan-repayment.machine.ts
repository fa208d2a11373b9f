/**
 * The customer's repayment dialog on the Loans page: what to pay (the amount due, another amount,
 * or the payoff today; for another amount, whether it pays the next instalments early or shortens
 * the loan), the transaction PIN, then the code e-mailed for this repayment, then done, with the
 * instalments the money covered.
 * The machine does no I/O: requestCode and confirmRepayment are provided at the edge
 * (ui/loan-actors.ts). A confirm that got no answer is retried with the same Idempotency-Key, so
 * the money moves once.
 */
import { english } from '../domain/errors.ts';
import { assign, fromPromise, setup } from 'xstate';
import { codedStepGuards, enteringCodeState, enteringPinState } from './support/coded-step.ts';
import { idempotencyKeyFor } from './support/idempotency-key.ts';
import { refusalText, type Refusal } from './support/server-answer.ts';

export type RepaymentMode = 'due' | 'amount' | 'payoff';
/** Where money beyond what is due goes: the next instalments early, or the last ones to shorten the loan (the domain allocates). */
export type PrepayChoice = 'next' | 'shorten';
/** What the repayment did to one instalment, as the bank answered it. */
export interface CoveredInstalment { number: number; dueDate: string; amountMinor: number; settled: boolean }

export const REPAY_REFUSED_MESSAGE = 'The bank could not take this repayment. Please try again.';
export const REPAY_UNREACHABLE_MESSAGE = 'We could not reach the bank. Please check your connection and try again.';
export const AMOUNT_MESSAGE = english('transfer.amount');
export const PIN_MESSAGE = english('signUp.pinLength');
export const CODE_MESSAGE = english('transfer.codeFormat');

type Answer<T> = ({ ok: true } & T) | (Refusal & { errors?: Record<string, string> });
export type RepayCodeAnswer = Answer<{ changeId: string; codeSentTo: string; amountMinor: number }>;
export type RepayConfirmAnswer = Answer<{ message: string; amountMinor: number; closed: boolean; covered: CoveredInstalment[]; endsOn: string | null; instalmentsLeft: number }>;

export interface RepayCodeRequest { loanId: string; mode: RepaymentMode; amount: string; prepay: PrepayChoice; pin: string }
export interface RepayConfirmRequest { loanId: string; changeId: string; code: string; idempotencyKey: string }

export interface LoanRepaymentContext {
  loanId: string;
  keySeed: string;
  attempt: number;
  idempotencyKey: string | null;
  mode: RepaymentMode;
  amount: string;
  prepay: PrepayChoice;
  changeId: string | null;
  codeSentTo: string | null;
  amountMinor: number;
  doneMessage: string | null;
  /** After a repayment: the instalments it covered, and the loan's last date and instalments left. */
  covered: CoveredInstalment[];
  endsOn: string | null;
  instalmentsLeft: number;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

export type LoanRepaymentEvent =
  | { type: 'repay.start'; mode: RepaymentMode }
  | { type: 'amount.submit'; amount: string; prepay: PrepayChoice }
  | { type: 'pin.submit'; pin: string }
  | { type: 'code.submit'; code: string }
  | { type: 'repay.cancel' };

/** A refusal the bank pins on a field is said once, under that field; the dialog's alert keeps only what no field says ("Invalid code" was shown twice, issue 26 item 10). */
const refused = (answer: Refusal & { errors?: Record<string, string> }) => {
  const fieldErrors = answer.errors ?? {};
  const text = refusalText(answer, REPAY_REFUSED_MESSAGE);
  return { formError: Object.values(fieldErrors).includes(text) ? null : text, fieldErrors };
};

export const loanRepaymentMachine = setup({
  types: {} as { context: LoanRepaymentContext; events: LoanRepaymentEvent; input: { loanId: string; keySeed: string } },
  actors: {
    requestCode: fromPromise<RepayCodeAnswer, RepayCodeRequest>(async () => {
      throw new Error('requestCode not provided');
    }),
    confirmRepayment: fromPromise<RepayConfirmAnswer, RepayConfirmRequest>(async () => {
      throw new Error('confirmRepayment not provided');
    }),
  },
  guards: {
    amountMalformed: (_, params: { amount: string }) => !/^\d{1,12}(\.\d{1,2})?$/.test(params.amount.trim()) || Number(params.amount) <= 0,
    ...codedStepGuards,
    amountRefused: (_, params: { answer: RepayCodeAnswer }) => !params.answer.ok && !!params.answer.errors?.amount,
    choosesAmount: (_, params: { mode: RepaymentMode }) => params.mode === 'amount',
  },
  actions: {
    // Paying what is due pays instalments: anything beyond it (the job collected first) pays the next ones.
    begin: assign((_, params: { mode: RepaymentMode }) => ({ mode: params.mode, amount: '', prepay: 'next' as const, changeId: null, codeSentTo: null, amountMinor: 0, doneMessage: null, covered: [], endsOn: null, instalmentsLeft: 0, formError: null, fieldErrors: {}, idempotencyKey: null })),
    clear: assign({ changeId: null, codeSentTo: null, formError: null, fieldErrors: {}, idempotencyKey: null }),
    keepAmount: assign((_, params: { amount: string; prepay: PrepayChoice }) => ({ amount: params.amount.trim(), prepay: params.prepay, formError: null, fieldErrors: {} })),
    showAmountShape: assign({ formError: null, fieldErrors: { amount: AMOUNT_MESSAGE } }),
    showPinShape: assign({ formError: null, fieldErrors: { pin: PIN_MESSAGE } }),
    showCodeShape: assign({ formError: null, fieldErrors: { code: CODE_MESSAGE } }),
    keepCode: assign((_, params: { answer: RepayCodeAnswer }) => (params.answer.ok
      ? { changeId: params.answer.changeId, codeSentTo: params.answer.codeSentTo, amountMinor: params.answer.amountMinor, formError: null, fieldErrors: {} }
      : {})),
    /** A new code is a new attempt with its own key; a retry after no answer keeps the key of the attempt it repeats. */
    keyAttempt: assign(({ context }) => {
      if (context.idempotencyKey) return { formError: null, fieldErrors: {} };
      const attempt = context.attempt + 1;
      return { attempt, idempotencyKey: idempotencyKeyFor(context.keySeed, attempt), formError: null, fieldErrors: {} };
    }),
    finish: assign((_, params: { answer: RepayConfirmAnswer }) => (params.answer.ok
      ? { doneMessage: params.answer.message, amountMinor: params.answer.amountMinor, covered: params.answer.covered, endsOn: params.answer.endsOn, instalmentsLeft: params.answer.instalmentsLeft, idempotencyKey: null }
      : {})),
    refuse: assign((_, params: { answer: RepayCodeAnswer | RepayConfirmAnswer }) => (params.answer.ok ? {} : refused(params.answer))),
    refuseCode: assign((_, params: { answer: RepayConfirmAnswer }) => (params.answer.ok ? {} : { ...refused(params.answer), idempotencyKey: null })),
    showUnreachable: assign({ formError: REPAY_UNREACHABLE_MESSAGE }),
  },
}).createMachine({
  id: 'loanRepayment',
  context: ({ input }) => ({
    loanId: input.loanId, keySeed: input.keySeed, attempt: 0, idempotencyKey: null, mode: 'due', amount: '', prepay: 'next', changeId: null, codeSentTo: null,
    amountMinor: 0, doneMessage: null, covered: [], endsOn: null, instalmentsLeft: 0, formError: null, fieldErrors: {},
  }),
  initial: 'idle',
  on: { 'repay.cancel': { target: '.idle', actions: 'clear' } },
  states: {
    idle: {
      on: {
        'repay.start': [
          { guard: { type: 'choosesAmount', params: ({ event }) => ({ mode: event.mode }) }, target: 'enteringAmount', actions: { type: 'begin', params: ({ event }) => ({ mode: event.mode }) } },
          { target: 'enteringPin', actions: { type: 'begin', params: ({ event }) => ({ mode: event.mode }) } },
        ],
      },
    },
    enteringAmount: {
      on: {
        'amount.submit': [
          { guard: { type: 'amountMalformed', params: ({ event }) => ({ amount: event.amount }) }, actions: 'showAmountShape' },
          { target: 'enteringPin', actions: { type: 'keepAmount', params: ({ event }) => ({ amount: event.amount, prepay: event.prepay }) } },
        ],
      },
    },
    enteringPin: enteringPinState,
    requestingCode: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context, event }) => ({ loanId: context.loanId, mode: context.mode, amount: context.amount, prepay: context.prepay, pin: event.type === 'pin.submit' ? event.pin : '' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'enteringCode', actions: { type: 'keepCode', params: ({ event }) => ({ answer: event.output }) } },
          // An over-payment (or a refused amount) goes back to the amount, where the message belongs.
          { guard: { type: 'amountRefused', params: ({ event }) => ({ answer: event.output }) }, target: 'enteringAmount', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'enteringPin', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'enteringPin', actions: 'showUnreachable' },
      },
    },
    enteringCode: enteringCodeState(['keyAttempt']),
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmRepayment',
        input: ({ context, event }) => ({ loanId: context.loanId, changeId: context.changeId ?? '', code: event.type === 'code.submit' ? event.code.trim() : '', idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'done', actions: { type: 'finish', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'enteringCode', actions: { type: 'refuseCode', params: ({ event }) => ({ answer: event.output }) } },
        ],
        // No answer: the key stays, so submitting the code again repeats this attempt.
        onError: { target: 'enteringCode', actions: 'showUnreachable' },
      },
    },
    done: {
      on: {
        'repay.start': [
          { guard: { type: 'choosesAmount', params: ({ event }) => ({ mode: event.mode }) }, target: 'enteringAmount', actions: { type: 'begin', params: ({ event }) => ({ mode: event.mode }) } },
          { target: 'enteringPin', actions: { type: 'begin', params: ({ event }) => ({ mode: event.mode }) } },
        ],
      },
    },
  },
});
