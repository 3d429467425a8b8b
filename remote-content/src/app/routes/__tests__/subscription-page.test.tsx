import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPackage } from '@cargora/shared/contracts';
import { readRuntimeConfig, useCurrencyStore } from '@cargora/shared/runtime';
import { apiError, queryRouteModule, renderRouteModule, setupTestI18n } from '@cargora/shared/testing';
import { pathsOf, stubLoaderApi } from '../../../testing/api';
import * as subscription from '../subscription-page';

const LOCALES = join(__dirname, '../../../../public/locales');
const ROUTE = { pattern: '/subscription-page', url: '/subscription-page' };

const plans: SubscriptionPackage[] = [
  { id: 1, name: 'Starter', priceUsd: 0, period: 'month', features: ['Company profile'], highlighted: false },
  {
    id: 2,
    name: 'Professional',
    priceUsd: 50,
    period: 'month',
    features: ['Up to 100 services'],
    highlighted: true,
  },
  {
    id: 4,
    name: 'Business Annual',
    priceUsd: 1500,
    period: 'year',
    features: ['Two months free'],
    highlighted: false,
  },
];

beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
afterEach(() => act(() => useCurrencyStore.setState({ currency: 'USD', rates: {} })));

describe('subscription packages loader', () => {
  it('reads the packages; search engines read which there are', async () => {
    const { get } = stubLoaderApi(() => ({ items: plans }));
    const { status, meta } = await queryRouteModule(subscription, { ...ROUTE, ns: 'content' });
    expect(status).toBe(200);
    expect(pathsOf(get)).toEqual(['/misc/subscriptions']);
    expect(meta).toEqual({
      title: 'Subscription packages',
      description:
        'Subscription packages for agents on Cargora: Starter, Professional, and Business Annual. Compare prices, what each includes and the plan we recommend.',
    });
  });

  it('keeps a page without packages out of search results; the API down is a 503', async () => {
    stubLoaderApi(() => ({ items: [] }));
    const empty = await queryRouteModule(subscription, { ...ROUTE, ns: 'content' });
    expect(empty.meta).toMatchObject({
      description:
        'Compare Cargora subscription packages for agents: prices, features and the plan we recommend.',
      noindex: true,
    });
    stubLoaderApi(() => {
      throw apiError(500);
    });
    expect((await queryRouteModule(subscription, { ...ROUTE, ns: 'content' })).status).toBe(503);
  });
});

describe('subscription packages page', () => {
  it('prices follow the selected currency', async () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.9, GBP: 0.8 } });
    stubLoaderApi(() => ({ items: plans }));
    renderRouteModule(subscription, ROUTE);
    expect(await screen.findByTestId('plan-price-2')).toHaveTextContent('€45.00 per month');
    expect(screen.getByTestId('plan-price-4')).toHaveTextContent('€1,350 per year');
    expect(screen.getByTestId('plan-price-1')).toHaveTextContent('Free');
    expect(screen.getByText('Most popular')).toBeInTheDocument();

    act(() => useCurrencyStore.setState({ currency: 'GBP' }));
    expect(screen.getByTestId('plan-price-2')).toHaveTextContent('£40.00 per month');
    expect(screen.getByTestId('plan-price-4')).toHaveTextContent('£1,200 per year');
  });

  it('opens the agent site from "Become an agent"', async () => {
    stubLoaderApi(() => ({ items: plans }));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderRouteModule(subscription, ROUTE);
    await userEvent.click(await screen.findByRole('link', { name: /Become an agent/ }));
    expect(open).toHaveBeenCalledWith(readRuntimeConfig().agentSiteUrl, '_blank');
  });
});
