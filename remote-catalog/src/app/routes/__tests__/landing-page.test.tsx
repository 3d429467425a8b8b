import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import * as LandingPage from '../landing-page';
import { makeService } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

function stubLanding() {
  return stubApi((url) => {
    switch (url) {
      case '/misc/services/counts/all':
        return { items: [{ category: 'customsServices', count: 359 }], total: 359 };
      case '/misc/popular/international-routes':
        return {
          items: [
            { originCountry: 'Japan', destinationCountry: 'India', serviceCount: 8, lowestPriceUsd: 1042.87 },
          ],
        };
      case '/misc/best-performing/agent':
        return {
          items: [
            {
              ...makeService(1).agent,
              companyName: 'Atlantic Transport Inc.',
              userId: 'agent-0187',
              score: 4.3,
            },
          ],
        };
      case '/misc/services':
        return page([makeService(9, { title: 'Brand new reefer' })]);
      case '/misc/qms':
        return {
          id: 1,
          title: 'Talk to a logistics expert',
          description: 'Join the queue.',
          waitingCustomers: 7,
          averageWaitMinutes: 4,
          ctaLabel: 'Join the queue',
        };
      case '/misc/places':
        return { items: [] };
      default:
        throw new Error(`unexpected ${url}`);
    }
  });
}

describe('landing page', () => {
  it('keeps of each new service what its card shows, for the page state to carry', async () => {
    stubLanding();
    const args = { request: new Request('http://site.test/landing-page'), params: {}, context: undefined };
    const { newest } = await LandingPage.loader(args as unknown as Parameters<typeof LandingPage.loader>[0]);
    const [listed] = newest!.items;
    expect(listed).toMatchObject({ id: 9, title: 'Brand new reefer', agent: { companyName: expect.any(String) } });
    expect(Object.keys(listed!.agent)).toEqual(['companyName']);
    expect(listed).not.toHaveProperty('description');
    expect(listed).not.toHaveProperty('createdAt');
  });

  it('shows the hero and the sections the loader read', async () => {
    const spy = stubLanding();
    renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ship anything, anywhere, with trusted agents',
    );
    expect(await screen.findByRole('link', { name: /Customs Services\s*359 services/ })).toHaveAttribute(
      'href',
      '/categories/customsServices',
    );
    // All services first, with the total: eight tiles, full rows of the shelf's 1, 2 or 4 columns.
    const categories = within(screen.getByRole('region', { name: 'Browse by category' })).getAllByRole('link');
    expect(categories).toHaveLength(8);
    expect(categories[0]).toHaveAccessibleName(/All Services\s*359 services/);
    expect(categories[0]).toHaveAttribute('href', '/allServices');
    const route = await screen.findByRole('link', { name: /Japan → India/ });
    expect(route).toHaveAttribute('href', '/lanes/japan/india');
    expect(route).toHaveTextContent('From $1,043');
    expect(await screen.findByRole('link', { name: 'Atlantic Transport Inc.' })).toHaveAttribute(
      'href',
      '/storefront/agent-0187',
    );
    expect(await screen.findByText('Brand new reefer')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(
      '/misc/services',
      expect.objectContaining({ params: { sort: 'newest', pageSize: 8, lang: 'en' } }),
    );
    expect(await screen.findByText('Customers waiting: 7')).toBeInTheDocument();
    // Joining the queue needs a customer account: the customer site opens in a new tab.
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    fireEvent.click(screen.getByRole('link', { name: /Join the queue/ }));
    expect(open).toHaveBeenCalledWith('http://localhost:5100', '_blank');
    expect(screen.getByRole('link', { name: 'Learn how Cargora works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    // Place suggestions wait for the visitor to type.
    expect(spy).not.toHaveBeenCalledWith('/misc/places', expect.anything());
  });

  it('the hero search goes to all services with the route', async () => {
    stubLanding();
    const { router } = renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    fireEvent.change(await screen.findByLabelText('From (city, port or country)'), { target: { value: 'China' } });
    fireEvent.change(screen.getByLabelText('To (city, port or country)'), { target: { value: 'France' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allServices'));
    await waitFor(() => expect(router.state.location.search).toBe('?origin=China&destination=France'));
  });

  it('the hero search is a GET form to all services with named fields, so it works without JavaScript', async () => {
    stubLanding();
    renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    const form = await screen.findByRole('search', { name: 'Search services' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/allServices');
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('From (city, port or country)')).toHaveAttribute('name', 'origin');
    expect(screen.getByLabelText('To (city, port or country)')).toHaveAttribute('name', 'destination');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    await screen.findByText('Customers waiting: 7');
  });

  it('the hero search goes to the category page when one is chosen', async () => {
    stubLanding();
    const { router } = renderRouteModule(LandingPage, { url: '/landing-page', pattern: '/landing-page' });
    fireEvent.change(await screen.findByLabelText('Category'), { target: { value: 'warehouseServices' } });
    fireEvent.change(screen.getByLabelText('From (city, port or country)'), { target: { value: 'Spain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/warehouseServices'));
    await waitFor(() => expect(router.state.location.search).toBe('?origin=Spain'));
  });
});
