/**
 * The sign-up rules (part 1 section 5) in the specified order, shared by the signup
 * machine in the browser and the server, which checks them again.
 */
import { passwordLengthProblem } from '../credentials/password-policy.ts';
import { PIN_SHAPE, isEmail } from '../credentials/login-form.ts';
import { requiredMessage, signupFieldLabels, signupMessages } from './form-messages.ts';

export interface SignupForm {
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  ssn: string;
  password: string;
  confirmPassword: string;
  pin: string;
  confirmPin: string;
  agreeToTerms: boolean;
}

export const emptySignupForm: SignupForm = {
  membershipNumber: '', firstName: '', lastName: '', email: '', phone: '', dateOfBirth: '',
  address: '', city: '', state: '', zipCode: '', ssn: '', password: '', confirmPassword: '',
  pin: '', confirmPin: '', agreeToTerms: false,
};

/** The youngest age at which the bank opens an account in one's own name (docs/security.md, issue 13). */
export const MINIMUM_AGE_YEARS = 18;

/**
 * Rules 2 to 5 of the specified order, then the field rules and the password length of
 * DECISIONS 27 for System Settings' passwordComplexity; rule 1 (membership) needs the bank's
 * records. `today` (YYYY-MM-DD, the caller's clock) lets the date of birth be checked; without
 * it that check waits for the server.
 */
export function firstLocalSignupError(form: SignupForm, passwordComplexity: boolean, today?: string): string | null {
  if (form.password !== form.confirmPassword) return signupMessages.passwordMismatch;
  if (form.pin !== form.confirmPin) return signupMessages.pinMismatch;
  if (!PIN_SHAPE.test(form.pin)) return signupMessages.pinLength;
  if (!form.agreeToTerms) return signupMessages.termsRequired;
  return missingFieldError(form) ?? phoneError(form.phone) ?? (today ? dateOfBirthError(form.dateOfBirth, today) : null) ?? passwordLengthProblem(form.password, passwordComplexity);
}

/** A phone number: digits, spaces, +, - and parentheses only, with 7 to 15 digits (E.164 allows at most 15). */
export function phoneError(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').length;
  return /^[\d\s()+-]+$/.test(phone.trim()) && digits >= 7 && digits <= 15 ? null : signupMessages.phoneInvalid;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, not after today, at least MINIMUM_AGE_YEARS before it (ISO dates compare as strings). */
export function dateOfBirthError(dateOfBirth: string, today: string): string | null {
  const parts = ISO_DATE.exec(dateOfBirth);
  if (!parts) return signupMessages.dateOfBirthInvalid;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return signupMessages.dateOfBirthInvalid;
  if (dateOfBirth > today) return signupMessages.dateOfBirthFuture;
  const adulthood = `${String(Number(today.slice(0, 4)) - MINIMUM_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return dateOfBirth > adulthood ? signupMessages.underAge : null;
}

/** After the specified rules: every field is required, the email must look like one, ssn is 4 digits. */
function missingFieldError(form: SignupForm): string | null {
  for (const key of Object.keys(signupFieldLabels) as (keyof typeof signupFieldLabels)[]) {
    if (!String(form[key]).trim()) return requiredMessage(signupFieldLabels[key]);
  }
  if (!isEmail(form.email)) return signupMessages.emailInvalid;
  if (!/^\d{4}$/.test(form.ssn)) return signupMessages.ssnLength;
  return null;
}
