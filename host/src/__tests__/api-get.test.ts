/** @jest-environment node */
// The render worker's reads of the API (no axios) against a real local server: the request the API gets and the
// entry a page records must be the ones the site's axios client gives for the same read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosStatic } from 'axios';
import { entryOfFailure, type ApiGet } from '@cargora/shared/runtime';
import { SERVER_AXIOS } from '@cargora/shared/build/singletons';
import { nodeApiGet, queryString } from '../server/api-get';
import { nodeHttpAdapter } from '../server/node-http-adapter';

const axios = require(SERVER_AXIOS) as AxiosStatic;

describe('the render worker’s API reads', () => {
  let server: Server;
  let base: string;
  const seen: { url?: string; accept?: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url, accept: req.headers.accept });
      if (req.url?.includes('/slow')) return void setTimeout(() => res.end('{}'), 500);
      const status = req.url?.includes('/missing') ? 404 : req.url?.includes('/broken') ? 503 : req.url?.includes('/bad') ? 400 : 200;
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(status === 200 ? { data: { title: 'Café → Québec' } } : { message: `status ${status}`, code: 'X' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const viaAxios = () => axios.create({ baseURL: base, adapter: nodeHttpAdapter(axios), transitional: { clarifyTimeoutError: true } });
  const entryOf = (read: Promise<unknown>) => read.then(() => null, (error: unknown) => entryOfFailure(error));

  it('answers with the status and the envelope’s data', async () => {
    const get: ApiGet = nodeApiGet(base, 2000);
    await expect(get('/misc/services/7', { lang: 'fr' })).resolves.toEqual({ status: 200, data: { title: 'Café → Québec' } });
    expect(seen[seen.length - 1]).toEqual({ url: '/api/v1/misc/services/7?lang=fr', accept: 'application/json' });
  });

  it('sends the query axios sends for the same parameters', async () => {
    const params = { q: 'air freight: Lyon, 50% off & more', country: 'Côte d’Ivoire', page: 2, pageSize: 10, minPrice: undefined, mode: null, tags: ['a b', 'c'], flag: true, lang: 'ar' };
    await nodeApiGet(base, 2000)('/misc/services', params);
    const ours = seen[seen.length - 1]!.url;
    await viaAxios().get('/misc/services', { params });
    expect(ours).toBe(seen[seen.length - 1]!.url);
    expect(queryString({})).toBe('');
  });

  it('fails as axios fails: the same entry for an HTTP error, a server that is not there and a time-out', async () => {
    const get = nodeApiGet(base, 200);
    for (const path of ['/missing/1', '/broken', '/bad']) {
      const ours = await entryOf(get(path, { lang: 'en' }));
      expect(ours).toEqual(await entryOf(viaAxios().get(path, { params: { lang: 'en' } })));
      expect(ours?.status).toBe(path === '/missing/1' ? 404 : path === '/broken' ? 503 : 400);
    }
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/api/v1`;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await entryOf(nodeApiGet(gone, 200)('/x', {}));
    expect(refused).toEqual({ ok: false, status: null, code: 'ECONNREFUSED', body: null });
    expect(refused).toEqual(await entryOf(axios.create({ baseURL: gone, adapter: nodeHttpAdapter(axios) }).get('/x')));
    const late = await entryOf(get('/slow', {}));
    expect(late).toEqual({ ok: false, status: null, code: 'ETIMEDOUT', body: null });
    expect(late).toEqual(await entryOf(viaAxios().get('/slow', { timeout: 200 })));
  });
});
