/** The composition root of the sign-in form's machine: its placeholder actor replaced by the sign-in call (adapters/client/sign-in.ts, without the contract client), and the customer area's code loaded ahead. */
import { fromPromise } from 'xstate';
import { loginMachine } from '../machines/login.machine.ts';
import type { LoginAnswer, LoginRequest } from '../machines/login.machine.ts';
import { login } from '../adapters/client/sign-in.ts';
import type * as FirstReads from '../adapters/client/first-reads.ts';
import { answerOf } from './answer-of.ts';

let customerArea: Promise<typeof FirstReads> | null = null;

/**
 * Starts loading the customer area's code, once: most who sign in are customers, so on a 2G line
 * their area comes down while they type (the sign-in page calls this at the first keystroke), and
 * at the latest beside the server's check, instead of after it (issue 30). Resolves to the first
 * reads' module; a failed load (offline) is tried again on the next call.
 */
export function loadCustomerArea(): Promise<typeof FirstReads> {
  if (!customerArea) {
    const area = import('./routes/customer-area.tsx');
    const loading = Promise.all([area, import('../adapters/client/first-reads.ts')]).then(([, reads]) => reads);
    loading.catch(() => {
      if (customerArea === loading) customerArea = null;
    });
    customerArea = loading;
  }
  return customerArea;
}

export const loginFormMachine = loginMachine.provide({
  actors: {
    submitLogin: fromPromise<LoginAnswer, LoginRequest>(async ({ input }) => {
      const area = loadCustomerArea();
      area.catch(() => undefined);
      const answer = await answerOf(login(input));
      if (!answer.ok) return answer;
      // A customer's balances and loans came with the answer (or, from an older server, are asked for now, beside evaluating the area's code).
      const signedIn = answer.value;
      if (signedIn.user.role === 'user') await area.then((reads) => reads.startFirstReads(signedIn), () => undefined);
      return { ok: true, role: signedIn.user.role };
    }),
  },
});
