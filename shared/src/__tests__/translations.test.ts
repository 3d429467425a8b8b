import { join } from 'node:path';
import { missingTranslationKeys } from '../testing';

it('common has the same keys in English, French and Arabic', () => {
  expect(missingTranslationKeys(join(__dirname, '..', '..', 'locales'), 'common')).toEqual([]);
});
