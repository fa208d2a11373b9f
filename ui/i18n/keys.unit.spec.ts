// Proves every literal key a component passes to t('...') exists in the English resources of the namespaces that file loads, so no text shows as a raw key,
// and that every other language (French) has the same keys, arrays and {{placeholders}} as English with no value left in English but the allow-listed ones.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminText } from './admin-text.ts';
import { customerText } from './customer-text.ts';
import { fieldText } from './field-text.ts';
import { noticesText } from './notices-text.ts';
import { frStartText } from './fr-start-text.ts';
import { languageCodes } from './languages.ts';
import { startText } from './resources.ts';
import { sameAsEnglish } from './same-as-english.ts';
import { signInText } from './sign-in-text.ts';
import { sitePagesText } from './site-pages-text.ts';

type Tree = { [key: string]: unknown };

/** Every group of text, each language's start text included; a new group or a new language's start chunk is added here. */
const groups = [startText, frStartText, sitePagesText, customerText, adminText, signInText, fieldText, noticesText] as Record<string, Record<string, Tree>>[];

/** `b`'s keys added into `a`'s at every level, as i18next's addResourceBundle(..., deep) does. */
function deepMerge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const here = out[key];
    out[key] = here && value && typeof here === 'object' && typeof value === 'object' && !Array.isArray(value) ? deepMerge(here as Tree, value as Tree) : value;
  }
  return out;
}

/** One language's namespaces together, as the browser has them once every part of the app has loaded. */
function textOf(language: string): Record<string, Tree> {
  const merged: Record<string, Tree> = {};
  for (const group of groups) {
    for (const [namespace, text] of Object.entries(group[language] ?? {})) merged[namespace] = deepMerge(merged[namespace] ?? {}, text);
  }
  return merged;
}
const english = textOf('en');
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

/** Every string of a tree by its dotted path (array items by index). */
function leaves(node: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') found.set(path, node);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) found.set(p, v);
  }
  return found;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort();

describe.each(languageCodes.filter((code) => code !== 'en'))('the %s translation', (language) => {
  const translated = textOf(language);
  const allowed = new Set(sameAsEnglish[language] ?? []);
  for (const namespace of Object.keys(english)) {
    const englishLeaves = leaves(english[namespace]);
    const ownLeaves = leaves(translated[namespace]);
    it(`${namespace}: has every English key and no other`, () => {
      expect([...ownLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    });
    it(`${namespace}: keeps every {{placeholder}} of each English text`, () => {
      const differing = [...englishLeaves].filter(([path, text]) => ownLeaves.has(path) && placeholders(text).join() !== placeholders(ownLeaves.get(path) ?? '').join());
      expect(differing.map(([path]) => path)).toEqual([]);
    });
    it(`${namespace}: leaves nothing in English but the allow-listed names and codes`, () => {
      const untranslated = [...englishLeaves].filter(([path, text]) => ownLeaves.get(path) === text && /[A-Za-z]{2}/.test(text.replace(/\{\{[^}]*\}\}/g, '')) && !allowed.has(`${namespace}:${path}`));
      expect(untranslated.map(([path, text]) => `${namespace}:${path} = ${text}`)).toEqual([]);
    });
  }
  it('allow-lists only texts that really are the same as in English (the list stays small and true)', () => {
    const stale = [...allowed].filter((entry) => {
      const [namespace = '', path = ''] = entry.split(':');
      const text = leaves(english[namespace]).get(path);
      return text === undefined || leaves(translated[namespace]).get(path) !== text;
    });
    expect(stale).toEqual([]);
  });
});
