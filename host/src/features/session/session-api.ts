import type { ApiEnvelope, AuthResult, OtpChallenge, SessionUser } from '@cargora/shared/contracts';
import { http } from '@cargora/shared/runtime';

export async function loginCustomer(email: string, password: string) {
  const res = await http.post<ApiEnvelope<OtpChallenge>>('/auth/login/customer', { email, password });
  return res.data;
}

export async function verifyOtp(identifier: string, code: string) {
  const res = await http.post<ApiEnvelope<AuthResult>>(
    `/auth/otp/verify/${encodeURIComponent(identifier)}`,
    { code },
  );
  return res.data;
}

/** The user of the session cookie (401 when there is none, or it expired or was revoked). */
export async function fetchCurrentUser() {
  const res = await http.get<ApiEnvelope<{ user: SessionUser }>>('/auth/me', {
    cargora: { toastOnError: false, silentUnauthorized: true },
  });
  return res.data.data.user;
}

/**
 * Starts the site's session from a token signed in on the customer or agent site: the API checks it and keeps it in
 * its HttpOnly cookie, and answers whose it is. The page never stores the token.
 */
export async function startSession(token: string) {
  const res = await http.post<ApiEnvelope<{ user: SessionUser }>>('/auth/session', {}, {
    headers: { Authorization: `Bearer ${token}` },
    cargora: { toastOnError: false, silentUnauthorized: true },
  });
  return res.data.data.user;
}
