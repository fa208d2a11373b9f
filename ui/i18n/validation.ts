/**
 * Bridges the validation texts of domain/user/form-messages.ts (shared with the server, the source of truth)
 * into i18next: English is generated from the domain constants, and a text the machines or the server produce
 * is translated by finding its key, so a translation never changes what the server says.
 */
import { PASSWORD_MIN_LENGTH, passwordPolicyMessages } from '../../domain/credentials/password-policy.ts';
import { unlockMessages } from '../../domain/credentials/unlock-messages.ts';
import { loginMessages, signupFieldLabels, signupMessages } from '../../domain/user/form-messages.ts';

/** The password rule's texts (DECISIONS 27), one per length System Settings can ask for. */
const passwordRule = {
  tooShort: passwordPolicyMessages.tooShort(PASSWORD_MIN_LENGTH.complexity),
  tooShortPlain: passwordPolicyMessages.tooShort(PASSWORD_MIN_LENGTH.plain),
  tooCommon: passwordPolicyMessages.tooCommon,
};

const catalogue = { login: loginMessages, signup: signupMessages, password: passwordRule, unlock: unlockMessages, fields: signupFieldLabels };

/** The English validation namespace; `required` mirrors domain's requiredMessage with the label as a parameter. */
export const englishValidation = { ...catalogue, required: '{{label}} is required' };

/** English text -> its key in the validation namespace, e.g. "Email is required" -> "login.emailRequired". */
const keyByText = new Map<string, string>();
for (const [group, texts] of Object.entries(catalogue)) {
  for (const [name, text] of Object.entries(texts)) if (!keyByText.has(text)) keyByText.set(text, `${group}.${name}`);
}

/** The key of an English validation text, or null for text that is not in the catalogue (e.g. a server detail). */
export const validationKey = (text: string): string | null => keyByText.get(text) ?? null;

/** "<label> is required" messages carry a field label; they are keyed by the field so the label is translated too. */
const requiredPattern = /^(.+) is required$/;

export function requiredField(text: string): string | null {
  const label = requiredPattern.exec(text)?.[1];
  if (!label) return null;
  const field = Object.entries(signupFieldLabels).find(([, value]) => value === label)?.[0];
  return field ?? null;
}
