// Lint rules, chiefly the import direction of DESIGN.md, so the layer picture of docs/architecture.md
// is enforced rather than hoped for: each folder says which of our folders it may import (an allow-list)
// and which npm packages; adapters say which sibling adapters they must never reach.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SPECS = ['**/*.spec.ts', '**/*.spec.tsx'];

/** The repository-relative path a relative import names, or null for a package import. */
function targetOf(context, specifier) {
  if (typeof specifier !== 'string' || !specifier.startsWith('.')) return null;
  return path.relative(ROOT, path.resolve(path.dirname(context.filename), specifier)).split(path.sep).join('/');
}

const inFolder = (target, folders) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const isTypeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** Calls `check(node, specifier)` for every import, re-export and dynamic import of a file. */
const everyImport = (check) => {
  const visit = (node) => node.source && check(node, node.source.value);
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
};

const layers = {
  rules: {
    /** Options { folders, typeOnly?, packages?, why }: our imports must land in `folders` (or, as types only, in `typeOnly`); packages, when listed, must be among `packages`. */
    only: {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const { folders, typeOnly = [], packages, why } = context.options[0];
        return everyImport((node, specifier) => {
          const target = targetOf(context, specifier);
          if (target === null) {
            if (packages && !packages.includes(packageOf(specifier))) context.report({ node, message: `'${specifier}' is not among the packages this folder may use: ${why}` });
            return;
          }
          if (inFolder(target, folders)) return;
          if (inFolder(target, typeOnly) && isTypeOnly(node)) return;
          context.report({ node, message: `'${target}' is outside what this folder may import: ${why}` });
        });
      },
    },
    /** Options { folders, why }: our imports must never land in `folders`. */
    never: {
      meta: { type: 'problem', schema: [{ type: 'object' }] },
      create(context) {
        const { folders, why } = context.options[0];
        return everyImport((node, specifier) => {
          const target = targetOf(context, specifier);
          if (target !== null && inFolder(target, folders)) context.report({ node, message: `'${target}' may not be imported here: ${why}` });
        });
      },
    },
  },
};
/** The same check registered twice, so "never the tests" and a folder's own "never" apply together. */
layers.rules['no-test-support'] = layers.rules.never;

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (name, message) => ({ group: [`**/${name}/*`, `**/${name}`], message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**', '.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  { plugins: { layers } },
  {
    files: ['{domain,machines,adapters,ui}/**/*.{ts,tsx}'],
    ignores: SPECS,
    rules: { 'layers/no-test-support': ['error', { folders: ['tests'], why: 'test-only modules live in tests/ and production code never imports them.' }] },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: SPECS,
    rules: {
      'layers/only': ['error', {
        folders: ['domain'],
        packages: ['zod', 'date-fns', '@noble/hashes', '@scure/base'],
        why: 'domain/ is pure: it imports nothing of ours outside domain/, and only pure libraries.',
      }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: SPECS,
    rules: {
      'layers/only': ['error', {
        folders: ['domain', 'machines'],
        typeOnly: ['adapters/contract'],
        packages: ['xstate'],
        why: 'machines/ import the domain, and the API contract for its types only; actors doing I/O are provided by ui/.',
      }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    ignores: SPECS,
    rules: {
      'layers/only': ['error', {
        // adapters/pdf: the statement PDF drawer (pure pdf-lib, no I/O) is shared by the browser download and the server's e-mail.
        folders: ['ui', 'domain', 'machines', 'adapters/client', 'adapters/contract', 'adapters/pdf'],
        why: 'ui/ renders: it imports the domain, the machines, the browser client and the API contract, and reaches the server only through adapters/client.',
      }],
    },
  },
  {
    files: ['adapters/client/**/*.ts'],
    ignores: SPECS,
    rules: {
      'layers/only': ['error', {
        folders: ['adapters/client', 'domain', 'machines', 'adapters/contract'],
        why: 'the browser client imports the domain, the machines and the API contract only: nothing of the server.',
      }],
    },
  },
  {
    files: ['adapters/bank/**/*.ts'],
    ignores: SPECS,
    rules: { 'layers/never': ['error', { folders: ['adapters/http'], why: 'use cases record domain outcomes; only the routes speak HTTP.' }] },
  },
  {
    files: ['adapters/{engine,store}/**/*.ts'],
    ignores: SPECS,
    rules: { 'layers/never': ['error', { folders: ['adapters/bank', 'adapters/http'], why: 'the engine and the store sit below the use cases and the routes.' }] },
  },
  {
    files: ['adapters/**/*.ts'],
    // The browser client may import the machines (its own allow-list above governs it).
    ignores: ['adapters/client/**'],
    rules: restrict([layer('ui', 'adapters/ must not import the view.'), layer('machines', 'adapters/ import the domain only.')]),
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/adapters/store/*', '**/adapters/http/*', '**/adapters/mail/*', 'pg', 'hono', '@electric-sql/*'], message: 'ui/ reaches the server only through adapters/client.' },
    ]),
  },
  {
    // The browser takes only types from the API contract, so zod stays out of the home page's bundle.
    files: ['ui/**/*.{ts,tsx}', 'machines/**/*.ts', 'adapters/client/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/adapters/contract/*', '**/contract/*'], allowTypeImports: true, message: 'The browser imports the API contract with `import type` only.' }] }],
    },
  },
);
