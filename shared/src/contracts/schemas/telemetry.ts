import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_LOAD_OUTCOMES, REMOTE_NAMES } from '../enums';
import { REMOTE_LOAD_LIMITS } from '../remote-load';
import { OneOf } from './common';

export const RemoteLoadEvent = Type.Object(
  {
    remote: OneOf(REMOTE_NAMES),
    version: Type.Optional(Type.String({ maxLength: REMOTE_LOAD_LIMITS.maxVersion })),
    outcome: OneOf(REMOTE_LOAD_OUTCOMES),
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: REMOTE_LOAD_LIMITS.maxMs })),
    message: Type.Optional(Type.String({ maxLength: REMOTE_LOAD_LIMITS.maxMessage })),
  },
  { additionalProperties: false },
);
export type RemoteLoadEventT = Static<typeof RemoteLoadEvent>;

export const RemoteLoadCount = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  outcome: Type.String(),
  count: Type.Integer(),
  averageMs: Type.Number(),
  lastMessage: Type.String(),
  lastSeenAt: Type.String(),
});
export type RemoteLoadCountT = Static<typeof RemoteLoadCount>;
