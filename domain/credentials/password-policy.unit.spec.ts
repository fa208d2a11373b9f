// Proves the password rule of DECISIONS 27: 12 characters while passwordComplexity is on, 8 while off, and never a password the dictionary check calls common.
import { describe, expect, it } from 'vitest';
import { DomainError, said } from '../errors.ts';
import { enforcePasswordRule, minPasswordLength, passwordLengthProblem, passwordProblem } from './password-policy.ts';

const never = () => false;

describe('password rule', () => {
  it('asks for 12 characters while passwordComplexity is on and 8 while it is off', () => {
    expect(minPasswordLength(true)).toBe(12);
    expect(passwordLengthProblem('a', true)).toBe('Password must be at least 12 characters');
    expect(passwordLengthProblem('Eleven-char', true)).toBe('Password must be at least 12 characters');
    expect(passwordLengthProblem('Twelve-chars', true)).toBeNull();
    expect(passwordLengthProblem('a', false)).toBe('Password must be at least 8 characters');
    expect(passwordLengthProblem('Eight-ch', false)).toBeNull();
  });

  it('counts characters, not UTF-16 units, so an emoji is one character', () => {
    expect(passwordLengthProblem('😀😀😀😀😀😀😀😀😀😀😀', true)).toBe('Password must be at least 12 characters');
  });

  it('refuses what the dictionary check calls common and passes it the user\'s own details', () => {
    const seen: (readonly string[])[] = [];
    const rule = { complexity: true, userInputs: ['Grace', 'grace@example.com'], isCommon: (p: string, inputs: readonly string[]) => (seen.push(inputs), p === 'password1234') };
    expect(passwordProblem('password1234', rule)).toBe('This password is too common. Please choose another one.');
    expect(seen[0]).toEqual(['Grace', 'grace@example.com']);
    expect(passwordProblem('Secret-Harbor-47', { ...rule, isCommon: never })).toBeNull();
    expect(() => enforcePasswordRule('short', { ...rule, isCommon: never })).toThrow(new DomainError('validation', said('signUp.passwordTooShort', { min: 12 }), { password: said('signUp.passwordTooShort', { min: 12 }) }));
  });
});
