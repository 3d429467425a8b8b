import type { FastifyInstance } from 'fastify';
import { createStaticOrigin, staticOriginSettings } from '../static-origin';

// Over a real socket (app.inject needs an ESM-only module this suite's Jest cannot load).
async function serve(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

describe('a static origin (host or remote) when a request fails', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failure of its own and answers 500 without its message, then keeps serving', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await createStaticOrigin(staticOriginSettings({}), () => ({ 'x-test': '1' }));
    app.get('/fails', async () => {
      throw new Error('cannot read /srv/cargora/secret-path');
    });
    app.get('/works', async () => 'fine');
    try {
      const url = await serve(app);
      const res = await fetch(`${url}/fails`);
      const body = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(body)).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
      expect(body).not.toContain('secret-path');
      expect(res.headers.get('x-test')).toBe('1');
      expect(logged).toHaveBeenCalledWith('[static origin] GET /fails failed:', expect.objectContaining({ message: 'cannot read /srv/cargora/secret-path' }));
      expect(await (await fetch(`${url}/works`)).text()).toBe('fine');
    } finally {
      await app.close();
    }
  });

  it("keeps a request's own mistake a 4xx", async () => {
    const app = await createStaticOrigin(staticOriginSettings({}), () => ({}));
    app.post('/reports', async () => 'stored');
    try {
      const res = await fetch(`${await serve(app)}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"unterminated' });
      expect(res.status).toBe(400);
    } finally {
      await app.close();
    }
  });
});
