import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { HiddenQueryFields, SubmitWithoutScript } from '../ui/query-links';
import { isPastLastPage, Pagination, PastLastPage, pageWindow } from '../ui/pagination';
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

  it('every page is a link to its URL (the other parameters kept), the current one marked aria-current="page"', () => {
    renderRoute(<Pagination page={5} pageSize={12} total={3000} onPage={() => undefined} />, {
      path: '/allServices?q=rice&page=5&sort=rating',
    });
    const nav = within(pagination());
    const numbers = nav.getAllByRole('link', { name: /^Page \d+$/ });
    expect(numbers.map((a) => a.textContent)).toEqual(['1', '4', '5', '6', '250']);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/allServices?q=rice&sort=rating');
    expect(nav.getByRole('link', { name: 'Page 6' })).toHaveAttribute('href', '/allServices?q=rice&page=6&sort=rating');
    expect(nav.getByRole('link', { name: 'Page 250' })).toHaveAttribute('href', '/allServices?q=rice&page=250&sort=rating');
    expect(nav.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(numbers.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    // Links, never buttons: a new tab or a crawler follows them.
    expect(nav.queryAllByRole('button')).toEqual([]);
    // Thousands in the visitor's digits.
    expect(nav.getByText('Page 5 of 250')).toBeInTheDocument();
  });

  it('a plain click on a page number navigates inside the page', () => {
    const onPage = jest.fn();
    renderRoute(<Pagination page={1} pageSize={10} total={50} onPage={onPage} />, { path: '/career' });
    fireEvent.click(within(pagination()).getByRole('link', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('pageWindow: the first, the last, the current page and its neighbours; a gap never hides a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('past the last page: no pagination, and PastLastPage says so with a link to the last page', () => {
    expect(isPastLastPage({ page: 9999, pageSize: 12, total: 3000 })).toBe(true);
    expect(isPastLastPage({ page: 250, pageSize: 12, total: 3000 })).toBe(false);
    expect(isPastLastPage({ page: 2, pageSize: 12, total: 0 })).toBe(false);
    const onPage = jest.fn();
    renderRoute(
      <>
        <Pagination page={9999} pageSize={12} total={3000} onPage={onPage} />
        <PastLastPage page={9999} pageSize={12} total={3000} onPage={onPage} />
      </>,
      { path: '/allServices?sort=rating&page=9999' },
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'There is no page 9,999' })).toBeInTheDocument();
    expect(screen.getByText('This list has 250 pages.')).toBeInTheDocument();
    const last = screen.getByRole('link', { name: 'Go to the last page (250)' });
    expect(last).toHaveAttribute('href', '/allServices?sort=rating&page=250');
    fireEvent.click(last);
    expect(onPage).toHaveBeenCalledWith(250);
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

  const hiddenFields = () => [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);

  it('carry the other query parameters as hidden fields, and leave out their own and the page', () => {
    renderRoute(<SortForm />, { path: '/allServices?q=sea&q=air&sort=name&page=4&country=fr' });
    const hidden = hiddenFields();
    expect(hidden).toEqual([
      ['q', 'sea'],
      ['q', 'air'],
      ['country', 'fr'],
    ]);
  });

  it('carry none the page does not read, as the server rendered it (one page for ?utm_source=x&cb=1)', () => {
    renderRoute(<SortForm />, { path: '/allServices?utm_source=x&q=sea&cb=1&lang=fr' });
    const hidden = hiddenFields();
    expect(hidden).toEqual([
      ['q', 'sea'],
      ['lang', 'fr'],
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
