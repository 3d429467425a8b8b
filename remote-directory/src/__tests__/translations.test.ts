import { join } from 'node:path';
import { missingTranslationKeys } from '@cargora/shared/testing';

test('en, fr and ar directory files have the same keys', () => {
  expect(missingTranslationKeys(join(__dirname, '../../public/locales'), 'directory')).toEqual([]);
});
