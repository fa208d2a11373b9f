/**
 * The sign-in and sign-up forms' validation messages in English (generated from the domain's), bundled with those forms through
 * useMessage.ts; their French comes with the French start text (fr-start-text.ts), so an English reader of the sign-in page
 * downloads no French (issue 30).
 */
import { englishValidation } from './validation.ts';

export const signInText = {
  en: { validation: englishValidation },
};
