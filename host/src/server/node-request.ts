// One HTTP request from a render worker through Node's http module, on the worker's kept-alive connections: what the
// axios adapter (node-http-adapter.ts) and a page's own reads (api-get.ts) both send with, so the two share their
// connections to the API and one way of handling a connection the API closes under a request.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// As Node's global agent: with a timeout set, an idle connection is closed a second before the API's announced
// keep-alive time-out (its Keep-Alive header), not kept until the API closes it.
const kept = { keepAlive: true, timeout: 5000 };
const agents = { http: new HttpAgent(kept), https: new HttpsAgent(kept) };

export interface NodeRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer | null;
  /** An abort ends the request (it rejects with Node's abort error). */
  signal?: AbortSignal;
  /** No answer within this many ms: it rejects with `timedOut`. */
  timeoutMs?: number;
}

export interface NodeResponse {
  status: number;
  statusText: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  request: ClientRequest;
}

/** Why a request failed: Node's error (its `code`), or the time-out; `inResponse` when the answer broke off midway. */
export type RequestFailure = NodeJS.ErrnoException & { request: ClientRequest; timedOut?: boolean; inResponse?: boolean };

function send(options: NodeRequest, retried: boolean): Promise<NodeResponse> {
  return new Promise<NodeResponse>((resolve, reject) => {
    const secure = options.url.protocol === 'https:';
    // The first outcome wins (an error after the answer, a time-out after an error, ...).
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const fail = (error: Error, extra: Partial<RequestFailure> = {}) => settle(() => reject(Object.assign(error, { request: req }, extra)));
    const req = (secure ? httpsRequest : httpRequest)(
      options.url,
      { method: options.method, headers: options.headers, agent: secure ? agents.https : agents.http, signal: options.signal },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => fail(error, { inResponse: true }));
        res.on('end', () =>
          settle(() =>
            resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks), request: req }),
          ),
        );
      },
    );
    if (options.timeoutMs) {
      req.setTimeout(options.timeoutMs, () => {
        fail(new Error(`timeout of ${options.timeoutMs}ms exceeded`), { timedOut: true });
        req.destroy();
      });
    }
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the API closed just as this request went out on it (its idle time-out): a read is
      // sent again, once, on a new connection, as fetch does (a read is safe to repeat).
      const closedUnderIt = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      const read = options.method === 'GET' || options.method === 'HEAD';
      if (closedUnderIt && !retried && read) settle(() => send(options, true).then(resolve, reject));
      else fail(error);
    });
    req.end(options.body ?? undefined);
  });
}

export function sendRequest(options: NodeRequest): Promise<NodeResponse> {
  return send(options, false);
}
