// The house rules in eslint.config.mjs (scripts/lint/house-rules.mjs), run by ESLint itself on small fixtures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const PLUGIN = join(__dirname, '..', '..', 'lint', 'house-rules.mjs');
const ESLINT = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
const TS_PARSER = require.resolve('@typescript-eslint/parser', { paths: [dirname(require.resolve('typescript-eslint'))] });

function lint(files: Record<string, string>): { file: string; rule: string; message: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  writeFileSync(
    join(dir, 'eslint.config.mjs'),
    `import parser from ${JSON.stringify(TS_PARSER)};
import houseRules, { featureFolders } from ${JSON.stringify(PLUGIN)};
export default [{
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parser },
  plugins: { cargora: houseRules },
  rules: {
    'cargora/no-cross-feature-imports': ['error', { folders: featureFolders(${JSON.stringify(dir)}) }],
    'cargora/kebab-case-filenames': 'error',
    'cargora/no-import-cycles': 'error',
  },
}];\n`,
  );
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '.'], { cwd: dir, encoding: 'utf8' });
  const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; message: string }[] }[];
  return results.flatMap((r) => r.messages.map((m) => ({ file: r.filePath.slice(dir.length + 1), rule: m.ruleId, message: m.message })));
}

describe('the house lint rules', () => {
  it('report a feature importing another feature, not one importing itself or the package’s components', () => {
    const problems = lint({
      'remote-x/src/features/compare/compare-table.ts': "import { card } from '../services/service-card';\nimport { own } from './own-part';\nimport { button } from '../../components/button';\nexport const table = [card, own, button];\n",
      'remote-x/src/features/compare/own-part.ts': 'export const own = 1;\n',
      'remote-x/src/features/services/service-card.ts': 'export const card = 1;\n',
      'remote-x/src/components/button.ts': 'export const button = 1;\n',
    });
    expect(problems).toEqual([
      { file: 'remote-x/src/features/compare/compare-table.ts', rule: 'cargora/no-cross-feature-imports', message: expect.stringContaining("Feature 'compare' imports feature 'services'") },
    ]);
  });

  it('report a file name that is not kebab-case', () => {
    const problems = lint({ 'shared/src/ServiceCard.tsx': 'export const a = 1;\n', 'shared/src/service-card.test.tsx': 'export const b = 1;\n' });
    expect(problems).toEqual([{ file: 'shared/src/ServiceCard.tsx', rule: 'cargora/kebab-case-filenames', message: expect.stringContaining("'ServiceCard.tsx'") }]);
  });

  it('report an import cycle, but not one made only of type imports', () => {
    const problems = lint({
      'host/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'host/src/b.ts': "import { c } from './c';\nexport const b = c;\n",
      'host/src/c.ts': "import { a } from './a';\nexport const c = () => a;\n",
      'host/src/d.ts': "import type { E } from './e';\nexport type D = E;\n",
      'host/src/e.ts': "import type { D } from './d';\nexport type E = D | 1;\n",
    });
    expect(problems.map((p) => `${p.file} ${p.rule}`).sort()).toEqual(['host/src/a.ts cargora/no-import-cycles', 'host/src/b.ts cargora/no-import-cycles', 'host/src/c.ts cargora/no-import-cycles']);
    expect(problems.find((p) => p.file === 'host/src/a.ts')!.message).toBe('Import cycle: host/src/a.ts -> host/src/b.ts -> host/src/c.ts -> host/src/a.ts');
  });
});
