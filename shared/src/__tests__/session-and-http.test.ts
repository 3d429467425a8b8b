import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import * as notistack from 'notistack';
import { configureHttp, errorMessage, http, httpClient } from '../http/http-client';
import { useSessionStore } from '../stores/session-store';
import { SESSION_EXPIRED_MESSAGE, STORAGE_KEYS } from '../constants';
import { toasterMounted } from '../toast';
import { setupTestI18n } from '../testing';

jest.mock('notistack', () => ({ enqueueSnackbar: jest.fn(), closeSnackbar: jest.fn() }));
const enqueue = notistack.enqueueSnackbar as jest.Mock;
// As if the host's toaster were mounted (toast.test.tsx covers toasts raised before it is).
toasterMounted(notistack);
beforeAll(() => setupTestI18n(null, []));

type Reply = { status: number; data: unknown };
let seen: InternalAxiosRequestConfig[] = [];
function transport(reply: Reply): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { status: reply.status, statusText: String(reply.status), data: reply.data, headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR', config, {}, response);
    return response;
  };
}

const user = { id: 1, email: 'a@b.c', name: 'A', role: 'customer' as const };
const navigate = jest.fn();

beforeEach(() => {
  localStorage.clear();
  seen = [];
  useSessionStore.getState().clear();
  configureHttp({ navigate, currentPath: () => '/allServices', exemptPaths: [] });
});

describe('the session store', () => {
  it('stores only the user under userData (the credential is the HttpOnly cookie), and clears it', () => {
    useSessionStore.getState().signIn(user);
    expect(localStorage.getItem(STORAGE_KEYS.legacyToken)).toBeNull();
    expect(Object.keys({ ...localStorage })).toEqual([STORAGE_KEYS.user]);
    expect(Object.keys(useSessionStore.getState())).not.toContain('token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(useSessionStore.getState().status).toBe('authenticated');
    useSessionStore.getState().clear();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });
});

describe('the HTTP client', () => {
  it('sends credentials (the session cookie) and JSON, and no token of its own', async () => {
    useSessionStore.getState().signIn(user);
    (await httpClient()).defaults.adapter = transport({ status: 200, data: { data: 1 } });
    await http.get('/misc/qms');
    expect(seen[0]!.withCredentials).toBe(true);
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(String(seen[0]!.headers.get('Content-Type'))).toContain('application/json');
    expect(seen[0]!.baseURL).toMatch(/\/api\/v1$/);
  });

  it('on a 401 ends the session, says it expired and goes to /login', async () => {
    useSessionStore.getState().signIn(user);
    (await httpClient()).defaults.adapter = transport({ status: 401, data: { message: 'Unauthorized' } });
    await expect(http.get('/auth/me')).rejects.toBeInstanceOf(AxiosError);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(enqueue).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE, expect.objectContaining({ variant: 'error', autoHideDuration: 4000 }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on a 401 on an exempt page clears the session without message or redirect', async () => {
    configureHttp({ exemptPaths: ['/allServices'] });
    useSessionStore.getState().signIn(user);
    (await httpClient()).defaults.adapter = transport({ status: 401, data: {} });
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(enqueue).not.toHaveBeenCalled();
  });

  it("shows request errors as a toast: the API's data.message or message for a 4xx, a sentence for a 5xx", async () => {
    (await httpClient()).defaults.adapter = transport({ status: 400, data: { message: 'pageSize must be <= 100', data: { message: 'nested wins' } } });
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(enqueue).toHaveBeenLastCalledWith('nested wins', expect.objectContaining({ variant: 'error' }));
    (await httpClient()).defaults.adapter = transport({ status: 400, data: { message: 'pageSize must be <= 100' } });
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(enqueue).toHaveBeenLastCalledWith('pageSize must be <= 100', expect.anything());
    (await httpClient()).defaults.adapter = transport({ status: 502, data: 'Bad gateway' });
    await expect(http.get('/x')).rejects.toBeDefined();
    expect(enqueue).toHaveBeenLastCalledWith('Something went wrong on our side. Please try again in a moment.', expect.anything());
  });

  it('stays quiet for requests that show their own error state', async () => {
    (await httpClient()).defaults.adapter = transport({ status: 500, data: { message: 'boom' } });
    await expect(http.get('/x', { cargora: { toastOnError: false } })).rejects.toBeDefined();
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('never shows the text of an error that is not an API answer', () => {
    expect(errorMessage(new Error('plain'))).toBe('Something unexpected happened. Please try again.');
  });

  it("a 401 to a request carrying another token leaves the stored session alone", async () => {
    useSessionStore.getState().signIn(user);
    (await httpClient()).defaults.adapter = transport({ status: 401, data: { message: 'Unauthorized' } });
    await expect(http.post('/auth/session', {}, { headers: { Authorization: 'Bearer candidate' }, cargora: { toastOnError: false } })).rejects.toBeDefined();
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer candidate');
    expect(useSessionStore.getState().user).toEqual(user);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a token an earlier version of the site stored', () => {
  it('is removed from local storage when the session store loads', () => {
    localStorage.setItem('accessToken', 'a.b.c');
    jest.isolateModules(() => {
      require('../stores/session-store');
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
