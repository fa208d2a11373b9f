/** The sign-in and sign-up forms' validation messages (generated from the domain's), bundled with those forms through useMessage.ts. */
import { englishValidation } from './validation.ts';

export const signInText = {
  en: { validation: englishValidation },
};
