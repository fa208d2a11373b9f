/**
 * Every user-facing text of the sign-in and sign-up rules, word for word from the
 * specification, in one place so the browser and the server say the same thing.
 */
import { english } from '../errors.ts';
export const loginMessages = {
  emailRequired: english('signUp.emailRequired'),
  emailInvalid: english('signUp.emailInvalid'),
  passwordRequired: english('signUp.passwordRequired'),
  pinRequired: english('signUp.pinRequired'),
  pinLength: english('signUp.pinLength'),
  failed: english('signUp.failed'),
  threw: english('signUp.threw'),
} as const;

export const signupMessages = {
  membershipInvalid: english('signUp.membershipInvalid'),
  passwordMismatch: english('signUp.passwordMismatch'),
  pinMismatch: english('signUp.pinMismatch'),
  pinLength: english('signUp.pinLength'),
  termsRequired: english('signUp.termsRequired'),
  ssnLength: english('signUp.ssnLength'),
  emailInvalid: english('signUp.emailInvalid'),
  emailTaken: english('signUp.emailTaken'),
  phoneInvalid: english('signUp.phoneInvalid'),
  dateOfBirthInvalid: english('signUp.dateOfBirthInvalid'),
  dateOfBirthFuture: english('signUp.dateOfBirthFuture'),
  underAge: english('signUp.underAge'),
  failed: english('signUp.registrationFailed'),
  threw: english('signUp.registrationThrew'),
  success: 'Account created successfully!',
} as const;

/** Label of each signup field, used for "<label> is required" when a field is left empty. */
export const signupFieldLabels = {
  membershipNumber: 'Membership Number',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  dateOfBirth: 'Date of Birth',
  address: 'Street Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  ssn: 'SSN (last 4 digits)',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  pin: 'Transaction PIN',
  confirmPin: 'Confirm PIN',
} as const;

export const requiredMessage = (label: string): string => `${label} is required`;
