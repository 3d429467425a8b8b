import { join } from 'node:path';
import { routesOf } from '@cargora/shared/contracts';
import { missingTranslationKeys, unresolvedTranslationKeys } from '@cargora/shared/testing';
import routes from '../routes';

const LOCALES = join(__dirname, '../../../public/locales');

/** The pages whose text is all the remote's own: no loader. */
const WITHOUT_DATA = ['securedPayments', 'customersType', 'digitalWallet', 'howItWorks'];

describe('content routes', () => {
  it('has the same translation keys in en, fr and ar', () => {
    expect(missingTranslationKeys(LOCALES, 'content')).toEqual([]);
  });

  it('names a text, not a group of texts or nothing, with every literal key its source passes to t', () => {
    expect(unresolvedTranslationKeys(join(__dirname, '../..'), LOCALES, 'content')).toEqual([]);
  });

  it('gives a route module for each route id the table gives content, and for no other', async () => {
    expect(Object.keys(routes).sort()).toEqual(
      routesOf('content')
        .map((route) => route.id)
        .sort(),
    );
    for (const [id, load] of Object.entries(routes)) {
      const module = await load();
      expect([id, module]).toEqual([
        id,
        expect.objectContaining({
          ...(WITHOUT_DATA.includes(id) ? {} : { loader: expect.any(Function) }),
          Component: expect.any(Function),
          ErrorBoundary: expect.any(Function),
          handle: { meta: expect.any(Function) },
        }),
      ]);
    }
  });
});
