import { join } from 'node:path';
import { missingTranslationKeys } from '@cargora/shared/testing';

describe('content translations', () => {
  it('has the same keys in en, fr and ar', () => {
    expect(missingTranslationKeys(join(__dirname, '../../public/locales'), 'content')).toEqual([]);
  });
});
