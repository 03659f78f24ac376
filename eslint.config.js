import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const server = 'apps/server/src';
const web = 'apps/web/src';
const webFeatures = readdirSync(join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No import cycles in `files`, and no import that crosses one of the `zones`. */
const boundaries = (files, zones) => ({
  files,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver()],
  },
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
  },
});

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
  boundaries(
    ['packages/domain/**/*.ts', 'apps/server/**/*.ts', 'e2e/**/*.ts'],
    [
      { target: 'packages/domain', from: 'apps', message: 'packages/domain does not import the apps.' },
      {
        target: `${server}/engine`,
        from: [`${server}/modules`],
        message: 'The engine never imports a module: the module declares, the engine runs it.',
      },
      {
        target: `${server}/lib`,
        from: [`${server}/engine`, `${server}/modules`],
        message: 'lib holds helpers below the engine and the modules.',
      },
    ],
  ),
  boundaries(['apps/web/**/*.{ts,tsx}'], [
    {
      target: `${web}/engine`,
      from: [`${web}/app`, `${web}/features`],
      message: 'The web engine never imports the app shell or a feature.',
    },
    ...webFeatures.map((name) => ({
      target: `${web}/features/${name}`,
      from: `${web}/features`,
      except: [`./${name}`],
      message: 'A feature does not import another feature.',
    })),
    {
      target: `${web}/ui`,
      from: [`${web}/engine`, `${web}/app`, `${web}/features`],
      message: 'ui holds plain components below the engine, the app and the features.',
    },
  ]),
);
