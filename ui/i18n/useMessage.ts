/** Translates a validation or server text for display: catalogue texts through their keys, anything else as the server wrote it. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addText } from './add-text.ts';
import { signInText } from './sign-in-text.ts';
import { requiredField, validationKey } from './validation.ts';

// The validation namespace comes with the forms that show it (every one reads it through this hook).
addText(signInText);

export function useMessage(): (text: string | null | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (text) => {
      if (!text) return undefined;
      const key = validationKey(text);
      if (key) return t(key);
      const field = requiredField(text);
      if (field) return t('required', { label: t(`fields.${field}`), defaultValue: text });
      return text;
    },
    [t],
  );
}
