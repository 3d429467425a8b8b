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

/** The stored session's user, or with `token` the user a token not yet stored belongs to. */
export async function fetchCurrentUser(token?: string) {
  const res = await http.get<ApiEnvelope<{ user: SessionUser }>>('/auth/me', {
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
    cargora: { toastOnError: false, silentUnauthorized: true },
  });
  return res.data.data.user;
}
