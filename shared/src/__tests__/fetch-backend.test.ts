import { createFetchBackend } from '../i18n/fetch-backend';

type Answer = { status: number; body?: unknown } | Error;

function backendAnswering(answer: Answer) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  }) as typeof fetch;
  const backend = createFetchBackend((lng, ns) => `http://remote.test/v1/locales/${lng}/${ns}.json`);
  const read = () =>
    new Promise<[Error | null, unknown]>((resolve) => {
      (backend as unknown as { read: (l: string, n: string, cb: (e: Error | null, d: unknown) => void) => void }).read('fr', 'catalog', (err, data) =>
        resolve([err, data]),
      );
    });
  return { read, urls };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('loads a namespace from the URL its owner registered', async () => {
  const { read, urls } = backendAnswering({ status: 200, body: { title: 'Bonjour' } });
  expect(await read()).toEqual([null, { title: 'Bonjour' }]);
  expect(urls).toEqual(['http://remote.test/v1/locales/fr/catalog.json']);
});

it('does not ask i18next to retry a missing file', async () => {
  const [err, retry] = await backendAnswering({ status: 404 }).read();
  expect(err?.message).toMatch(/404/);
  expect(retry).toBe(false);
});

it('asks i18next to retry server errors and network failures', async () => {
  expect((await backendAnswering({ status: 503 }).read())[1]).toBe(true);
  const [err, retry] = await backendAnswering(new TypeError('Failed to fetch')).read();
  expect(err?.message).toMatch(/Failed to fetch/);
  expect(retry).toBe(true);
});
