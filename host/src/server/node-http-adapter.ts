// The render worker's HTTP adapter for axios: its requests to the API go through Node's http module with kept-alive
// connections. The worker loads axios's browser build (SERVER_AXIOS: a new worker's first page about 40 ms sooner
// than with the Node build), whose own adapter in Node is fetch: measured against the API on this machine, a request cost
// 0.71 ms of CPU through axios and fetch, 0.57 ms through axios's Node build, 0.23 ms through http alone, and a page
// makes two to five. axios keeps everything else (interceptors, the deadline's signal, transforms, its errors).
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AxiosAdapter, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';

export function nodeHttpAdapter(axios: AxiosStatic): AxiosAdapter {
  // As Node's global agent: with a timeout set, an idle connection is closed a second before the API's announced
  // keep-alive time-out (its Keep-Alive header), not kept until the API closes it.
  const kept = { keepAlive: true, timeout: 5000 };
  const agents = { http: new HttpAgent(kept), https: new HttpsAgent(kept) };
  const { AxiosError, AxiosHeaders } = axios;
  const send = (config: InternalAxiosRequestConfig, retried: boolean): Promise<AxiosResponse> =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const url = new URL(axios.getUri(config));
      const secure = url.protocol === 'https:';
      const method = (config.method ?? 'get').toUpperCase();
      // The first outcome wins (an error after the answer, a time-out after an error, ...).
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
      };
      const fail = (error: Error) => settle(() => reject(error));
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method,
          headers: AxiosHeaders.from(config.headers).toJSON(true) as Record<string, string>,
          agent: secure ? agents.https : agents.http,
          // An abort (the request's deadline) ends it; axios then reports the cancellation.
          signal: config.signal as AbortSignal | undefined,
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => fail(AxiosError.from(error, AxiosError.ERR_NETWORK, config, req)));
          res.on('end', () =>
            settle(() => {
              const status = res.statusCode ?? 0;
              const response: AxiosResponse = {
                data: Buffer.concat(chunks).toString('utf8'),
                status,
                statusText: res.statusMessage ?? '',
                headers: AxiosHeaders.from(res.headers as Record<string, string>),
                config,
                request: req,
              };
              if (!config.validateStatus || config.validateStatus(status)) resolve(response);
              else {
                const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
                reject(new AxiosError(`Request failed with status code ${status}`, code, config, req, response));
              }
            }),
          );
        },
      );
      if (config.timeout) {
        req.setTimeout(config.timeout, () => {
          const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
          fail(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config, req));
          req.destroy();
        });
      }
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the API closed just as this request went out on it (its idle time-out): a read is
        // sent again, once, on a new connection, as fetch does (a read is safe to repeat).
        const closedUnderIt = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        if (closedUnderIt && !retried && (method === 'GET' || method === 'HEAD')) settle(() => send(config, true).then(resolve, reject));
        else fail(AxiosError.from(error, error.code ?? AxiosError.ERR_NETWORK, config, req));
      });
      const body = config.data as string | Buffer | undefined | null;
      req.end(body ?? undefined);
    });
  return (config: InternalAxiosRequestConfig) => send(config, false);
}
