import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'data/',
    '.tmp/',
    '**/test-results/',
    '**/playwright-report/',
    'apps/server/src/db/migrations/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The domain runs in the browser and on the server: no app code, no Node built-ins, no React.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...nodeBuiltins.map((name) => ({ name, message: 'packages/domain must stay browser-safe.' })),
            { name: 'react', message: 'packages/domain has no React.' },
            { name: 'react-dom', message: 'packages/domain has no React.' },
          ],
          patterns: [
            { regex: '^node:', message: 'packages/domain must stay browser-safe.' },
            { regex: '^react(-dom)?/', message: 'packages/domain has no React.' },
            { regex: '^@app/(server|web)(/|$)|/apps/', message: 'packages/domain does not import the apps.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@app/server(/|$)|(^|/)server/src(/|$)',
              message: 'apps/web talks to the server over HTTP only; shared code lives in packages/domain.',
            },
          ],
        },
      ],
    },
  },
);
