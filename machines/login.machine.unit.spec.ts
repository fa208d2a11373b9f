// Proves the login machine shows every sign-in message of part 1 sections 5 and 8, clears a field's error on edit, and routes by the server's role.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { destinationFor, loginMachine } from './login.machine.ts';
import type { LoginAnswer, LoginField, LoginRequest } from './login.machine.ts';

type Submit = (request: LoginRequest) => Promise<LoginAnswer>;

function startLogin(submit: Submit = async () => ({ ok: true, role: 'user' })) {
  const calls: LoginRequest[] = [];
  const machine = loginMachine.provide({
    actors: {
      submitLogin: fromPromise<LoginAnswer, LoginRequest>(({ input }) => {
        calls.push(input);
        return submit(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const type = (field: LoginField, value: string) => actor.send({ type: 'field.change', field, value });
  return { actor, calls, type };
}

const settled = (actor: ReturnType<typeof startLogin>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

function fillValid(type: ReturnType<typeof startLogin>['type']) {
  type('email', 'ada@example.com');
  type('password', 'correct horse');
  type('pin', '1234');
}

describe('login machine', () => {
  it('requires every field before calling the server', () => {
    const { actor, calls } = startLogin();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      pin: 'Transaction PIN is required',
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('refuses an address that does not look like an email and a PIN that is not 4 digits', () => {
    const { actor, type, calls } = startLogin();
    type('email', 'ada@example');
    type('password', 'x');
    type('pin', '12');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      pin: 'PIN must be exactly 4 digits',
    });
    expect(calls).toHaveLength(0);
  });

  it('keeps only digits in the PIN, at most four', () => {
    const { actor, type } = startLogin();
    type('pin', '1a2-3 45');
    expect(actor.getSnapshot().context.values.pin).toBe('1234');
  });

  it('clears only the edited field error', () => {
    const { actor, type } = startLogin();
    actor.send({ type: 'form.submit' });
    type('email', 'a');
    const errors = actor.getSnapshot().context.fieldErrors;
    expect(errors.email).toBeUndefined();
    expect(errors.password).toBe('Password is required');
    expect(errors.pin).toBe('Transaction PIN is required');
  });

  it('sends the values and remember-me, then lands a customer on the dashboard', async () => {
    const { actor, type, calls } = startLogin();
    fillValid(type);
    actor.send({ type: 'remember.change', remember: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(calls).toEqual([{ email: 'ada@example.com', password: 'correct horse', pin: '1234', remember: true }]);
    expect(done.context.role).toBe('user');
    expect(destinationFor('user')).toBe('/dashboard');
  });

  it('lands an administrator in the admin area', async () => {
    const { actor, type } = startLogin(async () => ({ ok: true, role: 'admin' }));
    fillValid(type);
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.matches('success'));
    expect(done.context.role).toBe('admin');
    expect(destinationFor('admin')).toBe('/admin/dashboard');
  });

  it('lands the auditor in the back office (issue 28 item 5) and the field staff in the field area (issue 29)', () => {
    expect(destinationFor('auditor')).toBe('/admin/dashboard');
    expect(destinationFor('branch_manager')).toBe('/field/centers');
    expect(destinationFor('loan_officer')).toBe('/field/groups');
  });

  it("shows the server's message when it refuses", async () => {
    const { actor, type } = startLogin(async () => ({ ok: false, detail: 'Invalid email, password or PIN' }));
    fillValid(type);
    actor.send({ type: 'form.submit' });
    const after = await settled(actor);
    expect(after.matches('editing')).toBe(true);
    expect(after.context.formError).toBe('Invalid email, password or PIN');
  });

  it('shows "Login failed" when the server refuses without a message', async () => {
    const { actor, type } = startLogin(async () => ({ ok: false, detail: null }));
    fillValid(type);
    actor.send({ type: 'form.submit' });
    expect((await settled(actor)).context.formError).toBe('Login failed');
  });

  it('shows the specified text when the call throws, and clears it on the next good submit', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit.mockResolvedValue({ ok: true, role: 'user' });
    const { actor, type } = startLogin(submit);
    fillValid(type);
    actor.send({ type: 'form.submit' });
    expect((await settled(actor)).context.formError).toBe('An error occurred during login. Please try again.');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    await waitFor(actor, (s) => s.matches('success'));
  });
});
