/** The composition root of the sign-up machine (the sign-in form's is login-actors.ts): their placeholder actors replaced by real calls to the bank's server. */
import { fromPromise } from 'xstate';
import { signupMachine } from '../machines/signup.machine.ts';
import type { MembershipAnswer, PasswordRuleAnswer, SignupAnswer, SignupPayload } from '../machines/signup.machine.ts';
import { currentLanguage } from './i18n/languages.ts';
import { answerOf } from './answer-of.ts';
import { passwordPolicy, signup, verifyMembership } from '../adapters/client/bank-api.ts';

export type { Answer } from './answer-of.ts';
export { answerOf } from './answer-of.ts';

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
