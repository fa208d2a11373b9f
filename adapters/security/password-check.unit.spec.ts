/** The worker thread's verdict is the in-process check's, for common, strong and own-details passwords. */
import { describe, expect, it } from 'vitest';
import { commonPasswordCheck, isCommonPasswordInWorker } from './password-check.ts';

describe('the common-password check in a worker thread', () => {
  it('gives the same verdict as the check on this thread', async () => {
    const check = await commonPasswordCheck();
    const cases: [string, string[]][] = [['password123456', []], ['Harbor-Lantern-Quietly-47', ['admin@bank.test']], ['grace.hopper.1906', ['grace.hopper@example.com']]];
    for (const [password, inputs] of cases) expect(await isCommonPasswordInWorker(password, inputs), password).toBe(check(password, inputs));
    expect(check('password123456', [])).toBe(true);
    expect(check('Harbor-Lantern-Quietly-47', ['admin@bank.test'])).toBe(false);
  });
});
