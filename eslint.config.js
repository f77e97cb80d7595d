// Lint: TypeScript rules, React hooks, and the dependency direction of STYLE.md:
// apps -> packages; admin -> api-client, ui, core; api-client -> core, hono/client (and the
// server's route types, type-only); ui -> nothing of ours; core -> zod only;
// browser code never imports server code; web features do not import each other.
// Type-aware rules (typescript-eslint's recommendedTypeChecked) on every TypeScript file, and no
// import cycles (import-x/no-cycle), so a module's dependencies stay a tree.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
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
  { ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/release/**', 'data/**', 'test-results/**', '**/*.d.ts', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty-pattern': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Six type-aware rules the console's main process and the browser tests (apps/console/src/main,
      // apps/*/e2e, test support) do not pass yet; everything else passes them all (the blocks
      // below). Each goes back on here once its count is zero: run
      // `pnpm exec eslint apps/console apps/web/e2e --rule '{"<rule>": "error"}'` to see them.
      '@typescript-eslint/no-base-to-string': 'off', // 12
      '@typescript-eslint/no-unnecessary-type-assertion': 'off', // 6
      '@typescript-eslint/no-unsafe-assignment': 'off', // 1
      '@typescript-eslint/require-await': 'off', // 16
      '@typescript-eslint/restrict-template-expressions': 'off', // 1
      '@typescript-eslint/unbound-method': 'off', // 2
    },
  },
  // The server (its tests and proofs too), the API client and core pass every type-aware rule: keep
  // them so. (scripts/ is plain JavaScript, outside any TypeScript project: no type-aware rules.)
  {
    files: ['packages/core/src/**/*.ts', 'apps/server/**/*.ts', 'packages/api-client/**/*.ts'],
    rules: tseslint.configs.recommendedTypeChecked.reduce((on, c) => ({ ...on, ...c.rules }), {}),
  },
  // but vitest types its asymmetric matchers (`expect.objectContaining(…)`, `expect.any(…)`) as
  // `any`, so in tests every such matcher inside an expected object would be an "unsafe assignment".
  { files: ['apps/server/**/*.test.ts', 'packages/api-client/**/*.test.ts'], rules: { '@typescript-eslint/no-unsafe-assignment': 'off' } },
  // The browser side (web app, admin views, UI kit, console renderer) passes the twelve type-aware
  // rules turned off above: they are on again there.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/admin/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}', 'apps/console/src/renderer/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      [
        'no-unnecessary-type-assertion',
        'require-await',
        'no-misused-promises',
        'no-floating-promises',
        'no-unsafe-assignment',
        'unbound-method',
        'no-unsafe-member-access',
        'no-unsafe-argument',
        'no-redundant-type-constituents',
        'no-base-to-string',
        'restrict-template-expressions',
        'await-thenable',
      ].map((rule) => [`@typescript-eslint/${rule}`, 'error']),
    ),
  },
  // Plain JavaScript (scripts, configuration) and the TypeScript tests of those scripts belong to
  // no TypeScript project.
  { files: ['**/*.{js,mjs,cjs}', 'scripts/**/*.ts'], ...tseslint.configs.disableTypeChecked },
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
    rules: restrict(
      ['@app/web', '@app/web/*', '@app/console', '@app/console/*', ...serverOnly],
      'packages/admin may use @app/api-client, @app/ui and @app/core only.',
    ),
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
