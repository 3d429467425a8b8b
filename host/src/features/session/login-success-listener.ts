import { HOST_PATHS } from '@cargora/shared/contracts';
import { classifyHttpError, errorMessage, i18next, toast, useSessionStore } from '@cargora/shared/runtime';
import { forgetOpenedSite, openedSiteOf } from '@cargora/shared/ui';
import { startSession } from './session-api';

interface LoginSuccessMessage {
  type: 'login-success';
  token: string;
}

// The message's user is ignored: the API says who the token belongs to (and keeps the token in its cookie).
function isLoginSuccess(data: unknown): data is LoginSuccessMessage {
  const d = data as Partial<LoginSuccessMessage> | null;
  return Boolean(d && d.type === 'login-success' && typeof d.token === 'string' && /^[\w.-]{1,4096}$/.test(d.token));
}

/**
 * Spec section 4: after login go to the redirect query value, or / if none (same-origin paths only). The login
 * dialog opens the sign-in sites from any page of the site: there the page the visitor is on is the redirect value
 * (on /login and /verify-otp without one, and on /, it is /).
 */
export function destinationAfterLogin(search: string = window.location.search, pathname: string = window.location.pathname): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect === null) {
    const signInPage = pathname === HOST_PATHS.login || pathname === HOST_PATHS.verifyOtp || pathname === HOST_PATHS.root;
    return signInPage ? HOST_PATHS.root : `${pathname}${search}`;
  }
  if (!redirect.startsWith('/')) return HOST_PATHS.root;
  const url = new URL(redirect, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : HOST_PATHS.root;
}

function refusalMessage(error: unknown): string {
  const { status } = classifyHttpError(error);
  return status === 401 || status === 403 ? i18next.t('loginMessage.refused', { ns: 'host' }) : errorMessage(error);
}

/**
 * The login-success message of the customer and agent sites: accepted only from a tab this page
 * opened, at that site's configured origin, and only once the API confirms the token and puts it in its HttpOnly
 * session cookie (only the user is stored on the page).
 */
export function listenForLoginSuccess(onSignedIn: (destination: string) => void) {
  const handler = (event: MessageEvent) => {
    if (!isLoginSuccess(event.data) || !openedSiteOf(event)) return;
    const { token } = event.data;
    startSession(token).then(
      (user) => {
        forgetOpenedSite(event.source);
        useSessionStore.getState().signIn(user);
        onSignedIn(destinationAfterLogin());
      },
      (error: unknown) => toast.error(refusalMessage(error)),
    );
  };
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
}
