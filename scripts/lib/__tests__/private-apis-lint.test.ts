// eslint.config.mjs keeps libraries to their public APIs: no UNSAFE_* names, no files deep inside a third-party
// package, imported or required, in any workspace package. Run by ESLint itself, with the real config, on small texts.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const ESLINT = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

function lint(file: string, text: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const PROBE = `import { UNSAFE_NavigationContext } from 'react-router-dom';
import ComponentStyle from 'styled-components/dist/models/ComponentStyle';
import { __PRIVATE__ } from 'styled-components';
import { renderToString } from 'react-dom/server';
import { money } from '@cargora/shared/runtime';
import * as notistack from 'notistack';
const LocalStore = require('@fastify/rate-limit/store/LocalStore');
export const all = [UNSAFE_NavigationContext, ComponentStyle, __PRIVATE__, renderToString, money, notistack, LocalStore];
`;

describe('the lint rule on libraries’ private APIs', () => {
  it.each([
    'api/src/plugins/probe.ts',
    'host/src/probe.tsx',
    'host/server/probe.ts',
    'remote-catalog/src/probe.tsx',
    'shared/src/ui/probe.tsx',
    'scripts/lib/probe.ts',
  ])(
    'reports UNSAFE_* names, deep imports and requires in %s, not exports subpaths, namespaces or @cargora/*',
    (file) => {
      const messages = lint(file, PROBE);
      expect(messages.filter((m) => m.includes('UNSAFE_* names are not its public API'))).toHaveLength(1);
      expect(messages.filter((m) => m.includes('private files are not its API'))).toHaveLength(2);
      expect(messages.filter((m) => m.includes("styled-components' internals"))).toHaveLength(1);
      // (Browser code's own rule on where the router comes from is tested below.)
      const others = messages.filter((m) => !m.includes('(the shared singleton) in browser code'));
      expect(others.join('\n')).not.toMatch(/react-dom\/server|@cargora/);
    },
  );
});

describe('the router of browser code', () => {
  const ROUTER_PROBE = `import { Link } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from '@cargora/shared/router';
import { initReactI18next } from '@cargora/shared/translation';
export const all = [Link, useNavigate, useTranslation, useLoaderData, initReactI18next];
`;
  const refused = (file: string) =>
    lint(file, ROUTER_PROBE).filter((m) => m.includes("'@cargora/shared/router'") || m.includes("'@cargora/shared/translation'"));

  it.each(['host/src/probe.tsx', 'remote-catalog/src/probe.tsx', 'shared/src/ui/probe.tsx'])(
    'comes from @cargora/shared/router in %s (react-i18next from /translation): the packages themselves are refused',
    (file) => {
      expect(refused(file)).toHaveLength(3);
    },
  );

  it.each(['host/server/probe.ts', 'remote-catalog/src/__tests__/probe.test.tsx', 'shared/src/router/probe.ts', 'shared/src/translation/probe.ts', 'shared/src/testing/probe.tsx'])(
    'may be react-router itself in server code, tests and the facade (%s)',
    (file) => {
      expect(refused(file)).toEqual([]);
    },
  );
});
