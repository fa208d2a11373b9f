// Proves sign-in verdicts are recorded for the audit without ever locking the account (DECISIONS 26), as given/when/then, and the throttle's delay rule: none before maxLoginAttempts failures, then doubling from 1 second to a 15-minute ceiling.
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { credentialsDecider, type CredentialsCommand, type CredentialsEvent } from './credentials.ts';
import { signInDelaySeconds, signInThrottledMessage } from './sign-in-throttle.ts';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
const attempt = (verified: boolean, minute: number): CredentialsCommand => ({ type: 'RecordLogin', verified, sessionId: 's', ip: '127.0.0.1', at: at(minute) });
const given = (events: CredentialsEvent[]) => foldEvents(credentialsDecider, events);

/** The stream after one more wrong sign-in, decided on the state so far. */
function fail(events: CredentialsEvent[], minute: number): CredentialsEvent[] {
  return [...events, ...credentialsDecider.decide(attempt(false, minute), given(events))];
}

describe('sign-in verdicts', () => {
  it('counts consecutive failures for the audit', () => {
    deciderSpec(credentialsDecider).given([]).when(attempt(false, 0)).then([{ type: 'LoginFailed', data: { at: at(0), ip: '127.0.0.1', attempt: 1 } }]);
  });

  it('never refuses the right password, however many failures came before (no lock an anonymous caller can set)', () => {
    let events: CredentialsEvent[] = [];
    for (let minute = 0; minute < 20; minute += 1) events = fail(events, minute);
    expect(given(events).consecutiveFailures).toBe(20);
    deciderSpec(credentialsDecider).given(events).when(attempt(true, 21)).thenEvents((answered) => expect(answered[0]?.type).toBe('LoginSucceeded'));
  });

  it('a success resets the count', () => {
    const twice = fail(fail([], 0), 1);
    deciderSpec(credentialsDecider).given(twice).when(attempt(true, 2)).thenEvents((answered) => expect(given([...twice, ...answered]).consecutiveFailures).toBe(0));
  });
});

describe('sign-in delay rule', () => {
  it('has no delay before maxLoginAttempts failures, then doubles from 1 second to a 15-minute ceiling', () => {
    expect([0, 1, 2].map((n) => signInDelaySeconds(n, 3))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 12, 13, 14, 1000].map((n) => signInDelaySeconds(n, 3))).toEqual([1, 2, 4, 8, 512, 900, 900, 900]);
  });

  it('says how long to wait in seconds or minutes', () => {
    expect(signInThrottledMessage(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(signInThrottledMessage(8)).toBe('Too many sign-in attempts. Please wait 8 seconds and try again.');
    expect(signInThrottledMessage(900)).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
});
