/**
 * The words of a customer's notifications (each kind's title and sentence, and the words they
 * name), in every language: about 4 kB of text only a signed-in person reads, so it loads with
 * the notifications (ui/shell/notifications-data.ts) instead of with every page's start text. It
 * adds to the `shell` namespace, under the keys notification-text.ts has always read.
 */
import en from './en/notices.json';
import fr from './fr/notices.json';

export const noticesText = {
  en: { shell: en },
  fr: { shell: fr },
};
