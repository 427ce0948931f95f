import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Lint enforces the architecture (STYLE.md): imports flow web → shared and api → shared, never
// between the apps, never from shared back into an app; `npm run lint` then refuses any cycle
// (tools/ciclos.mjs: type-only and dynamic imports included, which import/no-cycle skips).

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-artifacts/**',
      '.scratch/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Every relative import names its .ts/.tsx file, so Node's resolution is enough.
      'import/resolver': { node: { extensions: ['.js', '.mjs', '.ts', '.tsx'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/api',
              message: 'La web no importa la API: usa @tarjeto/shared.',
            },
            {
              target: './apps/api',
              from: './apps/web',
              message: 'La API no importa la web: usa @tarjeto/shared.',
            },
            {
              target: './packages/shared',
              from: './apps',
              message: 'shared no depende de las apps.',
            },
            {
              target: './tools',
              from: './apps',
              message: 'Las herramientas hablan con la API por HTTP, como un dispositivo.',
            },
            {
              // The database layer is the API's lowest floor: the demo data, the jobs and the
              // modules sit above it (issue 30). Its tests may use the test helpers.
              target: './apps/api/src/db',
              from: './apps/api/src',
              except: ['./db', './config', './test'],
              message:
                'db/ no depende más que de config/: lo que usa módulos va encima (demo/, jobs/).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A formatter made while a screen's modules load costs a slow phone's first paint (the
      // locale's data): make it on first use with lib/perezoso.ts (issue 29).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
          message:
            'Un Intl.… en el nivel del módulo se crea al cargar la pantalla: usa perezoso().',
        },
      ],
    },
  },
);
