import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import { StaticRouter } from 'react-router-dom/server';
import { AppProviders } from '../app/app-providers';
import { HiddenQueryFields, SubmitWithoutScript } from '../ui/query-links';
import { Pagination } from '../ui/states';
import { renderRoute, setupTestI18n } from '../testing';

beforeAll(() => setupTestI18n(null, []));

const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });

describe('Pagination', () => {
  it('links to the previous and next pages, keeping the rest of the query', () => {
    renderRoute(<Pagination page={2} pageSize={10} total={35} onPage={() => undefined} />, {
      path: '/allServices?q=rice&page=2&sort=rating',
    });
    const nav = within(pagination());
    expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/allServices?q=rice&sort=rating');
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/allServices?q=rice&page=3&sort=rating');
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    expect(nav.getByText('Page 2 of 4')).toBeInTheDocument();
  });

  it('uses the list’s own page parameter, and has no link past either end', () => {
    renderRoute(<Pagination page={1} pageSize={10} total={20} param="reviewPage" onPage={() => undefined} />, {
      path: '/storefront/agent-1?servicePage=2',
    });
    const nav = within(pagination());
    expect(nav.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/storefront/agent-1?servicePage=2&reviewPage=2');
  });

  it('with JavaScript, a plain click calls onPage instead of loading the link; a modified click is the browser’s', () => {
    const onPage = jest.fn();
    const { router } = renderRoute(<Pagination page={1} pageSize={10} total={30} onPage={onPage} />, { path: '/career' });
    const next = within(pagination()).getByRole('link', { name: 'Next' });
    expect(fireEvent.click(next)).toBe(false); // default prevented
    expect(onPage).toHaveBeenCalledWith(2);
    onPage.mockClear();
    expect(fireEvent.click(next, { ctrlKey: true })).toBe(true);
    expect(onPage).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/career');
  });

  it('shows nothing for a single page', () => {
    renderRoute(<Pagination page={1} pageSize={10} total={10} onPage={() => undefined} />, { path: '/career' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('GET forms', () => {
  function SortForm() {
    return (
      <form method="get" aria-label="Sort">
        <HiddenQueryFields omit={['sort', 'page']} />
        <select name="sort" defaultValue="rating" aria-label="Sort by">
          <option value="rating">Rating</option>
          <option value="name">Name</option>
        </select>
        <SubmitWithoutScript>Apply</SubmitWithoutScript>
      </form>
    );
  }

  it('carry the other query parameters as hidden fields, and leave out their own and the page', () => {
    renderRoute(<SortForm />, { path: '/worldwide-directory?q=sea&q=air&sort=name&page=4&filter=fr' });
    const hidden = [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([
      ['q', 'sea'],
      ['q', 'air'],
      ['filter', 'fr'],
    ]);
  });

  it('have an Apply button in the server’s HTML (for visitors without JavaScript) and none once hydrated', () => {
    const html = renderToString(
      <AppProviders>
        <StaticRouter location="/worldwide-directory">
          <SortForm />
        </StaticRouter>
      </AppProviders>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(within(container).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
    expect(container.querySelector('form')).toHaveAttribute('method', 'get');

    renderRoute(<SortForm />, { path: '/worldwide-directory' });
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
