import { act, render, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Breadcrumb } from '../ui/breadcrumb';
import { useFormatDate, useFormatNumber } from '../hooks/use-formatters';
import { patchSearchParams, useQueryParams } from '../hooks/use-query-params';
import { renderRoute, setupTestI18n } from '../testing';

beforeAll(() => setupTestI18n(null, []));

describe('patchSearchParams', () => {
  it('returns a patched copy, dropping empty values', () => {
    const current = new URLSearchParams('q=rice&page=2&sort=rating');
    expect(patchSearchParams(current, { q: '', page: 3, sort: null, country: 'FR' }).toString()).toBe(
      'page=3&country=FR',
    );
    expect(current.toString()).toBe('q=rice&page=2&sort=rating');
  });
});

describe('useQueryParams', () => {
  function routerAt(path: string) {
    let result!: ReturnType<typeof useQueryParams>;
    function Probe() {
      result = useQueryParams();
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return { router, current: () => result };
  }

  it('reads values with a fallback', () => {
    const { current } = routerAt('/list?q=rice');
    expect(current().get('q')).toBe('rice');
    expect(current().get('sort')).toBe('');
    expect(current().get('sort', 'newest')).toBe('newest');
  });

  it('sets values, drops empty ones and keeps the rest of the query', async () => {
    const { router, current } = routerAt('/list?q=rice&page=3');
    await act(async () => current().update({ sort: 'rating', page: null, q: '' }));
    expect(router.state.location.search).toBe('?sort=rating');
    await act(async () => current().update({ page: 2 }));
    expect(router.state.location.search).toBe('?sort=rating&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => current().update({ page: 4 }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('formatters', () => {
  it('formats dates in the current language and shows an unparsable date as given', async () => {
    const { result } = renderHook(() => useFormatDate());
    expect(result.current('2024-11-01T12:00:00.000Z')).toBe('November 1, 2024');
    expect(result.current('not a date')).toBe('not a date');
    expect(renderHook(() => useFormatDate('medium')).result.current('2024-12-20T12:00:00.000Z')).toBe(
      'Dec 20, 2024',
    );
  });

  it('formats numbers with options', () => {
    expect(renderHook(() => useFormatNumber()).result.current(12345)).toBe('12,345');
    expect(
      renderHook(() => useFormatNumber({ style: 'percent', maximumFractionDigits: 0 })).result.current(0.42),
    ).toBe('42%');
  });
});

describe('Breadcrumb', () => {
  it('is a labelled trail of links whose last crumb is the current page', () => {
    renderRoute(
      <Breadcrumb
        items={[{ label: 'Help', to: '/help' }, { label: 'Topic', to: '/help/4' }, { label: 'Article' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Topic' })).toHaveAttribute('href', '/help/4');
    expect(screen.queryByRole('link', { name: 'Article' })).not.toBeInTheDocument();
    expect(screen.getByText('Article')).toHaveAttribute('aria-current', 'page');
  });

  it('lays each crumb out in its own direction (a Latin name ending in a full stop on an Arabic page)', () => {
    renderRoute(<Breadcrumb items={[{ label: 'الدليل', to: '/worldwide-directory' }, { label: 'Global World Trade S.A.' }]} />);
    expect(screen.getByRole('link', { name: 'الدليل' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Global World Trade S.A.')).toHaveAttribute('dir', 'auto');
  });
});
