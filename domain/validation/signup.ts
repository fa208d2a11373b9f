/**
 * The sign-up rules (part 1 section 5) in the specified order, shared by the signup
 * machine in the browser and the server, which checks them again.
 */
import { PIN_SHAPE, isEmail } from './login.ts';
import { requiredMessage, signupFieldLabels, signupMessages } from './messages.ts';

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

/** Rules 2 to 5 of the specified order; rule 1 (membership) needs the bank's records. */
export function firstLocalSignupError(form: SignupForm): string | null {
  if (form.password !== form.confirmPassword) return signupMessages.passwordMismatch;
  if (form.pin !== form.confirmPin) return signupMessages.pinMismatch;
  if (!PIN_SHAPE.test(form.pin)) return signupMessages.pinLength;
  if (!form.agreeToTerms) return signupMessages.termsRequired;
  return missingFieldError(form);
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
