// One lint config for the workspace, with the federation boundaries of the house style.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import houseRules, { featureFolders } from './scripts/lint/house-rules.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));

// react-i18next's own hook copies the i18next instance for every component it mounts; ours does not.
const translationHook = {
  name: 'react-i18next',
  importNames: ['useTranslation'],
  message: 'Use useTranslation from @cargora/shared/runtime (shared/src/i18n/use-translation.ts).',
};

const routerLink = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: 'Use Link and NavLink from @cargora/shared/ui (shared/src/ui/link.tsx): the same links, without resolving a path from the root on every render.',
};

const remoteBoundary = {
  paths: [translationHook, routerLink],
  patterns: [
    { group: ['**/host/**', '@cargora/host', '@cargora/host/*'], message: 'A remote never imports the host.' },
    { group: ['**/remote-*/**', '@cargora/remote-*'], message: 'A remote never imports another remote.' },
    { group: ['**/shared/src/**'], message: "Import @cargora/shared's entries (/contracts, /runtime, /ui, …), not its files." },
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'deploy/**', '**/coverage/**', '**/.cache/**', '**/@mf-types/**', 'e2e/test-results/**', 'api/data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The house rules: features never import each other (the folders are read now, not listed), kebab-case file
    // names (App.tsx included: the host's is app.tsx), no import cycles.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { cargora: houseRules },
    rules: {
      'cargora/no-cross-feature-imports': ['error', { folders: featureFolders(ROOT) }],
      'cargora/kebab-case-filenames': 'error',
      'cargora/no-import-cycles': 'error',
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Styles name the theme's custom properties (colors, skin) and its fixed sizes (shape, typography): a function of
    // the theme inside a styled template gives the component another class and rule in each theme.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']",
          "TaggedTemplateExpression ArrowFunctionExpression MemberExpression[property.name='theme']",
        ].map((selector) => ({
          selector,
          message: 'Style with colors, skin, shape and typography from @cargora/shared/runtime (theme.ts), not a function of the theme.',
        })),
      ],
    },
  },
  {
    files: ['remote-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', remoteBoundary] },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [translationHook, routerLink],
          patterns: [{ group: ['**/remote-*/**', '@cargora/remote-*'], message: 'The host loads remotes through federation only.' }],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [translationHook, routerLink],
          patterns: [
            { group: ['**/host/src/**', '**/remote-*/src/**', '**/api/src/**', '@cargora/host', '@cargora/remote-*', '@cargora/api'], message: 'shared imports nothing from any app.' },
          ],
        },
      ],
    },
  },
);
