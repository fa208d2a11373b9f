/** The sign-in and sign-up forms' validation messages (English generated from the domain's, French translated), bundled with those forms through useMessage.ts. */
import frValidation from './fr/validation.json';
import { englishValidation } from './validation.ts';

export const signInText = {
  en: { validation: englishValidation },
  fr: { validation: frValidation },
};
