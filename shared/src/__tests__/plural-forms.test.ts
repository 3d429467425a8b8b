// Every locale file of every package: plural key families with every form their language needs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { missingTranslationKeys, pluralFormProblems } from '../testing';

const ROOT = join(__dirname, '..', '..', '..');
const LANGUAGES = ['en', 'fr', 'ar'];

/** [package, locales folder, namespace] of every locale file in the repository. */
const localeSets: [pkg: string, dir: string, ns: string][] = [
  ['shared', join(ROOT, 'shared', 'locales'), 'common'],
  ...readdirSync(ROOT)
    .filter((dir) => existsSync(join(ROOT, dir, 'public', 'locales', 'en')))
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir, 'public', 'locales', 'en'))
        .filter((file) => file.endsWith('.json'))
        .map((file): [string, string, string] => [dir, join(ROOT, dir, 'public', 'locales'), file.replace(/\.json$/, '')]),
    ),
];

it('finds the locale files of the shared package, the host and the four remotes', () => {
  expect(localeSets.map(([pkg]) => pkg).sort()).toEqual(
    expect.arrayContaining(['shared', 'host', 'remote-catalog', 'remote-directory', 'remote-content', 'remote-careers']),
  );
});

it('the languages need the forms i18next picks from (Arabic six, French three, English two)', () => {
  const forms = (lng: string) => [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
  expect(forms('en')).toEqual(['one', 'other']);
  expect(forms('fr')).toEqual(['many', 'one', 'other']);
  expect(forms('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
});

describe.each(localeSets)('%s (%s, %s)', (_pkg, dir, ns) => {
  it('has every plural form its language needs, and formats every count', () => {
    expect(pluralFormProblems(dir, ns, LANGUAGES)).toEqual([]);
  });

  it('has the same keys (plural families counted once) in every language', () => {
    expect(missingTranslationKeys(dir, ns)).toEqual([]);
  });
});

describe('what a visitor reads', () => {
  const read = async (lng: string, count: number) => {
    const instance = i18next.createInstance();
    const { readFileSync } = await import('node:fs');
    const bundle = JSON.parse(readFileSync(join(ROOT, 'shared', 'locales', lng, 'common.json'), 'utf8'));
    await instance.init({ lng, resources: { [lng]: { common: bundle } }, ns: ['common'], defaultNS: 'common' });
    return instance.t('serviceCard.transit', { count });
  };

  it.each([
    ['en', 1, '1 day in transit'],
    ['en', 1200, '1,200 days in transit'],
    ['fr', 1, '1 jour de transit'],
    ['fr', 3, '3 jours de transit'],
    ['ar', 1, 'مدة العبور: يوم واحد'],
    ['ar', 2, 'مدة العبور: يومان'],
    ['ar', 5, 'مدة العبور: 5 أيام'],
    ['ar', 14, 'مدة العبور: 14 يومًا'],
  ])('%s, %d days: %s', async (lng, count, expected) => {
    expect(await read(lng, count)).toBe(expected);
  });
});
