/**
 * Every user-facing text of the sign-in and sign-up rules, word for word from the
 * specification, in one place so the browser and the server say the same thing.
 */
export const loginMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  pinRequired: 'Transaction PIN is required',
  pinLength: 'PIN must be exactly 4 digits',
  failed: 'Login failed',
  threw: 'An error occurred during login. Please try again.',
} as const;

export const signupMessages = {
  membershipInvalid: 'Invalid membership number. Please enter a valid membership number.',
  passwordMismatch: 'Passwords do not match',
  pinMismatch: 'PINs do not match',
  pinLength: 'PIN must be exactly 4 digits',
  termsRequired: 'Please agree to the terms and conditions',
  ssnLength: 'SSN must be the last 4 digits',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  phoneInvalid: 'Please enter a valid phone number (7 to 15 digits; spaces, +, - and parentheses allowed)',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  underAge: 'You must be at least 18 years old to open an account',
  failed: 'Registration failed',
  threw: 'An error occurred during registration',
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
