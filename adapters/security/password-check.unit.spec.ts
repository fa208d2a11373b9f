/** The check the services load on first use is password-strength.ts's, loaded once. */
import { describe, expect, it } from 'vitest';
import { commonPasswordCheck } from './password-check.ts';
import { isCommonPassword } from './password-strength.ts';

describe('the common-password check loaded on first use', () => {
  it('is the dictionary check itself', async () => {
    const check = await commonPasswordCheck();
    expect(check).toBe(isCommonPassword);
    expect(check('password123456', [])).toBe(true);
    expect(check('Harbor-Lantern-Quietly-47', ['admin@bank.test'])).toBe(false);
  });
});
