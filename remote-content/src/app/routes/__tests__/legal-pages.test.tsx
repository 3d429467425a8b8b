import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { LegalContent, LegalType } from '@cargora/shared/contracts';
import { apiError, queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as policiesRules from '../policies-rules-page';
import * as legalNotice from '../legal-notice-page';
import * as serviceListingPolicy from '../service-listing-policy-page';
import * as privacyPolicy from '../privacy-policy-page';
import * as termsOfUse from '../terms-of-use-page';

const LOCALES = join(__dirname, '../../../../public/locales');

const cases: [string, typeof privacyPolicy, LegalType, string][] = [
  ['/policies-rules-page', policiesRules, 'policies-rules', 'Policies and Rules'],
  ['/legal-notice-page', legalNotice, 'legal-notice', 'Legal Notice'],
  ['/service-listing-policy-page', serviceListingPolicy, 'service-listing-policy', 'Service Listing Policy'],
  ['/privacy-policy-page', privacyPolicy, 'privacy-policy', 'Privacy Policy'],
  ['/terms-of-use-page', termsOfUse, 'terms-of-use', 'Terms of Use'],
];

const documentOf = (type: LegalType, title: string): LegalContent => ({
  id: 7,
  type,
  title: `${title} (from API)`,
  sections: [
    { heading: 'Who we are', body: `About ${type}.` },
    { heading: 'Your rights & choices', body: 'You may object.' },
  ],
  updatedAt: '2024-11-01T00:00:00.000Z',
});

beforeEach(() => setupTestI18n(LOCALES, ['content'], 'en'));

describe('legal pages', () => {
  it.each(cases)(
    '%s reads its document; its head says what it covers and when it last changed',
    async (path, module, type, title) => {
      const { get } = stubLoaderApi(() => documentOf(type, title));
      const { status, meta } = await queryRouteModule(module, { pattern: path, url: path, ns: 'content' });
      expect(status).toBe(200);
      expect(pathsOf(get)).toEqual([`/misc/legalcontent/${type}`]);
      expect(meta?.title).toBe(`${title} (from API)`);
      expect(meta?.description).toMatch(/^[A-Z].{60,}\. Last updated November 1, 2024\.$/);
      expect(meta!.description!.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(cases)(
    '%s renders its sections with a table of contents of anchors',
    async (path, module, type, title) => {
      stubLoaderApi(() => documentOf(type, title));
      renderRouteModule(module, { pattern: path, url: path });
      expect(
        await screen.findByRole('heading', { level: 1, name: `${title} (from API)` }),
      ).toBeInTheDocument();
      expect(screen.getByText('Last updated November 1, 2024')).toBeInTheDocument();
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Who we are', '#1-who-we-are'],
        ['Your rights & choices', '#2-your-rights-choices'],
      ]);
      for (const link of links)
        expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(
          link.textContent!,
        );
      expect(screen.getByText(`About ${type}.`)).toBeInTheDocument();
    },
  );

  it('speaks the page’s language in the head, though the document is in English', async () => {
    const doc: LegalContent = {
      id: 1,
      type: 'privacy-policy',
      title: 'Privacy Policy',
      sections: [{ heading: 'Who we are', body: 'Us.' }],
      updatedAt: '2024-11-01T00:00:00.000Z',
    };
    stubLoaderApi(() => doc);
    const { meta } = await queryRouteModule(privacyPolicy, {
      pattern: '/privacy-policy-page',
      url: '/privacy-policy-page?lang=fr',
      ns: 'content',
    });
    expect(meta).toEqual({
      title: 'Politique de confidentialité',
      description:
        'Comment Cargora collecte, utilise, partage et protège les données personnelles, et vos droits sur les vôtres. Dernière mise à jour : 1 novembre 2024.',
    });
  });

  it('a document the API does not have is a 404, the API down a 503 (its head the page’s own)', async () => {
    stubLoaderApi(() => {
      throw apiError(404);
    });
    expect(
      (
        await queryRouteModule(termsOfUse, {
          pattern: '/terms-of-use-page',
          url: '/terms-of-use-page',
          ns: 'content',
        })
      ).status,
    ).toBe(404);
    stubLoaderApi(() => {
      throw apiError(503);
    });
    const down = await queryRouteModule(termsOfUse, {
      pattern: '/terms-of-use-page',
      url: '/terms-of-use-page',
      ns: 'content',
    });
    expect(down.status).toBe(503);
    expect(down.meta?.title).toBe('Terms of Use');
  });

  it('shows a section\'s pipe table as a table, each row headed by its name in code', async () => {
    const table = ['| Name | Kind | Set |', '| --- | --- | --- |', '| `cargora_session` | Cookie | Only when you sign in |', '| `userData` | Local storage | Every visit |'].join('\n');
    stubLoaderApi(() => ({ ...documentOf('privacy-policy', 'Privacy Policy'), sections: [{ heading: 'Cookies and local storage', body: `Before.\n\n${table}\n\nAfter.` }] }));
    renderRouteModule(privacyPolicy, { pattern: '/privacy-policy-page', url: '/privacy-policy-page' });
    const grid = await screen.findByRole('table');
    expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Kind', 'Set']);
    const names = within(grid).getAllByRole('rowheader');
    expect(names.map((c) => c.querySelector('code')?.textContent)).toEqual(['cargora_session', 'userData']);
    expect(within(grid).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Cookie', 'Only when you sign in', 'Local storage', 'Every visit']);
    // A table wider than a phone scrolls in a box keyboard users can reach.
    expect(grid.parentElement).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
  });
});
