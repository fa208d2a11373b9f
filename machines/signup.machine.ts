/** Drives the sign-up form of part 1 section 5: membership first, then the local rules in the specified order, then the server. */
import { assign, fromPromise, setup } from 'xstate';
import { emptySignupForm, firstLocalSignupError } from '../domain/user/signup-form.ts';
import type { SignupForm } from '../domain/user/signup-form.ts';
import { minPasswordLength, passwordPolicyMessages } from '../domain/credentials/password-policy.ts';
import { signupMessages } from '../domain/user/form-messages.ts';
import { refusalText } from './support/server-answer.ts';
import type { Refusal } from './support/server-answer.ts';

/** Every text field of the form; the terms checkbox has its own event. */
export type SignupTextField = Exclude<keyof SignupForm, 'agreeToTerms'>;

/**
 * What the server receives: the payload of part 1 section 3 plus the confirmations and the terms box,
 * so the server can check every rule again in the same order (it requires agreeToTerms).
 */
export type SignupPayload = SignupForm;

/** What verifyMembership resolves with; it rejects only when the call itself failed. */
export type MembershipAnswer = { ok: true; valid: boolean } | Refusal;

/** What submitSignup resolves with; it rejects only when the call itself failed. */
export type SignupAnswer = { ok: true } | Refusal;

/** What loadPasswordRule resolves with: System Settings' passwordComplexity (DECISIONS 27). */
export interface PasswordRuleAnswer {
  passwordComplexity: boolean;
}

export interface SignupContext {
  form: SignupForm;
  error: string | null;
  /** A message shown under its field instead of above the form (the password rule's). */
  fieldErrors: Partial<Record<SignupTextField, string>>;
  /** Until the server says otherwise, the stricter length applies. */
  passwordComplexity: boolean;
  /** The browser's date (YYYY-MM-DD) at the last submit, so the date of birth is checked before a round trip. */
  today?: string;
}

/** The password rule's refusals are about the password field, so the form shows them under it. */
const passwordRuleError = (message: string | null, complexity: boolean): Partial<Record<SignupTextField, string>> =>
  message && message === passwordPolicyMessages.tooShort(minPasswordLength(complexity)) ? { password: message } : {};

export type SignupEvent =
  | { type: 'field.change'; field: SignupTextField; value: string }
  | { type: 'terms.change'; agreed: boolean }
  | { type: 'form.submit'; today?: string };

export const signupMachine = setup({
  types: {} as { context: SignupContext; events: SignupEvent },
  actors: {
    verifyMembership: fromPromise<MembershipAnswer, { membershipNumber: string }>(async () => {
      throw new Error('verifyMembership not provided');
    }),
    submitSignup: fromPromise<SignupAnswer, SignupPayload>(async () => {
      throw new Error('submitSignup not provided');
    }),
    loadPasswordRule: fromPromise<PasswordRuleAnswer>(async () => {
      throw new Error('loadPasswordRule not provided');
    }),
  },
  guards: {
    membershipBlank: ({ context }) => !context.form.membershipNumber.trim(),
    hasLocalError: ({ context }) => firstLocalSignupError(context.form, context.passwordComplexity, context.today) !== null,
    wasRefused: (_, params: { answer: MembershipAnswer | SignupAnswer }) => !params.answer.ok,
    membershipInvalid: (_, params: { answer: MembershipAnswer }) => params.answer.ok && !params.answer.valid,
  },
  actions: {
    changeField: assign(({ context }, params: { field: SignupTextField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      error: null,
      fieldErrors: {},
    })),
    changeTerms: assign(({ context }, params: { agreed: boolean }) => ({
      form: { ...context.form, agreeToTerms: params.agreed },
      error: null,
    })),
    clearError: assign({ error: null, fieldErrors: {} }),
    noteToday: assign(({ event }) => (event.type === 'form.submit' && event.today ? { today: event.today } : {})),
    setPasswordRule: assign((_, params: { answer: PasswordRuleAnswer }) => ({ passwordComplexity: params.answer.passwordComplexity })),
    showMembershipInvalid: assign({ error: signupMessages.membershipInvalid }),
    showLocalError: assign(({ context }) => {
      const error = firstLocalSignupError(context.form, context.passwordComplexity, context.today);
      const fieldErrors = passwordRuleError(error, context.passwordComplexity);
      return { error: fieldErrors.password ? null : error, fieldErrors };
    }),
    showRefusal: assign((_, params: { answer: MembershipAnswer | SignupAnswer }) => {
      if (params.answer.ok) return { error: null, fieldErrors: {} };
      const password = params.answer.errors?.password;
      return password ? { error: null, fieldErrors: { password } } : { error: refusalText(params.answer, signupMessages.failed), fieldErrors: {} };
    }),
    showThrown: assign({ error: signupMessages.threw }),
  },
}).createMachine({
  id: 'signup',
  context: { form: emptySignupForm, error: null, fieldErrors: {}, passwordComplexity: true },
  initial: 'editing',
  // The password length the settings ask for, fetched once so the form can say it before a round trip.
  invoke: {
    src: 'loadPasswordRule',
    onDone: { actions: { type: 'setPasswordRule', params: ({ event }) => ({ answer: event.output }) } },
    // Unreachable server: the stricter length stays, and the server checks the rule again anyway.
    onError: { actions: [] },
  },
  on: {
    'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
    'terms.change': { actions: { type: 'changeTerms', params: ({ event }) => ({ agreed: event.agreed }) } },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'membershipBlank', actions: 'showMembershipInvalid' },
          { target: 'checkingMembership', actions: ['clearError', 'noteToday'] },
        ],
      },
    },
    checkingMembership: {
      tags: ['busy'],
      invoke: {
        src: 'verifyMembership',
        input: ({ context }) => ({ membershipNumber: context.form.membershipNumber.trim() }),
        onDone: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: { type: 'membershipInvalid', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: 'showMembershipInvalid',
          },
          { target: 'checkingRules' },
        ],
        onError: { target: 'editing', actions: 'showThrown' },
      },
    },
    checkingRules: {
      always: [{ guard: 'hasLocalError', target: 'editing', actions: 'showLocalError' }, { target: 'submitting' }],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitSignup',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ answer: event.output }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'success' },
        ],
        onError: { target: 'editing', actions: 'showThrown' },
      },
    },
    success: { type: 'final' },
  },
});
