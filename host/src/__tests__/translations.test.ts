import { join } from 'node:path';
import { missingTranslationKeys } from '@cargora/shared/testing';

it('host texts have the same keys in English, French and Arabic', () => {
  expect(missingTranslationKeys(join(__dirname, '../../public/locales'), 'host')).toEqual([]);
});
