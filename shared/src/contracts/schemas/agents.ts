import { Type, type Static } from '@sinclair/typebox';
import { AGENT_SORTS } from '../enums';
import { VERIFICATION_KINDS } from '../agent-trust';
import { OneOf, PagingQuery, NameText, SearchText, Scope, TextLang } from './common';

export const AgentSummary = Type.Object({
  id: Type.Integer(),
  userId: Type.String(),
  companyName: Type.String(),
  country: Type.String(),
  countryCode: Type.String(),
  state: Type.String(),
  city: Type.String(),
  /** Country, state and city in the request's language (the fields above are the data's names, for links and filters). */
  names: Type.Optional(Type.Object({ country: Type.String(), state: Type.String(), city: Type.String() })),
  logoUrl: Type.String(),
  rating: Type.Number(),
  reviewCount: Type.Integer(),
  completedJobs: Type.Integer(),
  scope: Scope,
  verified: Type.Boolean(),
  joinedAt: Type.String(),
});
export type AgentSummaryT = Static<typeof AgentSummary>;

export const AgentDetail = Type.Composite([
  AgentSummary,
  Type.Object({
    description: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    website: Type.String(),
    languages: Type.Array(Type.String(), { description: 'the languages the agent works in, as ISO 639-1 codes ("pt")' }),
    /** The language of `description`. */
    lang: Type.Optional(TextLang),
  }),
]);
export type AgentDetailT = Static<typeof AgentDetail>;

/** One thing Cargora verified about an agent (see ../agent-trust.ts): when, and until when a licence is valid. */
export const AgentVerification = Type.Object({
  kind: OneOf(VERIFICATION_KINDS),
  /** The register or licence number, as the issuing authority writes it. */
  reference: Type.String(),
  /** The day Cargora checked it (YYYY-MM-DD). */
  verifiedAt: Type.String(),
  /** The last day the licence is valid; null: no expiry (a trade register entry). */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});

/** What a shipper can check about an agent: its verifications, and how fast it answers quote requests. */
export const AgentTrust = Type.Object({
  verifications: Type.Array(AgentVerification),
  /**
   * Median hours from a quote request to the agent's answer over the `requests` requests it received in the 365 days
   * before `measuredAt` (a request not answered within 7 days counts as 7 days; a younger unanswered one is not counted
   * yet); null: fewer than 3 requests (RESPONSE_TIME_RULES in ../agent-trust.ts).
   */
  responseTime: Type.Union([
    Type.Object(
      { medianHours: Type.Number(), requests: Type.Integer(), measuredAt: Type.String() },
      {
        description:
          "Median hours from a quote request to the agent's answer over the requests of the last 365 days; a request not " +
          'answered within 7 days counts as 7 days; null below 3 requests',
      },
    ),
    Type.Null(),
  ]),
});
export type AgentTrustT = Static<typeof AgentTrust>;

export const BestAgent = Type.Composite([AgentSummary, Type.Object({ score: Type.Number() })]);
export type BestAgentT = Static<typeof BestAgent>;

export const AgentListQuery = Type.Object({
  country: Type.Optional(NameText),
  state: Type.Optional(NameText),
  scope: Type.Optional(Scope),
  q: Type.Optional(SearchText),
  sort: Type.Optional(OneOf(AGENT_SORTS)),
  ...PagingQuery,
});
export type AgentListQueryT = Static<typeof AgentListQuery>;

export const DirectoryQuery = Type.Object({
  country: Type.Optional(NameText),
  state: Type.Optional(NameText),
  q: Type.Optional(SearchText),
  ...PagingQuery,
});

/** `country` / `state`: the data's names (links, filters); `label` / `countryLabel`: the names in the request's language. */
export const AgentCountByCountry = Type.Object({ country: Type.String(), countryCode: Type.String(), count: Type.Integer(), label: Type.Optional(Type.String()) });
export const AgentCountByState = Type.Object({
  country: Type.String(),
  state: Type.String(),
  count: Type.Integer(),
  label: Type.Optional(Type.String()),
  countryLabel: Type.Optional(Type.String()),
});

export const LimitQuery = (def: number) => Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: def })) });

/** An agent reference in a path: numeric id or a userId such as agent-0001. */
export const AgentRefParams = (name: string) =>
  Type.Object({ [name]: Type.String({ pattern: '^([1-9][0-9]{0,8}|[A-Za-z][A-Za-z0-9_-]{0,63})$' }) });
