/** The composition root of the password/PIN change machine: its placeholder actors replaced by calls to the bank's credential-change function. */
import { fromPromise } from 'xstate';
import { call } from '../adapters/client/bank-api.ts';
import { credentialChangeMachine, type ChangeAnswer, type ChangeRequest, type CodeAnswer, type CodeRequest } from '../machines/credential-change.machine.ts';
import { answerOf } from './machine-actors.ts';

export const credentialChangeFormMachine = credentialChangeMachine.provide({
  actors: {
    requestCode: fromPromise<CodeAnswer, CodeRequest>(async ({ input }) => {
      const answer = await answerOf(call('credential-change', { action: 'start', kind: input.kind, currentPin: input.currentPin }));
      return answer.ok ? { ok: true, changeId: answer.value.changeId, codeSentTo: answer.value.codeSentTo } : answer;
    }),
    confirmChange: fromPromise<ChangeAnswer, ChangeRequest>(async ({ input }) => {
      const secrets = input.kind === 'password' ? { newPassword: input.secret, confirmPassword: input.confirm } : { newPin: input.secret, confirmPin: input.confirm };
      const answer = await answerOf(call('credential-change', { action: 'confirm', changeId: input.changeId, code: input.code, ...secrets }));
      return answer.ok ? { ok: true } : answer;
    }),
  },
});
