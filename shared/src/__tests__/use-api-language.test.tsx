import { act, render, screen, waitFor } from '@testing-library/react';
import { i18next } from '../i18n/i18n';
import { useApi } from '../hooks/use-api';
import { setupTestI18n } from '../testing';
import { stubApi } from '../testing/http-stubs';

function Title() {
  const { data } = useApi<{ title: string }>('/misc/services/1', { page: 2 });
  return <p>{data?.title ?? 'loading'}</p>;
}

beforeAll(() => setupTestI18n(null, [], 'en'));
afterEach(() => act(() => void i18next.changeLanguage('en')));

describe('useApi asks in the page’s language', () => {
  it('adds the language to every request and asks again when the visitor switches language', async () => {
    const get = stubApi((_path, params) => ({ title: params.lang === 'fr' ? 'Fret maritime' : 'Sea freight' }));
    render(<Title />);
    expect(await screen.findByText('Sea freight')).toBeInTheDocument();
    expect(get.mock.calls[0]?.[1]).toMatchObject({ params: { page: 2, lang: 'en' } });

    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findByText('Fret maritime')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(get.mock.calls[1]?.[1]).toMatchObject({ params: { page: 2, lang: 'fr' } });
  });

  it('asks Arabic pages’ data in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const get = stubApi(() => ({ title: 'شحن بحري' }));
    render(<Title />);
    expect(await screen.findByText('شحن بحري')).toBeInTheDocument();
    expect(get.mock.calls[0]?.[1]).toMatchObject({ params: { lang: 'ar' } });
  });
});
