/** @jest-environment node */
// The render worker's axios adapter (Node's http) against a real local server: what axios hands back must be what
// its own adapters hand back, for answers, HTTP errors, a server that is not there, time-outs and cancellations.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosStatic } from 'axios';
import { nodeHttpAdapter } from '../server/node-http-adapter';
import { SERVER_AXIOS } from '@cargora/shared/build/singletons';

// The build the worker loads (its own adapter in Node would be fetch).
const axios = require(SERVER_AXIOS) as AxiosStatic;

describe('the render worker HTTP adapter', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('{}'), 500);
        const status = req.url?.startsWith('/missing') ? 404 : req.url?.startsWith('/broken') ? 503 : 200;
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Answer': 'yes' });
        res.end(JSON.stringify(status === 200 ? { data: { title: 'Café → Québec', echo: body || null } } : { message: `status ${status}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const client = () => axios.create({ baseURL: base, adapter: nodeHttpAdapter(axios), transitional: { clarifyTimeoutError: true } });

  it('answers with the parsed body, status and headers, the query and headers sent as given', async () => {
    const res = await client().get('/misc/services/7', { params: { lang: 'fr', page: 2 }, headers: { Authorization: 'Bearer t' } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ data: { title: 'Café → Québec', echo: null } });
    expect(res.headers['x-answer']).toBe('yes');
    const request = seen[seen.length - 1]!;
    expect(request.url).toBe('/misc/services/7?lang=fr&page=2');
    expect(request.headers.authorization).toBe('Bearer t');
  });

  it('sends a body as JSON', async () => {
    const res = await client().post('/echo', { name: 'Zoë' });
    expect(JSON.parse((res.data as { data: { echo: string } }).data.echo)).toEqual({ name: 'Zoë' });
    expect(seen[seen.length - 1]!.method).toBe('POST');
  });

  it('rejects an HTTP error as axios does: an AxiosError with the response and its parsed body', async () => {
    const missing = await client().get('/missing/1').catch((e: unknown) => e);
    expect(axios.isAxiosError(missing)).toBe(true);
    expect(missing).toMatchObject({ code: 'ERR_BAD_REQUEST', response: { status: 404, data: { message: 'status 404' } } });
    const broken = await client().get('/broken').catch((e: unknown) => e);
    expect(broken).toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 503 } });
  });

  it('rejects a server that is not there as a network error, with no response', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await axios.create({ adapter: nodeHttpAdapter(axios) }).get(`http://127.0.0.1:${port}/x`).catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect((error as { response?: unknown }).response).toBeUndefined();
  });

  it("times out with ETIMEDOUT, and an aborted request is axios's cancellation", async () => {
    const late = await client().get('/slow', { timeout: 100 }).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'ETIMEDOUT' });
    expect((late as { response?: unknown }).response).toBeUndefined();
    const controller = new AbortController();
    const pending = client().get('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 50);
    expect(axios.isCancel(await pending)).toBe(true);
  });

  it('sends a read again, once, when the kept-alive connection it went out on was closed by the server', async () => {
    // The second request on each connection finds it closed, as when the API's idle time-out and the request cross.
    const requestsOn = new WeakMap<object, number>();
    const closing = createServer((req, res) => {
      const n = (requestsOn.get(req.socket) ?? 0) + 1;
      requestsOn.set(req.socket, n);
      if (n > 1) return void req.socket.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ n }));
    });
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    try {
      const http = axios.create({ baseURL: `http://127.0.0.1:${(closing.address() as AddressInfo).port}`, adapter: nodeHttpAdapter(axios) });
      expect((await http.get('/a')).data).toEqual({ n: 1 });
      // Out on the kept-alive connection, reset, then answered on a new one.
      expect((await http.get('/b')).data).toEqual({ n: 1 });
      // A write is not sent twice.
      const post = await http.post('/c', { x: 1 }).catch((e: unknown) => e);
      expect(axios.isAxiosError(post)).toBe(true);
    } finally {
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    }
  });
});
