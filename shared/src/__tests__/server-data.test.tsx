import { AxiosError } from 'axios';
import { render, screen } from '@testing-library/react';
import { RenderData, classifyHttpError, dataKey, entryOfFailure, failureOf, forgetServerData, seedServerData, useApi } from '../runtime';
import { stubApi } from '../testing/http-stubs';

describe('a server render’s API answers', () => {
  it('suspends on the first read and answers from then on', async () => {
    const load = jest.fn(async () => ({ status: 200, data: { n: 1 } }));
    const data = new RenderData(load);
    let thrown: unknown;
    try {
      data.read('k', '/misc/services/1', { lang: 'en' });
    } catch (promise) {
      thrown = promise;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(data.read('k', '/misc/services/1', { lang: 'en' })).toEqual({ ok: true, status: 200, data: { n: 1 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/misc/services/1', { lang: 'en' });
    expect(data.status()).toBe(200);
  });

  it('gives the page its status: 404 for an unknown id, 503 when the API is down, 400 for other mistakes', async () => {
    const failing = (status: number | null) => {
      const error = new AxiosError('x', status === null ? 'ECONNREFUSED' : undefined, undefined, undefined, status === null ? undefined : ({ status, data: {} } as never));
      const data = new RenderData(() => Promise.reject(error));
      try {
        data.read('k', '/misc/services/1', {});
      } catch (promise) {
        return (promise as Promise<void>).then(() => data.status());
      }
      throw new Error('did not suspend');
    };
    expect(await failing(404)).toBe(404);
    expect(await failing(null)).toBe(503);
    expect(await failing(502)).toBe(503);
    expect(await failing(400)).toBe(400);
  });

  it('describes a failure in the browser exactly as on the server', () => {
    const original = new AxiosError('x', undefined, undefined, undefined, { status: 400, data: { message: 'minPrice must be <= maxPrice' } } as never);
    expect(classifyHttpError(failureOf(entryOfFailure(original)))).toEqual(classifyHttpError(original));
    const down = new AxiosError('x', 'ECONNREFUSED');
    expect(classifyHttpError(failureOf(entryOfFailure(down)))).toEqual(classifyHttpError(down));
  });
});

describe('useApi on a server-rendered page', () => {
  function Title() {
    const { data, loading } = useApi<{ title: string }>('/misc/services/1', { lang: 'en' });
    return <p>{loading ? 'loading' : data?.title}</p>;
  }

  it('starts from the answer the page arrived with and does not ask the API again', () => {
    const get = stubApi(() => ({ title: 'From the API' }));
    seedServerData({ [dataKey('/misc/services/1', { lang: 'en' })]: { ok: true, status: 200, data: { title: 'From the server' } } });
    render(<Title />);
    expect(screen.getByText('From the server')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    forgetServerData();
    get.mockRestore();
  });
});
