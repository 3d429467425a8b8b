import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import CategoryPage from '../category-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('category page', () => {
  it('redirects an unknown category to /404 without calling the API', async () => {
    const spy = stubApi(() => page([]));
    const { router } = renderRoute(<CategoryPage />, {
      path: '/categories/spaceFreight',
      pattern: '/categories/:category',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(serviceListCalls(spy)).toHaveLength(0);
  });

  it('lists the category with its name as title and keeps URL filters', async () => {
    const spy = stubApi((url) =>
      url === '/misc/services'
        ? page([makeService(3, { category: 'customsServices', title: 'Customs in Rotterdam' })])
        : { items: [], total: 0 },
    );
    renderRoute(<CategoryPage />, {
      path: '/categories/customsServices?origin=Netherlands&sort=price_asc',
      pattern: '/categories/:category',
    });
    expect(await screen.findByText('Customs in Rotterdam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Customs Services');
    expect(document.title).toBe('Customs Services | Cargora');
    expect(serviceListCalls(spy).at(-1)).toMatchObject({
      category: 'customsServices',
      origin: 'Netherlands',
      sort: 'price_asc',
    });
    // The category is the page itself, not a filter to change here.
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
  });
});
