// Proves the session machine: signing out ends the session once however often it is asked, is busy meanwhile, finishes signed out, and stays signed in when ending the session failed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from './session.machine.ts';

function startSession(end: () => Promise<void> = async () => undefined) {
  let calls = 0;
  const machine = sessionMachine.provide({ actors: { endSession: fromPromise(() => { calls += 1; return end(); }) } });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

describe('session machine', () => {
  it('starts signed in', () => {
    expect(startSession().actor.getSnapshot().value).toBe('active');
  });

  it('signs out once, busy until the session has ended', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.signOut' });
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('signedOut');
    expect(calls()).toBe(1);
  });

  it('stays signed in, ready to try again, when ending the session failed', async () => {
    const { actor } = startSession(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'session.signOut' });
    const back = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(back.value).toBe('active');
  });
});
