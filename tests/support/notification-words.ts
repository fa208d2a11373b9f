/** The customer's notifications as an English reader's interface words them (ui/shell/notification-text.ts), for tests that read them as a person does. */
import i18next from 'i18next';
import type { Notification } from '../../domain/records/notifications.ts';
import shell from '../../ui/i18n/en/shell.json' with { type: 'json' };
import { noticesText } from '../../ui/i18n/notices-text.ts';
import { wordNotification } from '../../ui/shell/notification-text.ts';

const en = { ...shell, notifications: { ...shell.notifications, ...noticesText.en.shell.notifications } };
const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { shell: en } }, lng: 'en', ns: ['shell'], defaultNS: 'shell', interpolation: { escapeValue: false } });

export const inEnglish = (notifications: readonly Notification[]) => notifications.map((n) => wordNotification(n, 'en', i18n.getFixedT('en', 'shell')));
