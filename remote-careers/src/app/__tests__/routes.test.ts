import { join } from 'node:path';
import { routesOf } from '@cargora/shared/contracts';
import { missingTranslationKeys, unresolvedTranslationKeys } from '@cargora/shared/testing';
import { LOCALES } from '../../testing/routes';
import routes from '../routes';

describe('careers routes', () => {
  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'careers')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'careers')).toEqual([]);
  });

  it('gives a route module for each route id the table gives careers, and for no other', async () => {
    expect(Object.keys(routes).sort()).toEqual(
      routesOf('careers')
        .map((route) => route.id)
        .sort(),
    );
    for (const load of Object.values(routes)) {
      const module = await load();
      expect(module).toEqual(
        expect.objectContaining({
          loader: expect.any(Function),
          Component: expect.any(Function),
          ErrorBoundary: expect.any(Function),
          handle: { meta: expect.any(Function) },
        }),
      );
    }
  });
});
