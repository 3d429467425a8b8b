import { errorMessage, http } from '../http/http-client';
import { apiError, httpError, ok, page, paramsOf, stubApi } from '../testing/http-stubs';

describe('http test stubs', () => {
  it('answers http.get with the API envelope and records params', async () => {
    const spy = stubApi((path, params) => (path === '/misc/things' ? page([params.q]) : null));
    await expect(http.get('/misc/things', { params: { q: 'x' } })).resolves.toMatchObject({
      status: 200,
      data: { data: { items: ['x'], total: 1, page: 1, pageSize: 12 } },
    });
    await http.get('/misc/other');
    expect(paramsOf(spy, '/misc/things')).toEqual([{ q: 'x' }]);
    expect(paramsOf(spy, '/misc/other')).toEqual([{}]);
  });

  it('fails a stubbed call with an error the app reads like a real one', async () => {
    stubApi(() => {
      throw apiError(404, 'Thing 9 not found');
    });
    const error = await http.get('/misc/things/9').catch((e: unknown) => e);
    expect(errorMessage(error)).toBe('Thing 9 not found');
    expect(error).toMatchObject({ isAxiosError: true, response: { status: 404 } });
  });

  it('builds resolved and rejected answers', async () => {
    await expect(ok({ id: 1 })).resolves.toEqual({ status: 200, data: { data: { id: 1 } } });
    await expect(httpError(500, 'down')).rejects.toMatchObject({
      message: 'down',
      response: { status: 500 },
    });
  });
});
