/** The composition root of the sign-in machines: their placeholder actors replaced by real calls to the bank's server. */
import { fromPromise } from 'xstate';
import { loginMachine } from '../machines/login.machine.ts';
import type { LoginAnswer, LoginRequest } from '../machines/login.machine.ts';
import { signupMachine } from '../machines/signup.machine.ts';
import type { MembershipAnswer, PasswordRuleAnswer, SignupAnswer, SignupPayload } from '../machines/signup.machine.ts';
import type { Refusal } from '../machines/support/server-answer.ts';
import { currentLanguage } from './i18n/languages.ts';
import { BankApiError, login, passwordPolicy, signup, verifyMembership } from '../adapters/client/bank-api.ts';

export type Answer<T> = { ok: true; value: T } | (Refusal & { errors: Record<string, string> });

/** A server refusal becomes an answer the machine shows (with any per-field messages); anything else (network, bug) stays a thrown error. */
export async function answerOf<T>(call: Promise<T>): Promise<Answer<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (error instanceof BankApiError) return { ok: false, detail: error.detail, errors: error.errors };
    throw error;
  }
}

export const loginFormMachine = loginMachine.provide({
  actors: {
    submitLogin: fromPromise<LoginAnswer, LoginRequest>(async ({ input }) => {
      const answer = await answerOf(login(input));
      return answer.ok ? { ok: true, role: answer.value.role } : answer;
    }),
  },
});

export const signupFormMachine = signupMachine.provide({
  actors: {
    verifyMembership: fromPromise<MembershipAnswer, { membershipNumber: string }>(async ({ input }) => {
      const answer = await answerOf(verifyMembership(input.membershipNumber));
      return answer.ok ? { ok: true, valid: answer.value } : answer;
    }),
    submitSignup: fromPromise<SignupAnswer, SignupPayload>(async ({ input }) => {
      // The language the form was shown in becomes the new customer's (their e-mails and statements speak it).
      const answer = await answerOf(signup(input, currentLanguage()));
      return answer.ok ? { ok: true } : answer;
    }),
    loadPasswordRule: fromPromise<PasswordRuleAnswer>(() => passwordPolicy()),
  },
});
