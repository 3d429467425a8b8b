import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingTranslationKeys, unresolvedTranslationKeys } from '../testing';

const LOCALES = join(__dirname, '..', '..', 'locales');

it('common has the same keys in English, French and Arabic', () => {
  expect(missingTranslationKeys(LOCALES, 'common')).toEqual([]);
});

it('every literal key the shared code passes to t names a text', () => {
  expect(unresolvedTranslationKeys(join(__dirname, '..'), LOCALES, 'common')).toEqual([]);
});

it('finds a key that names a group of texts, one that names nothing, and one of a namespace not loaded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cargora-keys-'));
  mkdirSync(join(dir, 'locales', 'en'), { recursive: true });
  mkdirSync(join(dir, 'src', '__tests__'), { recursive: true });
  writeFileSync(
    join(dir, 'locales', 'en', 'demo.json'),
    JSON.stringify({ contact: { button: 'Contact' }, item_one: 'one item', item_other: '{{count}} items' }),
  );
  writeFileSync(
    join(dir, 'src', 'page.tsx'),
    [
      "// t('in.a.comment') is not a call",
      "const a = t('contact.button');",
      "const b = t('contact');",
      "const c = t('item', { count: 2 });",
      "const d = t('nothing.here');",
      "const e = t('common:footer.nothing');",
      "const f = t('other:contact.button');",
      'const g = t(`built.${kind}`);',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'src', '__tests__', 'page.test.tsx'), "t('only.in.a.test');");
  expect(unresolvedTranslationKeys(join(dir, 'src'), join(dir, 'locales'), 'demo')).toEqual([
    'page.tsx: contact',
    'page.tsx: nothing.here',
    'page.tsx: common:footer.nothing',
    'page.tsx: other:contact.button',
  ]);
});
