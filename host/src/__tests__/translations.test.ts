import { join } from 'node:path';
import { missingTranslationKeys, unresolvedTranslationKeys } from '@cargora/shared/testing';

const LOCALES = join(__dirname, '../../public/locales');

it('host texts have the same keys in English, French and Arabic', () => {
  expect(missingTranslationKeys(LOCALES, 'host')).toEqual([]);
});

it('every literal key the host passes to t names a text', () => {
  expect(unresolvedTranslationKeys(join(__dirname, '..'), LOCALES, 'host')).toEqual([]);
});
