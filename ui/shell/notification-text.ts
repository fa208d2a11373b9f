/**
 * A customer's notification in the language shown: the server sends a kind and its facts
 * (domain/records/notifications.ts), and the words are the `shell` catalogue's
 * (`notifications.kinds.<kind>`, `notifications.words.*`), with money, days and months written as
 * the reader writes them. A word the catalogue lacks (a new reason) falls back to the rules' own
 * English through the refusal catalogue, so nothing is lost.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { btcText, dayText, monthText, usdText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { englishOf, type Said } from '../../domain/errors.ts';
import type { Notification, NotificationValue } from '../../domain/records/notifications.ts';
import type { NotificationItem } from '../../adapters/contract/index.ts';
import { useRefusalText } from '../i18n/domain-text.ts';
import { supportedLanguage } from '../i18n/languages.ts';

type Translate = (text: string | Said) => string;

/** A reason as the rules wrote it in English: the text itself, or its key and parameters worded. */
const englishText: Translate = (text) => (typeof text === 'string' ? text : englishOf(text));

function valueText(value: NotificationValue, language: Language, t: TFunction, refusal: Translate): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('money' in value) return value.currency === 'BTC' ? btcText(language, toDecimalString(value.money, 'BTC')) : usdText(language, toDecimalString(value.money, 'USD'));
  if ('day' in value) return dayText(language, value.day);
  if ('month' in value) return monthText(language, value.month);
  if ('browser' in value) return deviceText(value, t);
  const fallback = value.fallback === undefined ? value.word : refusal(value.fallback);
  return t(`notifications.words.${value.word}`, { ns: 'shell', defaultValue: fallback });
}

/** "Chrome on Linux" | "Chrome sous Linux"; a browser the bank does not name, or no device info at all, in words. */
function deviceText({ browser, platform }: { browser: string | null; platform: string | null }, t: TFunction): string {
  if (!browser && !platform) return t('notifications.words.devices.unknown', { ns: 'shell' });
  const named = browser ?? t('notifications.words.devices.browser', { ns: 'shell' });
  return platform ? t('notifications.words.devices.on', { ns: 'shell', browser: named, platform }) : named;
}

/** One notification's title and message in `language`, with `t` reading the shell catalogue. */
export function wordNotification(n: Notification, language: Language, t: TFunction, refusal: Translate = englishText): NotificationItem {
  const values = Object.fromEntries(Object.entries(n.params).map(([name, value]) => [name, valueText(value, language, t, refusal)]));
  return {
    id: n.id, at: n.at, read: n.read,
    title: t(`notifications.kinds.${n.kind}.title`, { ns: 'shell', ...values }),
    message: t(`notifications.kinds.${n.kind}.text`, { ns: 'shell', ...values }),
  };
}

/** The same in a component, in the language shown now. */
export function useNotificationWords(): (n: Notification) => NotificationItem {
  const { t, i18n } = useTranslation('shell');
  const refusal = useRefusalText();
  const language = supportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((n: Notification) => wordNotification(n, language, t, (text) => refusal(text) ?? englishText(text)), [language, t, refusal]);
}
