/**
 * The login form's rules (part 1 section 5), shared by the browser form and the server so
 * both refuse the same input with the same words.
 */
import { loginMessages } from '../user/form-messages.ts';

export interface LoginInput {
  email: string;
  password: string;
  pin: string;
}

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Deliberately simple: something@something.something, no spaces, as browsers accept. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PIN_SHAPE = /^\d{4}$/;

export const isEmail = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

/** A 10-digit account number, spaces allowed ("0123 456 789"): what a customer with no e-mail address signs in with. */
export const accountNumberIn = (value: string): string | null => {
  const digits = value.replace(/\s/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
};

/**
 * The one form of what was typed in the sign-in form's first field: the account number's ten
 * digits, or the e-mail trimmed and lower-cased. The throttle counts attempts under it, so
 * "0123 456 789" and "0123456789" are one account's attempts, not two.
 */
export const signInName = (value: string): string => accountNumberIn(value) ?? value.trim().toLowerCase();

/**
 * Who may sign in with their account number: a customer registered in the field with no e-mail
 * address (docs/field.md). Everyone with an address signs in with it, so no account has two sign-in
 * names, and the sign-in throttle counts each account's attempts under one key.
 */
export const signsInByAccountNumber = (user: { role: string; email: string }): boolean => user.role === 'user' && !EMAIL_SHAPE.test(user.email.trim());

/** Keeps only digits and at most four of them, as the PIN inputs do while typing. */
export const sanitizePin = (value: string): string => value.replace(/\D/g, '').slice(0, 4);

export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  if (!input.email.trim()) errors.email = loginMessages.emailRequired;
  else if (!isEmail(input.email) && accountNumberIn(input.email) === null) errors.email = loginMessages.emailInvalid;
  if (!input.password) errors.password = loginMessages.passwordRequired;
  if (!input.pin) errors.pin = loginMessages.pinRequired;
  else if (!PIN_SHAPE.test(input.pin)) errors.pin = loginMessages.pinLength;
  return errors;
}
