import { createInstance } from 'i18next';
import { fetchBackend } from '../i18n/fetch-backend';

type FetchArgs = [string, RequestInit?];
const realFetch = globalThis.fetch;
let calls: string[] = [];

/** The network as a list of answers, one per request, in order. */
function network(...answers: (Response | Error)[]) {
  calls = [];
  globalThis.fetch = jest.fn(async (...[url]: FetchArgs) => {
    calls.push(url);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
}
const json = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

function read(language: string, namespace: string) {
  const backend = fetchBackend({ url: (lng, ns) => `https://remote.example/v1/locales/${lng}/${ns}.json` });
  return new Promise<{ err: unknown; data: unknown }>((resolve) => backend.read(language, namespace, (err, data) => resolve({ err, data })));
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

test('reads one namespace in one language from its URL', async () => {
  network(json({ title: 'Bonjour' }));
  const { err, data } = await read('fr', 'catalog');
  expect(err).toBeNull();
  expect(data).toEqual({ title: 'Bonjour' });
  expect(calls).toEqual(['https://remote.example/v1/locales/fr/catalog.json']);
});

test('a missing file is an error not worth retrying; a server error or a network failure is', async () => {
  network(json({}, 404));
  expect(await read('fr', 'catalog')).toEqual({ err: expect.stringContaining('status 404'), data: false });
  network(json({}, 503));
  expect(await read('fr', 'catalog')).toEqual({ err: expect.stringContaining('status 503'), data: true });
  network(new TypeError('Failed to fetch'));
  expect(await read('fr', 'catalog')).toEqual({ err: expect.stringContaining('Failed to fetch'), data: true });
});

test('i18next retries a failed load and then has the texts', async () => {
  network(json({}, 502), json({ hello: 'Bonjour' }));
  const i18n = createInstance();
  await i18n.use(fetchBackend({ url: (lng, ns) => `/locales/${lng}/${ns}.json` })).init({
    lng: 'fr',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    retryTimeout: 1,
    maxRetries: 2,
  } as Parameters<typeof i18n.init>[0]);
  expect(calls).toEqual(['/locales/fr/common.json', '/locales/fr/common.json']);
  expect(i18n.t('hello')).toBe('Bonjour');
});
