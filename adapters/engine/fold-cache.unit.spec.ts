/** Proves the cached fold of a customer's stream always equals folding the whole history, whether it resumes, the stream grew, or the history it saw was replaced. */
import { describe, expect, it } from 'vitest';
import { demoHistory } from '../../domain/records/demo-history.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';
import { FoldCache } from './fold-cache.ts';

const registered = (id: string): UserEvent => ({ type: 'UserRegistered', data: { userId: id, role: 'user', email: `${id}@bench.test`, firstName: 'A', lastName: 'B', phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber: '1000000001', accountType: 'savings', membershipNumber: null, status: 'active', at: '2015-01-01T00:00:00.000Z' } } as UserEvent);

describe('cached user fold', () => {
  it('equals the full fold as the stream grows, and after its history is replaced', () => {
    const history = [registered('fc1'), ...(demoHistory('fc1', 7) as UserEvent[])];
    const load = (events: UserEvent[]) => ({ streamId: 'user-fc1', version: events.length, events });
    const cache = new FoldCache();
    const foldUserStream = (stream: ReturnType<typeof load>) => cache.foldUserStream(stream);
    for (const n of [5, 5, 40, history.length]) expect(foldUserStream(load(history.slice(0, n)))).toEqual(foldUser(history.slice(0, n)));
    const other = history.map((e) => structuredClone(e));
    other.splice(3, 1);
    expect(foldUserStream(load(other))).toEqual(foldUser(other));
    expect(foldUserStream(load(history.slice(0, 10)))).toEqual(foldUser(history.slice(0, 10)));
  });
});
