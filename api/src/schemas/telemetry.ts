import { Type, type Static } from '@sinclair/typebox';

export const RemoteLoadEvent = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@/-]+$' }),
    version: Type.Optional(Type.String({ maxLength: 64 })),
    outcome: Type.Union([Type.Literal('ok'), Type.Literal('error'), Type.Literal('timeout')]),
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600000 })),
    message: Type.Optional(Type.String({ maxLength: 500 })),
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
