/**
 * The password rule of DECISIONS 27, shared by the server and the forms: at least 12
 * characters while System Settings' passwordComplexity is on (8 while off), and never a
 * common or breached password. The dictionary check is a function the edge passes in, so
 * the domain imports no word list and the browser can skip it (the server answers it).
 */
import { english, refuse, wordsOf } from '../errors.ts';

export const PASSWORD_MIN_LENGTH = { complexity: 12, plain: 8 } as const;

export const passwordPolicyMessages = {
  tooShort: (min: number): string => english('signUp.passwordTooShort', { min }),
  tooCommon: english('signUp.tooCommon'),
} as const;

/** True when the password is common, breached or easy to guess from the user's own details. */
export type CommonPasswordCheck = (password: string, userInputs: readonly string[]) => boolean;

export interface PasswordRule {
  /** System Settings' security.passwordComplexity. */
  complexity: boolean;
  isCommon: CommonPasswordCheck;
  /** The user's name and e-mail: a password built from them counts as common. */
  userInputs: readonly string[];
}

export const minPasswordLength = (complexity: boolean): number => (complexity ? PASSWORD_MIN_LENGTH.complexity : PASSWORD_MIN_LENGTH.plain);

/** The length half of the rule, which the forms check before a round trip. Characters are code points. */
export function passwordLengthProblem(password: string, complexity: boolean): string | null {
  const min = minPasswordLength(complexity);
  return [...password].length < min ? passwordPolicyMessages.tooShort(min) : null;
}

/** The first way the password breaks the rule, or null when it meets it. */
export function passwordProblem(password: string, rule: PasswordRule): string | null {
  return passwordLengthProblem(password, rule.complexity) ?? (rule.isCommon(password, rule.userInputs) ? passwordPolicyMessages.tooCommon : null);
}

/** Refuses a password that breaks the rule, naming the password field so the form shows it there. */
export function enforcePasswordRule(password: string, rule: PasswordRule): void {
  const problem = passwordProblem(password, rule);
  if (problem) refuse('validation', wordsOf(problem), { password: problem });
}
