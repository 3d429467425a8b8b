import {
  AxiosError,
  CanceledError,
  isCancel,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import * as notistack from 'notistack';
import { http, httpClient } from '../http-client';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '../request-deadline';
import { toasterMounted } from '../../toast';
import { setupTestI18n } from '../../testing';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn(), closeSnackbar: jest.fn() }));
toasterMounted(notistack);
beforeAll(() => setupTestI18n(null, []));

/** A transport that never answers on its own, and gives up the way XHR does when its signal aborts. */
let pending: { config: InternalAxiosRequestConfig; answer: () => void }[] = [];
const hanging: AxiosAdapter = (config) =>
  new Promise((resolve, reject) => {
    const answer = () =>
      resolve({ status: 200, statusText: 'OK', headers: {}, config, data: { data: 'late' } });
    pending.push({ config, answer });
    config.signal?.addEventListener?.('abort', () => reject(new CanceledError(undefined, config)));
  });

let client: AxiosInstance;
let originalAdapter: AxiosInstance['defaults']['adapter'];
beforeAll(async () => {
  client = await httpClient();
  originalAdapter = client.defaults.adapter;
});
beforeEach(() => {
  jest.useFakeTimers();
  pending = [];
  client.defaults.adapter = hanging;
});
afterEach(() => {
  jest.useRealTimers();
  client.defaults.adapter = originalAdapter;
});

it('gives up after 15 s with a time-out error (not a cancellation)', async () => {
  const result = http.get('/misc/qms', { cargora: { toastOnError: false } }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
  expect(pending).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  const error = (await result) as AxiosError;
  expect(isCancel(error)).toBe(false);
  expect(error).toBeInstanceOf(AxiosError);
  expect(error.code).toBe(AxiosError.ETIMEDOUT);
});

it('leaves an answer that arrives in time alone, and stops its clock', async () => {
  const result = http.get('/misc/qms');
  await jest.advanceTimersByTimeAsync(0);
  pending[0]!.answer();
  await expect(result).resolves.toMatchObject({ data: { data: 'late' } });
  expect(jest.getTimerCount()).toBe(0);
});

it("keeps the caller's own abort a cancellation", async () => {
  const controller = new AbortController();
  const result = http.get('/misc/qms', { signal: controller.signal }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(0);
  controller.abort();
  expect(isCancel(await result)).toBe(true);
  expect(jest.getTimerCount()).toBe(0);
});

it('gives uploads longer, and a request may set its own deadline', async () => {
  const upload = http
    .post('/misc/job/application/1', new FormData(), { cargora: { toastOnError: false } })
    .catch((e: unknown) => e);
  const quick = http
    .get('/misc/qms', { cargora: { toastOnError: false, timeoutMs: 1_000 } })
    .catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(await quick).toMatchObject({ code: AxiosError.ETIMEDOUT });
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  expect(pending).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS);
  expect(await upload).toMatchObject({ code: AxiosError.ETIMEDOUT });
});

it('toasts the time-out sentence for requests without an error state of their own', async () => {
  const result = http.get('/misc/qms').catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
  await result;
  expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(
    'The server is taking too long to answer. Please try again in a moment.',
    expect.objectContaining({ variant: 'error' }),
  );
});
