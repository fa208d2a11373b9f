/**
 * Changing the password or the transaction PIN from Profile (issue 13 item 6): the current PIN,
 * then the code e-mailed for this change with the new secret twice, then done. The machine does
 * no I/O: requestCode and confirmChange are provided at the edge (ui/profile-actors.ts).
 */
import { english } from '../domain/errors.ts';
import { assign, fromPromise, setup } from 'xstate';
import { codedStepGuards, enteringCodeState, enteringPinState } from './support/coded-step.ts';
import { refusalText, type Refusal } from './support/server-answer.ts';

export type CredentialKind = 'password' | 'pin';

export const CHANGE_REFUSED_MESSAGE = 'The bank could not make this change. Please try again.';
export const CHANGE_UNREACHABLE_MESSAGE = 'We could not reach the bank. Please check your connection and try again.';
export const CURRENT_PIN_MESSAGE = english('signUp.pinLength');
export const CODE_MESSAGE = english('transfer.codeFormat');

type Answer<T> = ({ ok: true } & T) | (Refusal & { errors?: Record<string, string> });
export type CodeAnswer = Answer<{ changeId: string; codeSentTo: string }>;
export type ChangeAnswer = Answer<object>;

export interface CodeRequest { kind: CredentialKind; currentPin: string }
export interface ChangeRequest { kind: CredentialKind; changeId: string; code: string; secret: string; confirm: string }

export interface CredentialChangeContext {
  kind: CredentialKind;
  changeId: string | null;
  codeSentTo: string | null;
  formError: string | null;
  fieldErrors: Record<string, string>;
}

export type CredentialChangeEvent =
  | { type: 'change.start'; kind: CredentialKind }
  | { type: 'pin.submit'; pin: string }
  | { type: 'code.submit'; code: string; secret: string; confirm: string }
  | { type: 'change.cancel' };

const refused = (answer: Refusal & { errors?: Record<string, string> }) => ({ formError: refusalText(answer, CHANGE_REFUSED_MESSAGE), fieldErrors: answer.errors ?? {} });

export const credentialChangeMachine = setup({
  types: {} as { context: CredentialChangeContext; events: CredentialChangeEvent },
  actors: {
    requestCode: fromPromise<CodeAnswer, CodeRequest>(async () => {
      throw new Error('requestCode not provided');
    }),
    confirmChange: fromPromise<ChangeAnswer, ChangeRequest>(async () => {
      throw new Error('confirmChange not provided');
    }),
  },
  guards: codedStepGuards,
  actions: {
    begin: assign((_, params: { kind: CredentialKind }) => ({ kind: params.kind, changeId: null, codeSentTo: null, formError: null, fieldErrors: {} })),
    clear: assign({ changeId: null, codeSentTo: null, formError: null, fieldErrors: {} }),
    showPinShape: assign({ formError: null, fieldErrors: { currentPin: CURRENT_PIN_MESSAGE } }),
    showCodeShape: assign({ formError: null, fieldErrors: { code: CODE_MESSAGE } }),
    keepCode: assign((_, params: { answer: CodeAnswer }) => (params.answer.ok ? { changeId: params.answer.changeId, codeSentTo: params.answer.codeSentTo, formError: null, fieldErrors: {} } : {})),
    refuse: assign((_, params: { answer: CodeAnswer | ChangeAnswer }) => (params.answer.ok ? {} : refused(params.answer))),
    showUnreachable: assign({ formError: CHANGE_UNREACHABLE_MESSAGE }),
  },
}).createMachine({
  id: 'credentialChange',
  context: { kind: 'password', changeId: null, codeSentTo: null, formError: null, fieldErrors: {} },
  initial: 'idle',
  on: { 'change.cancel': { target: '.idle', actions: 'clear' } },
  states: {
    idle: {
      on: { 'change.start': { target: 'enteringPin', actions: { type: 'begin', params: ({ event }) => ({ kind: event.kind }) } } },
    },
    enteringPin: enteringPinState,
    requestingCode: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context, event }) => ({ kind: context.kind, currentPin: event.type === 'pin.submit' ? event.pin : '' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'enteringCode', actions: { type: 'keepCode', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'enteringPin', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'enteringPin', actions: 'showUnreachable' },
      },
    },
    enteringCode: enteringCodeState([]),
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmChange',
        input: ({ context, event }) => (event.type === 'code.submit'
          ? { kind: context.kind, changeId: context.changeId ?? '', code: event.code.trim(), secret: event.secret, confirm: event.confirm }
          : { kind: context.kind, changeId: context.changeId ?? '', code: '', secret: '', confirm: '' }),
        onDone: [
          { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'done' },
          { target: 'enteringCode', actions: { type: 'refuse', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'enteringCode', actions: 'showUnreachable' },
      },
    },
    done: {
      on: { 'change.start': { target: 'enteringPin', actions: { type: 'begin', params: ({ event }) => ({ kind: event.kind }) } } },
    },
  },
});
