/**
 * Unit files share their worker's modules (vitest.config.ts, isolate: false), and i18next is one
 * object for them all: each file starts in English, as it would in a module graph of its own,
 * whatever language the file before it left.
 */
import i18next from 'i18next';
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (i18next.isInitialized) await i18next.changeLanguage('en');
});
