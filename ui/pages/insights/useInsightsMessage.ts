/** Shows a rule message of categories or alerts (the domain's words, which the server also sends) through its translation key, so every language reads it in its own words. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alertFormMessages } from '../../../domain/alerts/form.ts';
import { insightsMessages } from '../../../domain/insights/decider.ts';

const keys = new Map<string, string>([...Object.entries(alertFormMessages), ...Object.entries(insightsMessages)].map(([key, text]) => [text, key]));

export function useInsightsMessage(): (text: string | null | undefined) => string | undefined {
  const { t } = useTranslation('insights');
  return useCallback((text) => {
    if (!text) return undefined;
    const key = keys.get(text);
    return key ? t(`errors.${key}`) : text;
  }, [t]);
}
