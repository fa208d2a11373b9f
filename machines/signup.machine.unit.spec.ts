// Proves the signup machine checks membership first, then the local rules in the specified order, and shows every signup message of part 1 sections 5 and 8.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signupMachine } from './signup.machine.ts';
import type { MembershipAnswer, PasswordRuleAnswer, SignupAnswer, SignupPayload, SignupTextField } from './signup.machine.ts';

interface Fakes {
  verify?: (membershipNumber: string) => Promise<MembershipAnswer>;
  submit?: (payload: SignupPayload) => Promise<SignupAnswer>;
  rule?: () => Promise<PasswordRuleAnswer>;
}

const valid: Record<SignupTextField, string> = {
  membershipNumber: 'TMB-0001', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com',
  phone: '555-0100', dateOfBirth: '1990-12-10', address: '1 Main St', city: 'Springfield', state: 'IL',
  zipCode: '62701', ssn: '1234', password: 'Kestrel-Fjord-9', confirmPassword: 'Kestrel-Fjord-9', pin: '1234', confirmPin: '1234',
};

function startSignup(fakes: Fakes = {}) {
  const verified: string[] = [];
  const submitted: SignupPayload[] = [];
  const machine = signupMachine.provide({
    actors: {
      verifyMembership: fromPromise<MembershipAnswer, { membershipNumber: string }>(({ input }) => {
        verified.push(input.membershipNumber);
        return (fakes.verify ?? (async () => ({ ok: true, valid: true })))(input.membershipNumber);
      }),
      submitSignup: fromPromise<SignupAnswer, SignupPayload>(({ input }) => {
        submitted.push(input);
        return (fakes.submit ?? (async () => ({ ok: true })))(input);
      }),
      loadPasswordRule: fromPromise<PasswordRuleAnswer>(() => (fakes.rule ?? (async () => ({ passwordComplexity: true })))()),
    },
  });
  const actor = createActor(machine).start();
  const fill = (values: Partial<Record<SignupTextField, string>>, agreed = true) => {
    for (const [field, value] of Object.entries({ ...valid, ...values })) {
      actor.send({ type: 'field.change', field: field as SignupTextField, value });
    }
    actor.send({ type: 'terms.change', agreed });
  };
  const submit = async (today?: string) => {
    actor.send({ type: 'form.submit', today });
    return waitFor(actor, (s) => !s.hasTag('busy'));
  };
  return { actor, fill, submit, verified, submitted };
}

describe('signup machine', () => {
  it('refuses an unknown membership number before any local rule', async () => {
    const run = startSignup({ verify: async () => ({ ok: true, valid: false }) });
    run.fill({ confirmPassword: 'other', confirmPin: '9999' }, false);
    const after = await run.submit();
    expect(after.context.error).toBe('Invalid membership number. Please enter a valid membership number.');
    expect(run.verified).toEqual(['TMB-0001']);
    expect(run.submitted).toHaveLength(0);
  });

  it('refuses a blank membership number without asking the server', async () => {
    const run = startSignup();
    run.fill({ membershipNumber: '  ' });
    const after = await run.submit();
    expect(after.context.error).toBe('Invalid membership number. Please enter a valid membership number.');
    expect(run.verified).toHaveLength(0);
  });

  it('reports mismatched passwords before mismatched PINs', async () => {
    const run = startSignup();
    run.fill({ confirmPassword: 'Other-Passw0rd', confirmPin: '9999' });
    expect((await run.submit()).context.error).toBe('Passwords do not match');
    expect(run.submitted).toHaveLength(0);
  });

  it('reports mismatched PINs before a PIN of the wrong length', async () => {
    const run = startSignup();
    run.fill({ pin: '12', confirmPin: '123' }, false);
    expect((await run.submit()).context.error).toBe('PINs do not match');
  });

  it('reports a PIN that is not exactly 4 digits before the terms', async () => {
    const run = startSignup();
    run.fill({ pin: '12', confirmPin: '12' }, false);
    expect((await run.submit()).context.error).toBe('PIN must be exactly 4 digits');
  });

  it('asks for the terms to be agreed', async () => {
    const run = startSignup();
    run.fill({}, false);
    expect((await run.submit()).context.error).toBe('Please agree to the terms and conditions');
    expect(run.submitted).toHaveLength(0);
  });

  it('sends the whole form, terms included, so the server can check every rule again, and succeeds', async () => {
    const run = startSignup();
    run.fill({});
    const after = await run.submit();
    expect(after.matches('success')).toBe(true);
    expect(run.submitted).toEqual([{ ...valid, agreeToTerms: true }]);
  });

  it("shows the server's message when it refuses the signup", async () => {
    const run = startSignup({ submit: async () => ({ ok: false, detail: 'An account with this email already exists' }) });
    run.fill({});
    expect((await run.submit()).context.error).toBe('An account with this email already exists');
  });

  it('shows "Registration failed" when the server refuses without a message', async () => {
    const run = startSignup({ submit: async () => ({ ok: false, detail: null }) });
    run.fill({});
    expect((await run.submit()).context.error).toBe('Registration failed');
  });

  it('shows the specified text when the signup call throws', async () => {
    const run = startSignup({ submit: async () => Promise.reject(new TypeError('Failed to fetch')) });
    run.fill({});
    const after = await run.submit();
    expect(after.context.error).toBe('An error occurred during registration');
    expect(after.matches('editing')).toBe(true);
  });

  it('shows the specified text when the membership check throws', async () => {
    const run = startSignup({ verify: async () => Promise.reject(new TypeError('Failed to fetch')) });
    run.fill({});
    expect((await run.submit()).context.error).toBe('An error occurred during registration');
    expect(run.submitted).toHaveLength(0);
  });

  it('clears the error when a field or the terms box is edited', async () => {
    const run = startSignup();
    run.fill({ confirmPassword: 'nope' });
    expect((await run.submit()).context.error).toBe('Passwords do not match');
    run.actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Kestrel-Fjord-9' });
    expect(run.actor.getSnapshot().context.error).toBeNull();
    run.actor.send({ type: 'terms.change', agreed: false });
    await run.submit();
    run.actor.send({ type: 'terms.change', agreed: true });
    expect(run.actor.getSnapshot().context.error).toBeNull();
  });

  it('refuses a password shorter than the settings ask for under the password field, before the server (DECISIONS 27)', async () => {
    const run = startSignup();
    run.fill({ password: 'a', confirmPassword: 'a' });
    const after = await run.submit();
    expect(after.context.fieldErrors.password).toBe('Password must be at least 12 characters');
    expect(after.context.error).toBeNull();
    expect(run.submitted).toHaveLength(0);
  });

  it('asks for 8 characters when the settings turn passwordComplexity off', async () => {
    const run = startSignup({ rule: async () => ({ passwordComplexity: false }) });
    await waitFor(run.actor, (s) => !s.context.passwordComplexity);
    run.fill({ password: 'Seven-7', confirmPassword: 'Seven-7' });
    expect((await run.submit()).context.fieldErrors.password).toBe('Password must be at least 8 characters');
    run.fill({ password: 'Eight-88', confirmPassword: 'Eight-88' });
    expect((await run.submit()).matches('success')).toBe(true);
  });

  it("shows the server's password refusal under the password field", async () => {
    const tooCommon = 'This password is too common. Please choose another one.';
    const run = startSignup({ submit: async () => ({ ok: false, detail: tooCommon, errors: { password: tooCommon } }) });
    run.fill({});
    const after = await run.submit();
    expect(after.context.fieldErrors.password).toBe(tooCommon);
    expect(after.context.error).toBeNull();
  });

  it('is busy while checking membership and while submitting', async () => {
    let release: (answer: MembershipAnswer) => void = () => undefined;
    const run = startSignup({ verify: () => new Promise((resolve) => { release = resolve; }) });
    run.fill({});
    run.actor.send({ type: 'form.submit' });
    expect(run.actor.getSnapshot().matches('checkingMembership')).toBe(true);
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
    release({ ok: true, valid: true });
    await waitFor(run.actor, (s) => s.matches('success'));
  });

  it('refuses a date of birth in the future, an applicant under 18 and a phone of words before calling the server (issue 13)', async () => {
    const cases: [Partial<Record<SignupTextField, string>>, string][] = [
      [{ dateOfBirth: '2026-11-25' }, 'Date of birth cannot be in the future'],
      [{ dateOfBirth: '2008-11-25' }, 'You must be at least 18 years old to open an account'],
      [{ phone: 'call me maybe' }, 'Please enter a valid phone number (7 to 15 digits; spaces, +, - and parentheses allowed)'],
    ];
    for (const [values, message] of cases) {
      const run = startSignup();
      run.fill(values);
      const after = await run.submit('2026-11-24');
      expect(after.context.error).toBe(message);
      expect(run.submitted).toHaveLength(0);
    }
    const adult = startSignup();
    adult.fill({ dateOfBirth: '2008-11-24', phone: '+1 (555) 010-0199' });
    await adult.submit('2026-11-24');
    expect(adult.submitted).toHaveLength(1);
  });
});
