import { Suspense, type ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { dateTimeFormat, formatI18nextNumbers, numberFormat, recordFormats, useTranslation } from '../runtime';

/** An instance of its own, with texts served by a backend the test answers by hand (as the browser's fetch would). */
async function instance(options: { suspense: boolean }) {
  const requests: { lng: string; ns: string; answer: (texts: Record<string, string>) => void }[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (lng, ns, callback) => requests.push({ lng, ns, answer: (texts) => callback(null, texts) }),
  };
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['host'],
    defaultNS: 'host',
    partialBundledLanguages: true,
    resources: {
      en: {
        host: { hello: 'Hello', count_one: '{{count}} service', count_other: '{{count}} services' },
        common: { ok: 'OK' },
      },
      fr: { host: { hello: 'Bonjour' }, common: { ok: 'D’accord' } },
    },
    react: { useSuspense: options.suspense },
    interpolation: { escapeValue: false },
  });
  return { i18n, requests };
}

const within = (i18n: I18n) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading texts</p>}>{children}</Suspense>
      </I18nextProvider>
    );
  };

describe('useTranslation', () => {
  it('translates with the first namespace, reaches the others as ns:key, and interpolates', async () => {
    const { i18n } = await instance({ suspense: true });
    const { result } = renderHook(() => useTranslation(['host', 'common']), { wrapper: within(i18n) });
    expect(result.current.t('hello')).toBe('Hello');
    expect(result.current.t('common:ok')).toBe('OK');
    expect(result.current.t('count', { count: 3 })).toBe('3 services');
    expect(result.current.i18n).toBe(i18n);
    expect(result.current.ready).toBe(true);
  });

  it('keeps the same t between renders, and gives a new one, in the new language, when the language changes', async () => {
    const { i18n } = await instance({ suspense: true });
    const { result, rerender } = renderHook(() => useTranslation('host'), { wrapper: within(i18n) });
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('hello')).toBe('Bonjour');
    expect(result.current.i18n.language).toBe('fr');
  });

  it('keeps a text asked for without options apart from the same key with options, and gives every component of a language the same answer', async () => {
    const { i18n } = await instance({ suspense: true });
    const { result } = renderHook(() => [useTranslation('host'), useTranslation('host'), useTranslation(['host'])] as const, { wrapper: within(i18n) });
    const [one, two, listed] = result.current;
    expect(two).toBe(one);
    expect(listed.t).toBe(one.t);
    expect(one.t('count', { count: 1 })).toBe('1 service');
    expect(one.t('count')).toBe('count');
    expect(one.t('count', { count: 2 })).toBe('2 services');
    // A default value given as a third argument is i18next's to read, not remembered under the key alone.
    expect(one.t('missing', 'Fallback one')).toBe('Fallback one');
    expect(one.t('missing', 'Fallback two')).toBe('Fallback two');
    expect(one.t('missing', { defaultValue: 'Default {{n}}', n: 3 })).toBe('Default 3');
  });

  it('a text changed or added after it was shown is what the next render shows (remembered texts are forgotten)', async () => {
    const { i18n } = await instance({ suspense: true });
    const { result, rerender } = renderHook(() => useTranslation('host'), { wrapper: within(i18n) });
    const { t } = result.current;
    expect(t('hello')).toBe('Hello');
    expect(t('later')).toBe('later');
    act(() => {
      i18n.addResource('en', 'host', 'hello', 'Hi');
      i18n.addResourceBundle('en', 'host', { later: 'Arrived' }, true, true);
    });
    rerender();
    expect(result.current.t).toBe(t);
    expect(result.current.t('hello')).toBe('Hi');
    expect(result.current.t('later')).toBe('Arrived');
  });

  it('remembers a text asked for with the same options, and records the numbers it formatted each time it gives it back', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: { fr: { host: { rating: '{{value, number(minimumFractionDigits: 1)}} ({{count, number}} avis)' } } },
      defaultNS: 'host',
      interpolation: { escapeValue: false },
    });
    formatI18nextNumbers(i18n);
    const { result, rerender } = renderHook(() => useTranslation('host'), { wrapper: within(i18n) });
    const resolved = jest.spyOn(i18n, 't');
    const expected = `${new Intl.NumberFormat('fr', { minimumFractionDigits: 1 }).format(4.5)} (${new Intl.NumberFormat('fr').format(12345)} avis)`;
    expect(result.current.t('rating', { value: 4.5, count: 12345 })).toBe(expected);
    expect(resolved).toHaveBeenCalledTimes(1);
    // A second page (a second recording) gets the same text without i18next, and its recording is as complete.
    const take = recordFormats();
    rerender();
    expect(result.current.t('rating', { value: 4.5, count: 12345 })).toBe(expected);
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(take()).toEqual({
      'number|fr|{"minimumFractionDigits":1}': { '4.5': new Intl.NumberFormat('fr', { minimumFractionDigits: 1 }).format(4.5) },
      'number|fr|': { '12345': new Intl.NumberFormat('fr').format(12345) },
    });
    // Other options are another text; options that are not plain values (an object) always go to i18next.
    expect(result.current.t('rating', { value: 3, count: 1 })).toBe(`${new Intl.NumberFormat('fr', { minimumFractionDigits: 1 }).format(3)} (1 avis)`);
    expect(resolved).toHaveBeenCalledTimes(2);
    result.current.t('rating', { value: 3, count: 1, replace: { extra: 'x' } });
    result.current.t('rating', { value: 3, count: 1, replace: { extra: 'x' } });
    expect(resolved).toHaveBeenCalledTimes(4);
    // A text changed later is what the next call gives (remembered texts with options are forgotten too).
    act(() => {
      i18n.addResource('fr', 'host', 'rating', 'note {{value}}');
    });
    expect(result.current.t('rating', { value: 4.5, count: 12345 })).toBe('note 4.5');
  });

  it('asks i18next whether a namespace is loaded once per language, and again once texts are removed', async () => {
    const { i18n } = await instance({ suspense: true });
    const asked = jest.spyOn(i18n, 'hasLoadedNamespace');
    const { result, rerender } = renderHook(() => useTranslation('host'), { wrapper: within(i18n) });
    rerender();
    rerender();
    expect(asked).toHaveBeenCalledTimes(1);
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(result.current.t('hello')).toBe('Bonjour');
    const inFrench = asked.mock.calls.length;
    expect(inFrench).toBeGreaterThan(1);
    rerender();
    expect(asked).toHaveBeenCalledTimes(inFrench);
    act(() => {
      i18n.removeResourceBundle('fr', 'common');
    });
    rerender();
    expect(asked.mock.calls.length).toBeGreaterThan(inFrench);
  });

  it('suspends until a namespace not yet loaded arrives, then renders its texts', async () => {
    const { i18n, requests } = await instance({ suspense: true });
    function Careers() {
      const { t } = useTranslation('careers');
      return <p>{t('title')}</p>;
    }
    render(<Careers />, { wrapper: within(i18n) });
    expect(screen.getByText('loading texts')).toBeInTheDocument();
    const request = requests.find((r) => r.ns === 'careers');
    expect(request?.lng).toBe('en');
    await act(async () => {
      request!.answer({ title: 'Work with us' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Work with us')).toBeInTheDocument();
  });

  it('without suspense, a namespace still loading gives ready false and the keys', async () => {
    const { i18n } = await instance({ suspense: false });
    const { result } = renderHook(() => useTranslation('careers'), { wrapper: within(i18n) });
    expect(result.current.ready).toBe(false);
    expect(result.current.t('title')).toBe('title');
  });
});

describe('Intl formatters', () => {
  it('are the same formatter by the same options object, an equal new one, or none, per kind and language', () => {
    const score = { minimumFractionDigits: 1 };
    const first = numberFormat('en', score);
    expect(numberFormat('en', score)).toBe(first);
    expect(numberFormat('en', { minimumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('fr', score)).not.toBe(first);
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(first);
    expect(numberFormat(['en', 'fr'])).toBe(numberFormat(['en', 'fr']));
    expect(dateTimeFormat('en')).not.toBe(numberFormat('en'));
    // Other options, another formatter; the first still formats as it did.
    expect(numberFormat('en', { minimumFractionDigits: 2 }).format(1)).toBe('1.00');
    expect(first.format(1)).toBe('1.0');
  });

  it('are built once per language and options, and format as Intl does', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(
      numberFormat('fr', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('fr', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('fr', { maximumFractionDigits: 1 }).format(1234.56)).toBe(
      new Intl.NumberFormat('fr', { maximumFractionDigits: 1 }).format(1234.56),
    );
    const may = new Date('2022-05-10T00:00:00Z');
    expect(dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(may)).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(may),
    );
  });
});
