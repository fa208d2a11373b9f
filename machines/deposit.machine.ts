/**
 * The deposit form of part 2 sections 2 and 5 (DECISIONS 9): choose a method and an amount, then
 * one server call that opens a deposit instruction (status Processing), retried safely with its
 * Idempotency-Key. The machine does no I/O; createDeposit is provided at the edge.
 */
import { assign, fromPromise, setup } from 'xstate';
import { validateDeposit } from '../domain/transfer/form.ts';
import type { DepositForm, FieldErrors } from '../domain/transfer/form.ts';
import { idempotencyKeyFor } from './support/idempotency-key.ts';
import { refusalText } from './support/server-answer.ts';
import type { Refusal } from './support/server-answer.ts';
import type { Deposit } from '../adapters/contract/index.ts';

export const DEPOSIT_OFFLINE_MESSAGE = 'You are offline. Deposits need a connection; nothing has been sent.';
export const DEPOSIT_UNREACHABLE_MESSAGE = 'We could not reach the bank. Please check your connection and try again.';
export const DEPOSIT_REFUSED_MESSAGE = 'The bank could not accept this deposit. Please try again.';

/** The deposit instruction the server opened (the contract's Deposit); the machine shows the decimal strings. */
export type DepositInstruction = Omit<Deposit, 'amount_minor'>;

export type DepositAnswer = { ok: true; deposit: DepositInstruction } | (Refusal & { errors?: Record<string, string> });
export interface DepositRequest extends DepositForm { idempotencyKey: string }

export interface DepositInput {
  online: boolean;
  /** A value unique to this form (a UUID from the page); with the attempt number it names the Idempotency-Key. */
  keySeed: string;
}

export interface DepositContext {
  values: DepositForm;
  fieldErrors: FieldErrors<DepositForm>;
  formError: string | null;
  online: boolean;
  keySeed: string;
  attempt: number;
  idempotencyKey: string | null;
  deposit: DepositInstruction | null;
}

export type DepositEvent =
  | { type: 'field.change'; field: keyof DepositForm; value: string }
  | { type: 'deposit.submit' }
  | { type: 'connection.change'; online: boolean };

export const depositMachine = setup({
  types: {} as { context: DepositContext; events: DepositEvent; input: DepositInput },
  actors: {
    createDeposit: fromPromise<DepositAnswer, DepositRequest>(async () => {
      throw new Error('createDeposit not provided');
    }),
  },
  guards: {
    offline: ({ context }) => !context.online,
    hasFieldErrors: ({ context }) => Object.keys(validateDeposit(context.values)).length > 0,
    accepted: (_, params: { answer: DepositAnswer }) => params.answer.ok,
  },
  actions: {
    changeField: assign(({ context }, params: { field: keyof DepositForm; value: string }) => {
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, fieldErrors, formError: null, idempotencyKey: null };
    }),
    setConnection: assign(({ context }, params: { online: boolean }) => ({
      online: params.online,
      formError: params.online && context.formError === DEPOSIT_OFFLINE_MESSAGE ? null : context.formError,
    })),
    showOffline: assign({ formError: DEPOSIT_OFFLINE_MESSAGE }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateDeposit(context.values), formError: null })),
    /** A new attempt gets a new key; a retry after no answer keeps the key of the attempt it repeats. */
    keyAttempt: assign(({ context }) => {
      if (context.idempotencyKey) return { fieldErrors: {}, formError: null };
      const attempt = context.attempt + 1;
      return { fieldErrors: {}, formError: null, attempt, idempotencyKey: idempotencyKeyFor(context.keySeed, attempt) };
    }),
    acceptDeposit: assign((_, params: { answer: DepositAnswer }) => (params.answer.ok ? { deposit: params.answer.deposit, idempotencyKey: null } : {})),
    refuse: assign((_, params: { answer: DepositAnswer }) => {
      if (params.answer.ok) return {};
      const errors = params.answer.errors ?? {};
      const fieldErrors: FieldErrors<DepositForm> = {};
      if (errors.method) fieldErrors.method = errors.method;
      if (errors.amount) fieldErrors.amount = errors.amount;
      const formError = Object.keys(fieldErrors).length > 0 ? null : refusalText(params.answer, DEPOSIT_REFUSED_MESSAGE);
      return { fieldErrors, formError, idempotencyKey: null };
    }),
    showUnreachable: assign({ formError: DEPOSIT_UNREACHABLE_MESSAGE }),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    values: { method: '', amount: '' }, fieldErrors: {}, formError: input.online ? null : DEPOSIT_OFFLINE_MESSAGE,
    online: input.online, keySeed: input.keySeed, attempt: 0, idempotencyKey: null, deposit: null,
  }),
  on: {
    'connection.change': { actions: { type: 'setConnection', params: ({ event }) => ({ online: event.online }) } },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'deposit.submit': [
          { guard: 'offline', actions: 'showOffline' },
          { guard: 'hasFieldErrors', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'keyAttempt' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createDeposit',
        src: 'createDeposit',
        input: ({ context }) => ({ ...context.values, idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'done', actions: { type: 'acceptDeposit', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'editing', actions: 'showUnreachable' },
      },
    },
    done: { type: 'final' },
  },
});
