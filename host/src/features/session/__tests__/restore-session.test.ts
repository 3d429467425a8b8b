import { http, useSessionStore } from '@cargora/shared/runtime';
import * as notistack from 'notistack';
import { restoreSession } from '../restore-session';

jest.mock('notistack', () => ({ ...jest.requireActual('notistack'), enqueueSnackbar: jest.fn() }));

const user = { id: 1, email: 'dana@cargora.test', name: 'Dana', role: 'customer' as const };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ status: 'loading', user: null });
});

it("asks the API whose the session cookie is when a user is stored, and stores the API's answer", async () => {
  useSessionStore.setState({ user: { ...user, name: 'Old name' } });
  const get = jest.spyOn(http, 'get').mockResolvedValue({ data: { data: { user } } });
  await restoreSession();
  expect(get).toHaveBeenCalledWith('/auth/me', expect.objectContaining({ cargora: expect.objectContaining({ silentUnauthorized: true }) }));
  expect(useSessionStore.getState().user).toEqual(user);
  expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
  expect(useSessionStore.getState().status).toBe('authenticated');
});

it('clears a bad stored session silently', async () => {
  localStorage.setItem('userData', JSON.stringify(user));
  useSessionStore.setState({ user });
  jest.spyOn(http, 'get').mockRejectedValue(Object.assign(new Error('401'), { response: { status: 401 } }));
  await restoreSession();
  expect(useSessionStore.getState().user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
  expect(notistack.enqueueSnackbar).not.toHaveBeenCalled();
});

it('is a guest without a stored user, without calling the API', async () => {
  const get = jest.spyOn(http, 'get');
  await restoreSession();
  expect(get).not.toHaveBeenCalled();
  expect(useSessionStore.getState().status).toBe('guest');
});
