// Proves money commands for one customer run one at a time in order, other customers are not held up, and contention that outlasts the retries answers 409.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { VersionConflictError } from '../store/types.ts';
import { busyMessage, KeyedLock, withMoneyLock } from './keyed-lock.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed lock', () => {
  it('runs work for one key one after another, even when one fails', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const job = (name: string, fail = false) => async () => {
      order.push(`${name} start`);
      await tick();
      order.push(`${name} end`);
      if (fail) throw new Error(name);
    };
    await Promise.allSettled([lock.run('u1', job('a', true)), lock.run('u1', job('b')), lock.run('u2', job('c'))]);
    expect(order.indexOf('a end')).toBeLessThan(order.indexOf('b start'));
    expect(order.indexOf('c start')).toBeLessThan(order.indexOf('a end'));
  });

  it('turns a version conflict that outlasted the retries into a 409 with a clear message', async () => {
    const attempt = withMoneyLock(new KeyedLock(), 'u1', async () => { throw new VersionConflictError('user-u1', 3, 4); });
    await expect(attempt).rejects.toEqual(new DomainError('conflict', busyMessage));
  });
});
