// Proves the sign-in lockout: maxLoginAttempts consecutive failures lock for 15 minutes, success resets the count.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { decideLogin, evolveCredentials, initialCredentialsState, loginLockedMessage, type CredentialsEvent, type CredentialsState } from './credentials.ts';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
const attempt = (verified: boolean, minute: number) => ({ verified, maxAttempts: 3, sessionId: 's', ip: '127.0.0.1', at: at(minute) });
const given = (events: CredentialsEvent[]): CredentialsState => events.reduce(evolveCredentials, initialCredentialsState);

function fail(state: CredentialsState, minute: number): CredentialsState {
  return given([...replayable(state), ...decideLogin(attempt(false, minute), state)]);
}
// Rebuilds events equivalent to a state so tests read as given/when/then.
const replayable = (state: CredentialsState): CredentialsEvent[] =>
  state.consecutiveFailures ? [{ type: 'LoginFailed', data: { at: state.lastFailureAt!, ip: '', attempt: state.consecutiveFailures } }] : [];

describe('login lockout', () => {
  it('counts consecutive failures', () => {
    const events = decideLogin(attempt(false, 0), initialCredentialsState);
    expect(events).toEqual([{ type: 'LoginFailed', data: { at: at(0), ip: '127.0.0.1', attempt: 1 } }]);
  });

  it('locks after the third failure, even for the right password', () => {
    const state = fail(fail(fail(initialCredentialsState, 0), 1), 2);
    expect(state.consecutiveFailures).toBe(3);
    expect(() => decideLogin(attempt(true, 3), state)).toThrow(new DomainError('locked', loginLockedMessage));
  });

  it('unlocks 15 minutes after the last failure and starts counting again', () => {
    const state = fail(fail(fail(initialCredentialsState, 0), 1), 2);
    expect(decideLogin(attempt(true, 18), state)[0]?.type).toBe('LoginSucceeded');
    expect(decideLogin(attempt(false, 18), state)[0]).toMatchObject({ type: 'LoginFailed', data: { attempt: 1 } });
  });

  it('a success resets the count', () => {
    const twice = fail(fail(initialCredentialsState, 0), 1);
    const after = given([...replayable(twice), ...decideLogin(attempt(true, 2), twice)]);
    expect(after.consecutiveFailures).toBe(0);
  });
});
