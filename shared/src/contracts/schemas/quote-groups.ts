import { Type, type Static } from '@sinclair/typebox';
import { QuoteRequest, QuoteRequestBody } from './quotes';

/** How many agents one group quote request may go to. */
export const QUOTE_GROUP_MAX_AGENTS = 5;
/** A group's reference: G- and the digits of its first request's reference (Q-XXXX-XXXX). */
export const QUOTE_GROUP_REFERENCE_PATTERN = /^G-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const AgentId = Type.Integer({ minimum: 1, maximum: 999999999 });

/** One quote request to several agents: the fields of a quote request, and the agents instead of a service or an agent. */
export const QuoteGroupBody = Type.Composite(
  [
    Type.Omit(QuoteRequestBody, ['serviceId', 'agentId']),
    Type.Object({ agentIds: Type.Array(AgentId, { minItems: 1, maxItems: QUOTE_GROUP_MAX_AGENTS }) }),
  ],
  { additionalProperties: false },
);
export type QuoteGroupBodyT = Static<typeof QuoteGroupBody>;

/** The stored requests (one per agent, in the order the agents were named) and the reference they share. */
export const QuoteGroup = Type.Object({ reference: Type.String(), items: Type.Array(QuoteRequest) });
export type QuoteGroupT = Static<typeof QuoteGroup>;

/** `?ids=3,7,12`: the agents a group request page names. */
export const QuoteGroupAgentsQuery = Type.Object({ ids: Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,4}$' }) });

/** An agent a group request may go to: what the page names it by. */
export const QuoteGroupAgent = Type.Object({ id: Type.Integer(), userId: Type.String(), companyName: Type.String(), country: Type.String(), serviceCount: Type.Integer() });
export type QuoteGroupAgentT = Static<typeof QuoteGroupAgent>;
