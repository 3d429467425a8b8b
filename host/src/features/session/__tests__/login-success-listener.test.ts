import { join } from 'node:path';
import { http, toast, useSessionStore } from '@cargora/shared/runtime';
import { openExternalSite } from '@cargora/shared/ui';
import { apiError, setupTestI18n } from '@cargora/shared/testing';
import { destinationAfterLogin, listenForLoginSuccess } from '../login-success-listener';

const CUSTOMER_ORIGIN = 'http://localhost:5100';
const apiUser = { id: 1, email: 'dana@cargora.test', name: 'Dana Demo', role: 'customer' as const };
const claimedUser = { id: 9, email: 'evil@x.y', name: 'Evil', role: 'agent' as const };

/** A real window (an iframe's) standing in for a tab: MessageEvent only takes real windows as its source. */
function aWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow!;
}

let tab: Window;
let onSignedIn: jest.Mock;
let stop: () => void;

function post(from: { source: Window | null; origin: string }, data: unknown = { type: 'login-success', token: 'a.b.c', user: claimedUser }) {
  window.dispatchEvent(new MessageEvent('message', { data, ...from }));
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => setupTestI18n(join(__dirname, '../../../../public/locales'), ['host']));

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ status: 'guest', user: null });
  tab = aWindow();
  jest.spyOn(window, 'open').mockReturnValue(tab);
  openExternalSite('customer');
  onSignedIn = jest.fn();
  stop = listenForLoginSuccess(onSignedIn);
});
afterEach(() => stop());

it('opens the site without noopener, so the tab can answer and be recognised', () => {
  expect(window.open).toHaveBeenCalledWith('http://localhost:5100', '_blank');
});

it('ignores a message from another origin, even from the opened tab', async () => {
  const post_ = jest.spyOn(http, 'post');
  post({ source: tab, origin: 'https://evil.example' });
  post({ source: tab, origin: 'http://localhost:5200' });
  await settled();
  expect(post_).not.toHaveBeenCalled();
  expect(useSessionStore.getState().user).toBeNull();
  expect(onSignedIn).not.toHaveBeenCalled();
});

it('ignores a message from a window the site did not open, even at the right origin', async () => {
  const post_ = jest.spyOn(http, 'post');
  post({ source: aWindow(), origin: CUSTOMER_ORIGIN });
  post({ source: window, origin: CUSTOMER_ORIGIN });
  post({ source: null, origin: CUSTOMER_ORIGIN });
  await settled();
  expect(post_).not.toHaveBeenCalled();
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it('stores nothing when the API refuses the token, and says so readably', async () => {
  const error = jest.spyOn(toast, 'error');
  jest.spyOn(http, 'post').mockRejectedValue(apiError(401, 'Unauthorized'));
  post({ source: tab, origin: CUSTOMER_ORIGIN });
  await settled();
  expect(useSessionStore.getState().user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledWith('We could not confirm your sign-in. Please sign in again.');
});

it('has the API check the token and keep it in its HttpOnly cookie; stores only the user the API returns', async () => {
  const post_ = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { user: apiUser } } });
  post({ source: tab, origin: CUSTOMER_ORIGIN });
  await settled();
  expect(post_).toHaveBeenCalledWith('/auth/session', {}, expect.objectContaining({ headers: { Authorization: 'Bearer a.b.c' } }));
  expect(useSessionStore.getState()).toMatchObject({ user: apiUser, status: 'authenticated' });
  expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(apiUser);
  // The token is in no storage a script can read.
  expect(JSON.stringify({ ...localStorage })).not.toContain('a.b.c');
  expect(JSON.stringify(useSessionStore.getState())).not.toContain('a.b.c');
  expect(onSignedIn).toHaveBeenCalledWith('/');
});

it('trusts a tab once: a second message from it is ignored', async () => {
  const post_ = jest.spyOn(http, 'post').mockResolvedValue({ data: { data: { user: apiUser } } });
  post({ source: tab, origin: CUSTOMER_ORIGIN });
  await settled();
  post({ source: tab, origin: CUSTOMER_ORIGIN }, { type: 'login-success', token: 'x.y.z' });
  await settled();
  expect(post_).toHaveBeenCalledTimes(1);
  expect(useSessionStore.getState().user).toEqual(apiUser);
});

it('ignores malformed messages from the opened tab', async () => {
  const post_ = jest.spyOn(http, 'post');
  post({ source: tab, origin: CUSTOMER_ORIGIN }, { type: 'login-success', token: 5 });
  post({ source: tab, origin: CUSTOMER_ORIGIN }, { type: 'login-success', token: 'has spaces' });
  post({ source: tab, origin: CUSTOMER_ORIGIN }, 'login-success');
  await settled();
  expect(post_).not.toHaveBeenCalled();
});

describe('where a sign-in goes next', () => {
  it('is the redirect query value, or / without one', () => {
    expect(destinationAfterLogin('?redirect=%2Fhome')).toBe('/home');
    expect(destinationAfterLogin('?redirect=%2Fstorefront%2F7%3Ftab%3Dreviews')).toBe('/storefront/7?tab=reviews');
    expect(destinationAfterLogin('')).toBe('/');
  });

  it('stays on the page the login dialog was opened from when there is no redirect value', () => {
    expect(destinationAfterLogin('?x=1', '/allServices')).toBe('/allServices?x=1');
    expect(destinationAfterLogin('', '/storefront/7')).toBe('/storefront/7');
    expect(destinationAfterLogin('', '/login')).toBe('/');
    expect(destinationAfterLogin('', '/verify-otp')).toBe('/');
    expect(destinationAfterLogin('?redirect=%2Fhome', '/allServices')).toBe('/home');
  });

  it('never leaves the site', () => {
    expect(destinationAfterLogin('?redirect=%2F%2Fevil.example%2Fx')).toBe('/');
    expect(destinationAfterLogin('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(destinationAfterLogin('?redirect=%2F%5Cevil.example')).toBe('/');
  });
});
