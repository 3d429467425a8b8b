import { Type, type Static } from '@sinclair/typebox';
import { USER_ROLES } from '../enums';
import { OneOf } from './common';

export const SessionUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  role: OneOf(USER_ROLES),
});
export type SessionUserT = Static<typeof SessionUser>;

export const LoginBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const OtpChallenge = Type.Object({ identifier: Type.String(), expiresAt: Type.String() });
export const OtpParams = Type.Object({ identifier: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }) });
export const OtpBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) }, { additionalProperties: false });
export const AuthResult = Type.Object({ token: Type.String(), user: SessionUser });
export const MeResult = Type.Object({ user: SessionUser });
