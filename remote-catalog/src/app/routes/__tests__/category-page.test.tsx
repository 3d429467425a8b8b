import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { getThroughHttp, renderRoute, setupTestI18n, page, stubApi } from '@cargora/shared/testing';
import { RenderData, setServerDataSource, takeDeclaredStatus } from '@cargora/shared/runtime';
import CategoryPage from '../category-page';
import { makeService, serviceListCalls } from '../../../testing/fixtures';

beforeAll(async () => {
  await setupTestI18n(join(__dirname, '../../../../public/locales'), ['catalog']);
});

describe('category page', () => {
  it('shows an unknown category as not found in place, without calling the API', async () => {
    const spy = stubApi(() => page([]));
    const { router } = renderRoute(<CategoryPage />, {
      path: '/categories/spaceFreight',
      pattern: '/categories/:category',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Category not found')).toBeInTheDocument();
    expect(screen.getByText(/There is no category called “spaceFreight”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/landing-page');
    expect(router.state.location.pathname).toBe('/categories/spaceFreight');
    expect(serviceListCalls(spy)).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Category not found | Cargora'));
  });

  it('declares a 404, so the server answers with that status', async () => {
    stubApi(() => page([]));
    // What the render worker does around a server render.
    setServerDataSource(new RenderData(getThroughHttp));
    takeDeclaredStatus();
    try {
      renderRoute(<CategoryPage />, { path: '/categories/spaceFreight', pattern: '/categories/:category' });
      await screen.findByRole('heading', { level: 1, name: '404' });
      expect(takeDeclaredStatus()).toBe(404);
    } finally {
      setServerDataSource(null);
    }
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
