// Lint: TypeScript rules, React hooks, and the dependency direction of STYLE.md:
// apps -> packages; admin -> api-client, ui, core; api-client -> core, hono/client (and the
// server's route types, type-only); ui -> nothing of ours; core -> zod only;
// browser code never imports server code; web features do not import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverOnly = ['@app/server', '@app/server/*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'nodemailer', 'node:*'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message, allowTypeImports: true }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/release/**', 'data/**', 'test-results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}', 'packages/admin/src/**/*.{ts,tsx}', 'apps/console/src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['packages/core/src/**'], rules: restrict(['react', 'react-*', '@app/*', ...serverOnly], 'packages/core depends on zod only.') },
  { files: ['packages/ui/src/**'], rules: restrict(['@app/*', ...serverOnly], 'packages/ui depends on nothing of ours.') },
  {
    files: ['packages/admin/src/**'],
    rules: restrict(['@app/web', '@app/web/*', '@app/console', '@app/console/*', ...serverOnly], 'packages/admin may use @app/api-client, @app/ui and @app/core only.'),
  },
  {
    // The one API client: hono/client at run time, the server's routes as types only (its tests
    // run the client against the real app).
    files: ['packages/api-client/src/**'],
    ignores: ['packages/api-client/src/**/*.test.ts'],
    rules: restrict(
      ['react', 'react-*', '@app/web', '@app/web/*', '@app/admin', '@app/console', '@app/ui', ...serverOnly.filter((p) => p !== 'hono'), '!hono/client'],
      'packages/api-client uses @app/core and hono/client; the server only as types.',
    ),
  },
  { files: ['apps/web/src/**'], rules: restrict(serverOnly, 'Browser code never imports server code.') },
  ...features.map((name) => ({
    files: [`apps/web/src/features/${name}/**`],
    rules: restrict(
      [...serverOnly, ...features.filter((f) => f !== name).map((f) => `@/features/${f}/*`)],
      'Features do not import each other: they meet in src/app.',
    ),
  })),
);
