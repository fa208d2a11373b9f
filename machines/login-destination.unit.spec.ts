// Proves where each role lands after signing in (issue 29): the branch manager on their branch's groups and centers, the loan officer on their own groups.
import { describe, expect, it } from 'vitest';
import { destinationFor } from './login.machine.ts';

describe('where a signed-in user lands', () => {
  it('takes field staff to the field area', () => {
    expect(destinationFor('branch_manager')).toBe('/field/centers');
    expect(destinationFor('loan_officer')).toBe('/field/groups');
    expect(destinationFor('admin')).toBe('/admin/dashboard');
    expect(destinationFor('user')).toBe('/dashboard');
  });
});
