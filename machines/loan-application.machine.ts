/**
 * The loan application wizard: choose a product and fill in amount, term and purpose (checked
 * with the domain's rules), review the full repayment schedule computed by the domain to the
 * cent with the APR and total cost, then apply with one server call. No I/O: `applyForLoan` is
 * provided at the edge (ui/loan-actors.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import { quoteOf, validateApplication, type ApplicationErrors, type LoanApplicationForm } from '../domain/loans/application-form.ts';
import type { LoanProductTerms } from '../domain/loans/product.ts';
import type { Schedule } from '../domain/loans/schedule.ts';
import { refusalText, type Refusal } from './support/server-answer.ts';

export const LOAN_REFUSED_MESSAGE = 'The bank could not accept this application. Please try again.';
export const LOAN_UNREACHABLE_MESSAGE = 'We could not reach the bank. Please check your connection and try again.';

export interface LoanProductChoice { productId: string; terms: LoanProductTerms }
export type LoanApplyAnswer = { ok: true; loanId: string } | Refusal;
export interface LoanApplyRequest extends LoanApplicationForm { productId: string }

export interface LoanApplicationContext {
  products: LoanProductChoice[];
  today: string;
  productId: string;
  values: LoanApplicationForm;
  fieldErrors: ApplicationErrors;
  formError: string | null;
  quote: Schedule | null;
  loanId: string | null;
}

export type LoanApplicationEvent =
  | { type: 'product.choose'; productId: string }
  | { type: 'field.change'; field: keyof LoanApplicationForm; value: string }
  | { type: 'details.review' }
  | { type: 'details.edit' }
  | { type: 'application.submit' };

const chosen = (context: LoanApplicationContext): LoanProductTerms | undefined => context.products.find((p) => p.productId === context.productId)?.terms;

export const loanApplicationMachine = setup({
  types: {} as { context: LoanApplicationContext; events: LoanApplicationEvent; input: { products: LoanProductChoice[]; today: string } },
  actors: {
    applyForLoan: fromPromise<LoanApplyAnswer, LoanApplyRequest>(async () => {
      throw new Error('applyForLoan not provided');
    }),
  },
  guards: {
    valid: ({ context }) => { const product = chosen(context); return !!product && Object.keys(validateApplication(context.values, product)).length === 0; },
    accepted: (_, params: { answer: LoanApplyAnswer }) => params.answer.ok,
  },
  actions: {
    choose: assign((_, params: { productId: string }) => ({ productId: params.productId, fieldErrors: {}, formError: null })),
    changeField: assign(({ context }, params: { field: keyof LoanApplicationForm; value: string }) => {
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, fieldErrors, formError: null };
    }),
    showErrors: assign(({ context }) => { const product = chosen(context); return { fieldErrors: product ? validateApplication(context.values, product) : {} }; }),
    quote: assign(({ context }) => ({ quote: quoteOf(context.values, chosen(context)!, context.today) })),
    accept: assign((_, params: { answer: LoanApplyAnswer }) => (params.answer.ok ? { loanId: params.answer.loanId } : {})),
    refuse: assign((_, params: { answer: LoanApplyAnswer }) => {
      if (params.answer.ok) return {};
      const errors = params.answer.errors ?? {};
      const fieldErrors: ApplicationErrors = { ...(errors.amount ? { amount: errors.amount } : {}), ...(errors.term ? { term: errors.term } : {}), ...(errors.purpose ? { purpose: errors.purpose } : {}) };
      return { fieldErrors, formError: Object.keys(fieldErrors).length > 0 ? null : refusalText(params.answer, LOAN_REFUSED_MESSAGE) };
    }),
    showUnreachable: assign({ formError: LOAN_UNREACHABLE_MESSAGE }),
  },
}).createMachine({
  id: 'loanApplication',
  context: ({ input }) => ({
    products: input.products, today: input.today, productId: input.products[0]?.productId ?? '',
    values: { amount: '', term: '', purpose: '' }, fieldErrors: {}, formError: null, quote: null, loanId: null,
  }),
  initial: 'details',
  states: {
    details: {
      on: {
        'product.choose': { actions: { type: 'choose', params: ({ event }) => ({ productId: event.productId }) } },
        'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'details.review': [{ guard: 'valid', target: 'reviewing', actions: 'quote' }, { actions: 'showErrors' }],
      },
    },
    reviewing: {
      on: { 'details.edit': 'details', 'application.submit': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'applyForLoan',
        input: ({ context }) => ({ ...context.values, productId: context.productId }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'done', actions: { type: 'accept', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'details', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'reviewing', actions: 'showUnreachable' },
      },
    },
    done: { type: 'final' },
  },
});
