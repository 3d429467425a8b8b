import { http, type ApiEnvelope, type AuthResult, type OtpChallenge, type SessionUser } from '@cargora/shared';

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

export async function fetchCurrentUser() {
  const res = await http.get<ApiEnvelope<{ user: SessionUser }>>('/auth/me', {
    cargora: { toastOnError: false, silentUnauthorized: true },
  });
  return res.data.data.user;
}
