import { act, renderHook, waitFor } from '@testing-library/react';
import { i18next } from '@cargora/shared/runtime';
import { setupTestI18n, stubApi } from '@cargora/shared/testing';
import { useServicesByIds } from '../use-services-by-ids';
import { makeService } from '../../../../testing/fixtures';

const TITLES: Record<string, string> = {
  en: 'Ship Supply Liaison in Algeciras',
  fr: 'Avitaillement des navires à Algésiras',
  ar: 'تموين السفن في الجزيرة الخضراء',
};

/** Each service answered in the language asked for, as the API does. */
const stubServices = () =>
  stubApi((path, params) => makeService(Number(path.split('/').pop()), { title: `${TITLES[String(params.lang)]} #${path.split('/').pop()}` }));

beforeAll(() => setupTestI18n(null, [], 'en'));
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => i18next.changeLanguage('en'));
});

const titles = (results: { service?: { title: string } }[]) => results.map((r) => r.service?.title);

describe('compared services come in the page’s language', () => {
  it('asks each service in the page’s language and again when the visitor switches language', async () => {
    await act(() => i18next.changeLanguage('fr'));
    const get = stubServices();
    const loadingByRender: boolean[] = [];
    const { result } = renderHook(() => {
      const state = useServicesByIds([1983, 730]);
      loadingByRender.push(state.loading);
      return state;
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(titles(result.current.results)).toEqual([`${TITLES.fr} #1983`, `${TITLES.fr} #730`]);
    expect(get.mock.calls.map((c) => [c[0], (c[1] as { params?: unknown }).params])).toEqual([
      ['/misc/services/1983', { lang: 'fr' }],
      ['/misc/services/730', { lang: 'fr' }],
    ]);

    const rendersInFrench = loadingByRender.length;
    await act(() => i18next.changeLanguage('ar'));
    await waitFor(() => expect(titles(result.current.results)).toEqual([`${TITLES.ar} #1983`, `${TITLES.ar} #730`]));
    expect(get).toHaveBeenCalledTimes(4);
    expect(get.mock.calls.slice(2).map((c) => (c[1] as { params?: unknown }).params)).toEqual([{ lang: 'ar' }, { lang: 'ar' }]);
    // The services compared stay on screen while their new texts come: no loading state between the two languages.
    expect(loadingByRender.slice(rendersInFrench)).not.toContain(true);
  });
});
