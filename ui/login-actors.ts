/** The composition root of the sign-in form's machine: its placeholder actor replaced by the sign-in call (adapters/client/sign-in.ts, without the contract client). */
import { fromPromise } from 'xstate';
import { loginMachine } from '../machines/login.machine.ts';
import type { LoginAnswer, LoginRequest } from '../machines/login.machine.ts';
import { login } from '../adapters/client/sign-in.ts';
import { answerOf } from './answer-of.ts';

export const loginFormMachine = loginMachine.provide({
  actors: {
    submitLogin: fromPromise<LoginAnswer, LoginRequest>(async ({ input }) => {
      // Most who sign in are customers: their area's code comes down beside the server's check instead of after it (issue 30's 2G phone).
      import('./routes/customer-area.tsx').catch(() => undefined);
      const firstReads = import('../adapters/client/first-reads.ts');
      firstReads.catch(() => undefined);
      const answer = await answerOf(login(input));
      if (!answer.ok) return answer;
      // A customer's balances and loans are asked for now, beside evaluating the area's code, not once its guard runs.
      if (answer.value.role === 'user') await firstReads.then((reads) => reads.startFirstReads(), () => undefined);
      return { ok: true, role: answer.value.role };
    }),
  },
});
