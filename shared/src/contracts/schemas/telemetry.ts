import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_LOAD_OUTCOMES, REMOTE_NAMES } from '../enums';
import { REMOTE_LOAD_LIMITS, REMOTE_LOAD_MESSAGE_PATTERN } from '../remote-load';
import { OneOf, PagingQuery } from './common';

/**
 * A published remote version as `makeVersion` (scripts/lib/deploy.ts) writes it: `<semver>-<sha7 or 'local'>-<build
 * time>`, e.g. `1.0.0-abc1234-20261123t101500123` (the sha part is absent when the build had no git).
 */
export const REMOTE_VERSION_PATTERN = '^[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}-(?:(?:[0-9a-f]{7,40}|local)-)?[0-9]{8}[Tt][0-9]{6,9}Z?$';

export const RemoteLoadEvent = Type.Object(
  {
    remote: OneOf(REMOTE_NAMES),
    version: Type.Optional(Type.String({ maxLength: REMOTE_LOAD_LIMITS.maxVersion, pattern: REMOTE_VERSION_PATTERN })),
    outcome: OneOf(REMOTE_LOAD_OUTCOMES),
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: REMOTE_LOAD_LIMITS.maxMs })),
    message: Type.Optional(Type.String({ maxLength: REMOTE_LOAD_LIMITS.maxMessage, pattern: REMOTE_LOAD_MESSAGE_PATTERN })),
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

export const RemoteLoadQuery = Type.Object(PagingQuery);
export type RemoteLoadQueryT = Static<typeof RemoteLoadQuery>;
