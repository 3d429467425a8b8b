import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPackage } from '@cargora/shared/contracts';
import { http, readRuntimeConfig, useCurrencyStore } from '@cargora/shared/runtime';
import { renderRoute, setupTestI18n, ok } from '@cargora/shared/testing';
import SubscriptionPage from '../subscription-page';

const LOCALES = join(__dirname, '../../../../public/locales');

const plans: SubscriptionPackage[] = [
  { id: 1, name: 'Starter', priceUsd: 0, period: 'month', features: ['Company profile'], highlighted: false },
  { id: 2, name: 'Professional', priceUsd: 50, period: 'month', features: ['Up to 100 services'], highlighted: true },
  { id: 4, name: 'Business Annual', priceUsd: 1500, period: 'year', features: ['Two months free'], highlighted: false },
];

describe('subscription packages', () => {
  beforeAll(() => setupTestI18n(LOCALES, ['content'], 'en'));
  afterEach(() => act(() => useCurrencyStore.setState({ currency: 'USD', rates: {} })));

  it('prices follow the selected currency', async () => {
    useCurrencyStore.setState({ currency: 'EUR', rates: { EUR: 0.9, GBP: 0.8 } });
    const get = jest.spyOn(http, 'get').mockImplementation(() => ok({ items: plans }) as never);
    renderRoute(<SubscriptionPage />, { path: '/subscription-page', pattern: '/subscription-page' });

    expect(await screen.findByTestId('plan-price-2')).toHaveTextContent('€45.00 per month');
    expect(screen.getByTestId('plan-price-4')).toHaveTextContent('€1,350 per year');
    expect(screen.getByTestId('plan-price-1')).toHaveTextContent('Free');
    expect(get).toHaveBeenCalledWith('/misc/subscriptions', expect.anything());
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    // Search engines read which packages there are.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        'Subscription packages for agents on Cargora: Starter, Professional, and Business Annual. Compare prices, what each includes and the plan we recommend.',
      ),
    );

    act(() => useCurrencyStore.setState({ currency: 'GBP' }));
    expect(screen.getByTestId('plan-price-2')).toHaveTextContent('£40.00 per month');
    expect(screen.getByTestId('plan-price-4')).toHaveTextContent('£1,200 per year');
  });

  it('opens the agent site from "Become an agent"', async () => {
    jest.spyOn(http, 'get').mockImplementation(() => ok({ items: plans }) as never);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderRoute(<SubscriptionPage />, { path: '/subscription-page', pattern: '/subscription-page' });
    await userEvent.click(await screen.findByRole('button', { name: /Become an agent/ }));
    expect(open).toHaveBeenCalledWith(readRuntimeConfig().agentSiteUrl, '_blank');
  });
});
