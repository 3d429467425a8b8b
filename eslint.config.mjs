// One lint config for the workspace, with the federation boundaries of the house style.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import houseRules, { featureFolders } from './scripts/lint/house-rules.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));

// Only libraries' public, documented APIs: no UNSAFE_* names, no files deep inside a third-party package (its lib/,
// dist/, src/, store/ … are not its API; a package's own exports subpaths such as react-dom/server are). Our own
// workspace packages (@cargora/*) and relative paths are not concerned.
const PRIVATE_PATH = '^(?!@cargora/)(@[^/]+/)?[^./][^/]*/(.+/)?(lib|dist|src|store|esm|cjs|build|internals?)(/|$)|^react-dom/server\\.node$';
const PRIVATE_PATH_MESSAGE = "A package's private files are not its API: use its documented exports and options.";
const privateApis = {
  paths: [{ name: 'styled-components', importNames: ['__PRIVATE__', 'StyleSheetContext', 'StyleSheetConsumer'], message: "styled-components' internals are not its documented API." }],
  patterns: [
    { regex: PRIVATE_PATH, message: PRIVATE_PATH_MESSAGE },
  ],
};
const privateRequire = {
  selector: `CallExpression[callee.name='require'] > Literal.arguments[value=/${PRIVATE_PATH.replaceAll('/', '\\/')}/]`,
  message: PRIVATE_PATH_MESSAGE,
};
const unsafeNames = { selector: 'ImportSpecifier[imported.name=/^UNSAFE_/]', message: "A library's UNSAFE_* names are not its public API." };
const privateSyntax = [privateRequire, unsafeNames];

const remoteBoundary = {
  paths: [...privateApis.paths],
  patterns: [
    { group: ['**/host/**', '@cargora/host', '@cargora/host/*'], message: 'A remote never imports the host.' },
    { group: ['**/remote-*/**', '@cargora/remote-*'], message: 'A remote never imports another remote.' },
    { group: ['**/shared/src/**'], message: "Import @cargora/shared's entries (/contracts, /runtime, /ui, …), not its files." },
    ...privateApis.patterns,
  ],
};

const hostBoundary = {
  paths: [...privateApis.paths],
  patterns: [{ group: ['**/remote-*/**', '@cargora/remote-*'], message: 'The host loads remotes through federation only.' }, ...privateApis.patterns],
};

const sharedBoundary = {
  paths: [...privateApis.paths],
  patterns: [
    { group: ['**/host/src/**', '**/remote-*/src/**', '**/api/src/**', '@cargora/host', '@cargora/remote-*', '@cargora/api'], message: 'shared imports nothing from any app.' },
    ...privateApis.patterns,
  ],
};

// Browser code takes the router from @cargora/shared/router, the federation singleton that carries only the parts of
// React Router the site calls (shared/src/router), and react-i18next from @cargora/shared/translation; imported as a
// package, a second copy with its own contexts would load.
const ROUTER_FACADE_MESSAGE = "Import the router from '@cargora/shared/router' (the shared singleton) in browser code.";
const TRANSLATION_FACADE_MESSAGE = "Import react-i18next from '@cargora/shared/translation' (the shared singleton) in browser code.";
const withFacades = (boundary) => ({
  ...boundary,
  paths: [
    ...boundary.paths,
    { name: 'react-router', message: ROUTER_FACADE_MESSAGE },
    { name: 'react-router-dom', message: ROUTER_FACADE_MESSAGE },
    { name: 'react-i18next', message: TRANSLATION_FACADE_MESSAGE },
  ],
});
const BROWSER_TESTS = ['**/__tests__/**'];

const themeStyles = [
  "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']",
  "TaggedTemplateExpression ArrowFunctionExpression MemberExpression[property.name='theme']",
].map((selector) => ({
  selector,
  message: 'Style with colors, skin, shape and typography from @cargora/shared/runtime (theme.ts), not a function of the theme.',
}));

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
    // Every file; the blocks below that set no-restricted-imports or no-restricted-syntax again repeat these.
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    rules: {
      'no-restricted-imports': ['error', privateApis],
      'no-restricted-syntax': ['error', ...privateSyntax],
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
        ...themeStyles,
        ...privateSyntax,
      ],
    },
  },
  {
    files: ['remote-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', remoteBoundary] },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', hostBoundary] },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', sharedBoundary] },
  },
  {
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: BROWSER_TESTS,
    rules: { 'no-restricted-imports': ['error', withFacades(remoteBoundary)] },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    ignores: BROWSER_TESTS,
    rules: { 'no-restricted-imports': ['error', withFacades(hostBoundary)] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: [...BROWSER_TESTS, 'shared/src/router/**', 'shared/src/translation/**', 'shared/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', withFacades(sharedBoundary)] },
  },
);
