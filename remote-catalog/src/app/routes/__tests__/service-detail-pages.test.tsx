import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderRoute, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { priceBreakdown } from '../../../features/service-detail/components/price-breakdown';
import WithProtectionPage from '../with-protection-page';
import WithoutProtectionPage from '../without-protection-page';
import SimilarServicePage from '../similar-service-page';
import { makeService, notFound } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('priceBreakdown', () => {
  it('adds the protection fee percentage with protection', () => {
    expect(priceBreakdown(1000, '2.5%', true)).toEqual({
      base: 1000,
      feePercent: 2.5,
      fee: 25,
      total: 1025,
      protectionApplied: true,
    });
    expect(priceBreakdown(333.33, '3%', true)).toMatchObject({ fee: 10, total: 343.33 });
    expect(priceBreakdown(80, '100%', true)).toMatchObject({ fee: 80, total: 160 });
  });

  it('charges no fee without protection', () => {
    expect(priceBreakdown(1000, '2.5%', false)).toEqual({
      base: 1000,
      feePercent: 2.5,
      fee: 0,
      total: 1000,
      protectionApplied: false,
    });
  });

  it('treats an invalid fee as protection not offered', () => {
    for (const fee of ['', '2.5', 'abc%', '101%', '-1%', '150%']) {
      expect(priceBreakdown(500, fee, true)).toEqual({
        base: 500,
        feePercent: null,
        fee: 0,
        total: 500,
        protectionApplied: false,
      });
    }
  });
});

function stubDetail(
  service = makeService(42, { title: 'Reefer Shanghai to Le Havre', priceUsd: 1000, protectionFee: '2.5%' }),
) {
  return stubApi((url, params) => {
    if (url === `/misc/services/${service.id}`) return service;
    if (url.startsWith('/misc/services/')) notFound();
    if (url === '/misc/storefront/reviews/agent-0007')
      return page([
        {
          id: 1,
          agentId: 7,
          serviceId: null,
          customerName: 'Nadia K.',
          rating: 5,
          comment: 'On time and careful.',
          createdAt: '2024-05-01T00:00:00Z',
        },
      ]);
    if (url === '/misc/services') {
      expect(params).toMatchObject({ category: service.category });
      return page([service, makeService(43, { title: 'Sea freight Ningbo' })]);
    }
    throw new Error(`unexpected ${url}`);
  });
}

describe('service detail pages', () => {
  it('with protection: base, fee and total, agent, reviews, similar services', async () => {
    stubDetail();
    renderRoute(<WithProtectionPage />, {
      path: '/with-cargora-protection/42',
      pattern: '/with-cargora-protection/:id',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reefer Shanghai to Le Havre' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('base-price')).toHaveTextContent('$1,000');
    expect(screen.getByTestId('protection-fee')).toHaveTextContent('$25');
    expect(screen.getByText('Protection fee (2.5%)')).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,025');
    expect(screen.getByRole('link', { name: 'Without protection' })).toHaveAttribute(
      'href',
      '/without-cargora-protection/42',
    );
    expect(
      screen.getByRole('link', { name: 'View the storefront of Blue Anchor Logistics' }),
    ).toHaveAttribute('href', '/storefront/agent-0007');
    expect(await screen.findByText('On time and careful.')).toBeInTheDocument();
    const similar = await screen.findByRole('link', { name: 'Sea freight Ningbo' });
    expect(similar).toHaveAttribute('href', '/similar-services-details/43');
    // The service itself is not "similar" to itself.
    expect(
      within(screen.getByRole('region', { name: 'Similar services' })).queryByText(
        'Reefer Shanghai to Le Havre',
      ),
    ).toBeNull();
    expect(document.title).toBe('Reefer Shanghai to Le Havre | Cargora');
  });

  it('without protection: no fee, total equals the price, and a note on what protection covers', async () => {
    stubDetail();
    renderRoute(<WithoutProtectionPage />, {
      path: '/without-cargora-protection/42',
      pattern: '/without-cargora-protection/:id',
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('protection-fee')).toBeNull();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,000');
    expect(screen.getByText(/covers loss of and damage to your cargo/)).toBeInTheDocument();
  });

  it('a service without a valid fee shows "Protection not offered" on the with-protection page', async () => {
    stubDetail(makeService(42, { protectionFee: '' }));
    renderRoute(<WithProtectionPage />, {
      path: '/with-cargora-protection/42',
      pattern: '/with-cargora-protection/:id',
    });
    expect(
      await screen.findByText('Protection not offered', { selector: '[role="note"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('protection-fee')).toBeNull();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,000');
  });

  it('a 404 shows a friendly not-found message with a way back', async () => {
    stubDetail();
    renderRoute(<WithProtectionPage />, {
      path: '/with-cargora-protection/999',
      pattern: '/with-cargora-protection/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all services' })).toHaveAttribute('href', '/allServices');
  });

  it('a malformed id is not found without asking the API', async () => {
    const spy = stubDetail();
    renderRoute(<WithProtectionPage />, {
      path: '/with-cargora-protection/abc',
      pattern: '/with-cargora-protection/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('the similar-service page says it is a similar service', async () => {
    stubDetail();
    renderRoute(<SimilarServicePage />, {
      path: '/similar-services-details/42',
      pattern: '/similar-services-details/:id',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Similar service: \W?Reefer Shanghai to Le Havre\W?$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('total-price')).toHaveTextContent('$1,025');
  });
});
