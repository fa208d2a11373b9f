// Lint rules, chiefly the import direction of DESIGN.md: domain imports nothing of ours;
// machines import domain; adapters import domain; ui imports machines, domain and the client adapter.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const layer = (name, message) => ({ group: [`**/${name}/*`, `**/${name}`], message });
const adapterLayers = [layer('ui', 'adapters/ must not import the view.'), layer('machines', 'adapters/ import the domain only.')];
const noHttp = layer('http', 'Use cases and the engine never import adapters/http: routes map outcomes to HTTP.');

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrict([
      layer('machines', 'domain/ is pure: it imports nothing of ours outside domain/.'),
      layer('adapters', 'domain/ is pure: it imports nothing of ours outside domain/.'),
      layer('ui', 'domain/ is pure: it imports nothing of ours outside domain/.'),
      { group: ['react', 'react-dom', 'pg', 'hono', '@electric-sql/*', 'idb-keyval', '@supabase/*', 'node:*'], message: 'domain/ does no I/O.' },
    ]),
  },
  {
    files: ['machines/**/*.ts'],
    rules: restrict([
      layer('adapters', 'machines/ do no I/O: actors are provided at the edge.'),
      layer('ui', 'machines/ must not import the view.'),
      { group: ['idb-keyval', '@supabase/*', 'pg', 'hono', 'node:*'], message: 'machines/ do no I/O.' },
    ]),
  },
  {
    files: ['adapters/**/*.ts'],
    rules: restrict(adapterLayers),
  },
  {
    // Use cases record domain outcomes and the routes render them.
    files: ['adapters/bank/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: restrict([...adapterLayers, noHttp]),
  },
  {
    // The engine sits beneath the use cases, and knows nothing of HTTP either.
    files: ['adapters/engine/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: restrict([...adapterLayers, noHttp, layer('bank', 'The command engine sits beneath the use cases: it never imports adapters/bank.')]),
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/adapters/store/*', '**/adapters/http/*', '**/adapters/engine/*', '**/adapters/mail/*', 'pg', 'hono', '@electric-sql/*'], message: 'ui/ reaches the server only through adapters/client.' },
    ]),
  },
);
