// Proves every literal key a component passes to t('...') exists in the English resources of the namespaces that file loads, so no text shows as a raw key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminText } from './admin-text.ts';
import { customerText } from './customer-text.ts';
import { startText } from './resources.ts';
import { signInText } from './sign-in-text.ts';
import { sitePagesText } from './site-pages-text.ts';

type Tree = { [key: string]: unknown };

/** Every group's English namespaces together, as the browser has them once every part of the app has loaded. */
const english: Record<string, Tree> = {};
for (const group of [startText, sitePagesText, customerText, adminText, signInText] as { en: Record<string, Tree> }[]) {
  for (const [namespace, text] of Object.entries(group.en)) english[namespace] = { ...english[namespace], ...text };
}
const uiDir = join(import.meta.dirname, '..');

/** True when `path` (dots between levels) leads to a string, or to an object or array read with returnObjects. */
function has(namespace: string, path: string): boolean {
  let node: unknown = english[namespace];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Tree)[part];
  }
  return node !== undefined;
}

/** Every .ts/.tsx source under ui/ except tests (bounded: the ui tree is a few hundred files). */
const sources = (readdirSync(uiDir, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(uiDir, file), 'utf8') }))
  .filter(({ text }) => /useTranslation\(|i18next\.t\(/.test(text));

/** The keys a file uses, each with the namespaces it may come from. */
function usedKeys(text: string): { key: string; namespaces: string[] }[] {
  const loaded = [...text.matchAll(/useTranslation\('(\w+)'\)/g)].map((m) => m[1] ?? '');
  const found: { key: string; namespaces: string[] }[] = [];
  for (const m of text.matchAll(/(?<![\w.])t\('([^'$]+)'/g)) found.push({ key: m[1] ?? '', namespaces: loaded });
  for (const m of text.matchAll(/i18next\.t\('([^']+)', \{ ns: '(\w+)'/g)) found.push({ key: m[1] ?? '', namespaces: [m[2] ?? ''] });
  // A key built from an item, t(`settings.fields.${key}`): at least the group it reads from must exist.
  for (const m of text.matchAll(/(?<![\w.])t\(`([\w.]+)\.\$\{/g)) found.push({ key: m[1] ?? '', namespaces: loaded });
  return found;
}

describe('interface text keys', () => {
  it('finds the converted components', () => {
    expect(sources.length).toBeGreaterThan(40);
  });
  for (const { file, text } of sources) {
    it(`${file}: every t('...') key exists in English`, () => {
      const missing = usedKeys(text)
        .filter(({ key, namespaces }) => !namespaces.some((namespace) => has(namespace, key)))
        .map(({ key, namespaces }) => `${namespaces.join('|')}:${key}`);
      expect(missing).toEqual([]);
    });
  }
});
