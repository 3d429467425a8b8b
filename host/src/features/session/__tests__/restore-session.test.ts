import { http, useSessionStore } from '@cargora/shared';
import * as notistack from 'notistack';
import { restoreSession } from '../restore-session';
import { listenForLoginSuccess } from '../login-success-listener';

jest.mock('notistack', () => ({ ...jest.requireActual('notistack'), enqueueSnackbar: jest.fn() }));

const user = { id: 1, email: 'dana@cargora.test', name: 'Dana', role: 'customer' as const };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ status: 'loading', token: null, user: null });
});

it('fetches the current user when a token is stored, and stores it', async () => {
  useSessionStore.setState({ token: 'good' });
  const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { data: { user } } });
  await restoreSession();
  expect(get).toHaveBeenCalledWith('/auth/me', expect.objectContaining({ cargora: expect.objectContaining({ silentUnauthorized: true }) }));
  expect(useSessionStore.getState().user).toEqual(user);
  expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
  expect(useSessionStore.getState().status).toBe('authenticated');
});

it('clears a bad stored session silently', async () => {
  localStorage.setItem('accessToken', 'bad');
  localStorage.setItem('userData', JSON.stringify(user));
  useSessionStore.setState({ token: 'bad', user });
  jest.spyOn(http, 'get').mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401 } }));
  await restoreSession();
  expect(useSessionStore.getState().user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
  expect(notistack.enqueueSnackbar).not.toHaveBeenCalled();
});

it('is a guest without a stored token, without calling the API', async () => {
  const get = jest.spyOn(http, 'get');
  await restoreSession();
  expect(get).not.toHaveBeenCalled();
  expect(useSessionStore.getState().status).toBe('guest');
});

describe('the login-success message', () => {
  it('is accepted from the configured customer site only', () => {
    const onSignedIn = jest.fn();
    const stop = listenForLoginSuccess(onSignedIn);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'login-success', token: 'x', user } }));
    expect(useSessionStore.getState().token).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost:5100', data: { type: 'login-success', token: 'real', user } }));
    expect(useSessionStore.getState().token).toBe('real');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores malformed messages from a trusted origin', () => {
    const stop = listenForLoginSuccess(jest.fn());
    window.dispatchEvent(new MessageEvent('message', { origin: 'http://localhost:5100', data: { type: 'login-success', token: 5 } }));
    expect(useSessionStore.getState().token).toBeNull();
    stop();
  });
});
