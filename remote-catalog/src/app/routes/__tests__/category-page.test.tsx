import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { renderRouteModule, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import * as CategoryPage from '../category-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('category page', () => {
  it('shows an unknown category as not found in place, without calling the API', async () => {
    const spy = stubApi(() => page([]));
    const { router } = renderRouteModule(CategoryPage, { url: '/categories/spaceFreight',
      pattern: '/categories/:category',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no category called “spaceFreight”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/landing-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/spaceFreight'));
    expect(serviceListCalls(spy)).toHaveLength(0);
  });

  it('lists the category with its name as title and keeps URL filters', async () => {
    const spy = stubApi((url) =>
      url === '/misc/services'
        ? page([makeService(3, { category: 'customsServices', title: 'Customs in Rotterdam' })])
        : { items: [], total: 0 },
    );
    renderRouteModule(CategoryPage, { url: '/categories/customsServices?origin=Netherlands&sort=price_asc',
      pattern: '/categories/:category',
    });
    expect(await screen.findByText('Customs in Rotterdam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customs Services');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({
      category: 'customsServices',
      origin: 'Netherlands',
      sort: 'price_asc',
    });
    // The category is the page itself, not a filter to change here.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });
});
