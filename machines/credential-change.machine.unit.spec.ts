// Proves the password/PIN change walks current PIN -> e-mailed code with the new secret -> done, refuses malformed
// input without calling the bank, shows the bank's refusals where they belong, and can be cancelled at any step.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { credentialChangeMachine, CURRENT_PIN_MESSAGE, type ChangeAnswer, type ChangeRequest, type CodeAnswer, type CodeRequest } from './credential-change.machine.ts';

function actorWith(code: (request: CodeRequest) => CodeAnswer, change: (request: ChangeRequest) => ChangeAnswer) {
  const calls: { code: CodeRequest[]; change: ChangeRequest[] } = { code: [], change: [] };
  const machine = credentialChangeMachine.provide({
    actors: {
      requestCode: fromPromise<CodeAnswer, CodeRequest>(async ({ input }) => { calls.code.push(input); return code(input); }),
      confirmChange: fromPromise<ChangeAnswer, ChangeRequest>(async ({ input }) => { calls.change.push(input); return change(input); }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('credentialChange machine', () => {
  it('goes from the current PIN to the code and the new password, then done', async () => {
    const { actor, calls } = actorWith(() => ({ ok: true, changeId: 'c1', codeSentTo: 'a***@example.com' }), () => ({ ok: true }));
    actor.send({ type: 'change.start', kind: 'password' });
    actor.send({ type: 'pin.submit', pin: '12' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ currentPin: CURRENT_PIN_MESSAGE });
    expect(calls.code).toHaveLength(0);
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(actor.getSnapshot().context).toMatchObject({ changeId: 'c1', codeSentTo: 'a***@example.com' });
    actor.send({ type: 'code.submit', code: ' 4321 ', secret: 'New-Secret-123', confirm: 'New-Secret-123' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.change).toEqual([{ kind: 'password', changeId: 'c1', code: '4321', secret: 'New-Secret-123', confirm: 'New-Secret-123' }]);
  });

  it('shows a wrong PIN and a wrong code as the bank said, staying on that step', async () => {
    const { actor } = actorWith(
      (r) => (r.currentPin === '1357' ? { ok: true, changeId: 'c1', codeSentTo: 'x' } : { ok: false, detail: 'Wrong PIN. Please enter your correct transaction PIN.', errors: { currentPin: 'Wrong PIN. Please enter your correct transaction PIN.' } }),
      () => ({ ok: false, detail: 'Invalid code. Please try again.' }),
    );
    actor.send({ type: 'change.start', kind: 'pin' });
    actor.send({ type: 'pin.submit', pin: '0000' });
    await waitFor(actor, (s) => s.matches('enteringPin') && s.context.formError !== null);
    expect(actor.getSnapshot().context.fieldErrors.currentPin).toBe('Wrong PIN. Please enter your correct transaction PIN.');
    actor.send({ type: 'pin.submit', pin: '1357' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'code.submit', code: '9999', secret: '2468', confirm: '2468' });
    await waitFor(actor, (s) => s.matches('enteringCode') && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe('Invalid code. Please try again.');
    actor.send({ type: 'change.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.changeId).toBeNull();
  });
});
