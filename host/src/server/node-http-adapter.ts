// The render worker's HTTP adapter for axios: its requests to the API go through Node's http module with kept-alive
// connections. The worker loads axios's browser build (SERVER_AXIOS: a new worker's first page about 40 ms sooner
// than with the Node build), whose own adapter in Node is fetch: measured against the API on this machine, a request cost
// 0.71 ms of CPU through axios and fetch, 0.57 ms through axios's Node build, 0.23 ms through http alone, and a page
// makes two to five. axios keeps everything else (interceptors, the deadline's signal, transforms, its errors). The
// request itself, its connections and the resend of a read the API cut off, are node-request.ts's.
import type { AxiosAdapter, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { sendRequest, type RequestFailure } from './node-request';

export function nodeHttpAdapter(axios: AxiosStatic): AxiosAdapter {
  const { AxiosError, AxiosHeaders } = axios;
  return async (config: InternalAxiosRequestConfig) => {
    const answer = await sendRequest({
      url: new URL(axios.getUri(config)),
      method: (config.method ?? 'get').toUpperCase(),
      headers: AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>,
      body: config.data as string | Buffer | undefined | null,
      // An abort (the request's deadline) ends it; axios then reports the cancellation.
      signal: config.signal as AbortSignal | undefined,
      timeoutMs: config.timeout || undefined,
    }).catch((failure: RequestFailure) => {
      if (failure.timedOut) {
        const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
        throw new AxiosError(failure.message, code, config, failure.request);
      }
      throw AxiosError.from(failure, failure.inResponse ? AxiosError.ERR_NETWORK : (failure.code ?? AxiosError.ERR_NETWORK), config, failure.request);
    });
    const response: AxiosResponse = {
      data: answer.body.toString('utf8'),
      status: answer.status,
      statusText: answer.statusText,
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: answer.request,
    };
    if (!config.validateStatus || config.validateStatus(answer.status)) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, answer.request, response);
  };
}
