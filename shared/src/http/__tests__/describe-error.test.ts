import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type { i18n as I18n } from 'i18next';
import { setupTestI18n } from '../../testing';
import { classifyHttpError, errorMessage } from '../describe-error';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown) =>
  new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    },
  );

// What axios produces for each way a request can fail in the browser.
const failures = {
  timeout: new AxiosError('timeout of 15000ms exceeded', AxiosError.ETIMEDOUT, config, {}),
  network: new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}),
  server: answered(502, '<html>Bad gateway</html>'),
  client: answered(404, 'not json'),
  unknown: new TypeError('Cannot read properties of undefined'),
};

const expected = {
  en: {
    timeout: 'The server is taking too long to answer. Please try again in a moment.',
    network: 'We cannot reach the Cargora server right now. Check your connection and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
    client: 'We could not complete this request.',
    unknown: 'Something unexpected happened. Please try again.',
  },
  fr: {
    timeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer dans un instant.',
    network:
      'Impossible de joindre le serveur de Cargora pour le moment. Vérifiez votre connexion et réessayez.',
    server: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
    client: "Nous n'avons pas pu traiter cette demande.",
    unknown: "Une erreur inattendue s'est produite. Veuillez réessayer.",
  },
  ar: {
    timeout: 'يستغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى بعد قليل.',
    network: 'تعذّر الوصول إلى خادم Cargora حاليًا. تحقّق من اتصالك وحاول مرة أخرى.',
    server: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.',
    client: 'تعذّر إتمام هذا الطلب.',
    unknown: 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.',
  },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupTestI18n(null, []);
});

describe.each(['en', 'fr', 'ar'] as const)('in %s', (lng) => {
  beforeAll(() => i18n.changeLanguage(lng));

  it.each(Object.keys(failures) as (keyof typeof failures)[])(
    'a %s failure reads as a sentence, never axios text',
    (kind) => {
      expect(classifyHttpError(failures[kind]).kind).toBe(kind);
      const text = errorMessage(failures[kind]);
      expect(text).toBe(expected[lng][kind]);
      expect(text).not.toMatch(/Network Error|status code|timeout of|undefined/);
    },
  );

  it("a 4xx keeps the API's own message", () => {
    const error = answered(404, { statusCode: 404, error: 'Not Found', message: 'Service 9 not found' });
    expect(errorMessage(error)).toBe('Service 9 not found');
  });

  it('follows the language of the t it is given, whatever the current one', () => {
    const other = lng === 'fr' ? 'ar' : 'fr';
    expect(errorMessage(failures.server, i18n.getFixedT(other, 'common'))).toBe(expected[other].server);
  });
});

it('reads a nested data.message first, and ignores an empty message', () => {
  expect(errorMessage(answered(400, { message: 'outer', data: { message: 'nested' } }))).toBe('nested');
  expect(classifyHttpError(answered(400, { message: '  ' }))).toEqual({
    kind: 'client',
    status: 400,
    serverMessage: null,
  });
});

it('says something readable before the translations have arrived', () => {
  expect(errorMessage(failures.timeout, () => undefined)).toBe('Something went wrong. Please try again.');
  expect(errorMessage(failures.timeout, (key) => key)).toBe('Something went wrong. Please try again.');
});

it('a request aborted by the page is a network failure, not a time-out', () => {
  expect(classifyHttpError(new AxiosError('Request aborted', AxiosError.ECONNABORTED, config, {})).kind).toBe(
    'network',
  );
});
