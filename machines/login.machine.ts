/** Drives the sign-in form of part 1 section 5: per-field checks, one server round trip, and the specified error wording. */
import { assign, fromPromise, setup } from 'xstate';
import { sanitizePin, validateLogin } from '../domain/credentials/login-form.ts';
import type { LoginErrors, LoginInput } from '../domain/credentials/login-form.ts';
import { loginMessages } from '../domain/user/form-messages.ts';
import { refusalText } from './support/server-answer.ts';
import { isStaff } from '../domain/staff/roles.ts';
import type { Refusal } from './support/server-answer.ts';

export type Role = 'admin' | 'user' | 'auditor' | 'branch_manager' | 'loan_officer';
export type LoginField = keyof LoginInput;

/** What the submitLogin actor receives. */
export interface LoginRequest extends LoginInput {
  remember: boolean;
}

/** What the submitLogin actor resolves with; it rejects only when the call itself failed. */
export type LoginAnswer = { ok: true; role: Role } | Refusal;

export interface LoginContext {
  values: LoginInput;
  remember: boolean;
  fieldErrors: LoginErrors;
  formError: string | null;
  role: Role | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'remember.change'; remember: boolean }
  | { type: 'form.submit' };

/** Where a signed-in user lands (part 1 section 4): the back office for the administrator and the auditor, the field area for a branch manager (their branch's groups and centers) and a loan officer (their own groups; issue 29), the dashboard for customers. */
const fieldHome: Partial<Record<Role, string>> = { branch_manager: '/field/centers', loan_officer: '/field/groups' };
export const destinationFor = (role: Role): string => fieldHome[role] ?? (isStaff(role) ? '/admin/dashboard' : '/dashboard');

const withoutField = (errors: LoginErrors, field: LoginField): LoginErrors => {
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent },
  actors: {
    submitLogin: fromPromise<LoginAnswer, LoginRequest>(async () => {
      throw new Error('submitLogin not provided');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(validateLogin(context.values)).length > 0,
    wasAccepted: (_, params: { answer: LoginAnswer }) => params.answer.ok,
  },
  actions: {
    changeField: assign(({ context }, params: { field: LoginField; value: string }) => ({
      values: { ...context.values, [params.field]: params.field === 'pin' ? sanitizePin(params.value) : params.value },
      fieldErrors: withoutField(context.fieldErrors, params.field),
    })),
    changeRemember: assign((_, params: { remember: boolean }) => ({ remember: params.remember })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateLogin(context.values), formError: null })),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    applyAnswer: assign((_, params: { answer: LoginAnswer }) =>
      params.answer.ok ? { role: params.answer.role } : { formError: refusalText(params.answer, loginMessages.failed) },
    ),
    showThrown: assign({ formError: loginMessages.threw }),
  },
}).createMachine({
  id: 'login',
  context: { values: { email: '', password: '', pin: '' }, remember: false, fieldErrors: {}, formError: null, role: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'remember.change': { actions: { type: 'changeRemember', params: ({ event }) => ({ remember: event.remember }) } },
        'form.submit': [
          { guard: 'hasFieldErrors', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'clearErrors' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitLogin',
        input: ({ context }) => ({ ...context.values, remember: context.remember }),
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'success',
            actions: { type: 'applyAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'editing', actions: { type: 'applyAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'editing', actions: 'showThrown' },
      },
    },
    success: { type: 'final' },
  },
});
