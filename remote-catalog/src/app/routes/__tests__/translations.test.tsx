import { join } from 'node:path';
import { missingTranslationKeys } from '@cargora/shared/testing';

it('en, fr and ar catalog files have the same keys', () => {
  expect(missingTranslationKeys(join(__dirname, '../../../../public/locales'), 'catalog')).toEqual([]);
});
