import { readRuntimeConfig, useSessionStore, type SessionUser } from '@cargora/shared';

interface LoginSuccessMessage {
  type: 'login-success';
  token: string;
  user: SessionUser;
}

function isLoginSuccess(data: unknown): data is LoginSuccessMessage {
  const d = data as Partial<LoginSuccessMessage> | null;
  return Boolean(d && d.type === 'login-success' && typeof d.token === 'string' && d.user && typeof d.user === 'object');
}

/** Accepts the login-success event only from the configured customer and agent sites. */
export function listenForLoginSuccess(onSignedIn: () => void) {
  const handler = (event: MessageEvent) => {
    const { customerSiteUrl, agentSiteUrl } = readRuntimeConfig();
    const allowed = [customerSiteUrl, agentSiteUrl].map((url) => new URL(url).origin);
    if (!allowed.includes(event.origin) || !isLoginSuccess(event.data)) return;
    useSessionStore.getState().signIn(event.data.token, event.data.user);
    onSignedIn();
  };
  window.addEventListener('message', handler);
  return () => window.removeEventListener('message', handler);
}
