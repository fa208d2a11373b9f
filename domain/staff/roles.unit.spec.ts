import { describe, expect, it } from 'vitest';
import { isStaff, requireStaffRole } from './roles.ts';

describe('staff roles', () => {
  it('a customer is not staff, and each of the four staff roles is', () => {
    expect(isStaff('user')).toBe(false);
    expect(['admin', 'auditor', 'branch_manager', 'loan_officer'].every(isStaff)).toBe(true);
  });

  it('refuses a role that is not among the allowed, with a 403 refusal', () => {
    expect(() => requireStaffRole('loan_officer', ['loan_officer', 'branch_manager'])).not.toThrow();
    expect(() => requireStaffRole('auditor', ['admin'])).toThrow(expect.objectContaining({ code: 'forbidden' }));
    expect(() => requireStaffRole('user', ['admin', 'loan_officer'])).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });
});
