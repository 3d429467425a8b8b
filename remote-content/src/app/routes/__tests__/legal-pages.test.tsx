import { join } from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { LegalContent, LegalType } from '@cargora/shared/contracts';
import { http } from '@cargora/shared/runtime';
import { renderRoute, setupTestI18n, ok } from '@cargora/shared/testing';
import PoliciesRulesPage from '../policies-rules-page';
import LegalNoticePage from '../legal-notice-page';
import ServiceListingPolicyPage from '../service-listing-policy-page';
import PrivacyPolicyPage from '../privacy-policy-page';
import TermsOfUsePage from '../terms-of-use-page';

const LOCALES = join(__dirname, '../../../../public/locales');

const cases: [string, ComponentType, LegalType, string][] = [
  ['/policies-rules-page', PoliciesRulesPage, 'policies-rules', 'Policies and Rules'],
  ['/legal-notice-page', LegalNoticePage, 'legal-notice', 'Legal Notice'],
  ['/service-listing-policy-page', ServiceListingPolicyPage, 'service-listing-policy', 'Service Listing Policy'],
  ['/privacy-policy-page', PrivacyPolicyPage, 'privacy-policy', 'Privacy Policy'],
  ['/terms-of-use-page', TermsOfUsePage, 'terms-of-use', 'Terms of Use'],
];

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('legal pages', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
  // The head outlives a test's page: each test starts from an empty one.
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it.each(cases)('%s fetches its document and renders sections with TOC anchors', async (path, Page, type, title) => {
    const doc: LegalContent = {
      id: 7,
      type,
      title: `${title} (from API)`,
      sections: [
        { heading: 'Who we are', body: `About ${type}.` },
        { heading: 'Your rights & choices', body: 'You may object.' },
      ],
      updatedAt: '2024-11-01T00:00:00.000Z',
    };
    const get = jest.spyOn(http, 'get').mockImplementation(() => ok(doc) as never);
    renderRoute(<Page />, { path, pattern: path });

    expect(await screen.findByRole('heading', { level: 1, name: `${title} (from API)` })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe(`/misc/legalcontent/${type}`);
    expect(screen.getByText('Last updated November 1, 2024')).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Who we are', '#1-who-we-are'],
      ['Your rights & choices', '#2-your-rights-choices'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights & choices' })).toBeInTheDocument();
    expect(screen.getByText(`About ${type}.`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} (from API) | Cargora`));
    // What the document covers, and when it last changed.
    expect(description()).toMatch(/^[A-Z].{60,}\. Last updated November 1, 2024\.$/);
    expect(description()!.length).toBeLessThanOrEqual(160);
  });

  it('speaks the page’s language in the head, though the document is in English', async () => {
    await setupTestI18n(LOCALES, ['content'], 'fr');
    const doc: LegalContent = { id: 1, type: 'privacy-policy', title: 'Privacy Policy', sections: [{ heading: 'Who we are', body: 'Us.' }], updatedAt: '2024-11-01T00:00:00.000Z' };
    jest.spyOn(http, 'get').mockImplementation(() => ok(doc) as never);
    const view = renderRoute(<PrivacyPolicyPage />, { path: '/privacy-policy-page', pattern: '/privacy-policy-page' });
    try {
      expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Politique de confidentialité | Cargora'));
      expect(description()).toBe(
        'Comment Cargora collecte, utilise, partage et protège les données personnelles, et vos droits sur les vôtres. Dernière mise à jour : 1 novembre 2024.',
      );
    } finally {
      view.unmount();
      await setupTestI18n(LOCALES, ['content'], 'en');
    }
  });
});
