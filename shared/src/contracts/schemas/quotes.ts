import { Type, type Static } from '@sinclair/typebox';
import { INCOTERMS, QUOTE_STATUSES, TRANSPORT_MODES } from '../enums';
import { OneOf, PagingQuery } from './common';
import { LoadQuery } from './services';

// The body only bounds shapes and sizes; the field rules (lengths, ranges, dates, modes) are the shared rule set in
// ../quote-request.ts, which the form applies too, so the API names the same field the form would.
const Text = Type.Optional(Type.String({ maxLength: 5000 }));
const Amount = Type.Optional(Type.Number());

export const QuoteRequestBody = Type.Object(
  {
    serviceId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999999 })),
    agentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999999 })),
    mode: Text,
    origin: Text,
    destination: Text,
    readyDate: Text,
    cargo: Text,
    weightKg: Amount,
    volumeM3: Amount,
    containers: Amount,
    incoterm: Text,
    name: Text,
    email: Text,
    message: Text,
    /**
     * The shipment's load, as the list's query parameters (`{ load: '40HC', n: '2', value: '45000', valueCur: 'EUR' }`),
     * stored with the request. Its type, declared value and currency are the form's fields, checked by the same rule set
     * (a 400 names `body/load/<param>`); a container type needs a count (`containers`, else `n`), packages a volume
     * (`volumeM3`, else `m3`); the weight is `weightKg`.
     */
    load: Type.Optional(LoadQuery),
  },
  { additionalProperties: false },
);
export type QuoteRequestBodyT = Static<typeof QuoteRequestBody>;

/** An agent's answer to a quote request: the body's shapes (the rules are ../quote-answer.ts). */
export const QuoteAnswerBody = Type.Object(
  {
    amount: Type.Number(),
    currency: Type.String({ maxLength: 10 }),
    validUntil: Type.String({ maxLength: 30 }),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type QuoteAnswerBodyT = Static<typeof QuoteAnswerBody>;

/** The agent's answer as stored: the price quoted in its currency, the last day it is valid, and when it was given. */
export const QuoteAnswer = Type.Object({
  amount: Type.Number(),
  currency: Type.String(),
  validUntil: Type.String(),
  message: Type.String(),
  answeredAt: Type.String(),
});
export type QuoteAnswerT = Static<typeof QuoteAnswer>;

export const QuoteRequest = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  status: OneOf(QUOTE_STATUSES),
  serviceId: Type.Union([Type.Integer(), Type.Null()]),
  serviceTitle: Type.Union([Type.String(), Type.Null()]),
  agentId: Type.Integer(),
  agentName: Type.String(),
  mode: OneOf(TRANSPORT_MODES),
  origin: Type.String(),
  destination: Type.String(),
  readyDate: Type.String(),
  cargo: Type.String(),
  weightKg: Type.Number(),
  volumeM3: Type.Union([Type.Number(), Type.Null()]),
  containers: Type.Union([Type.Integer(), Type.Null()]),
  incoterm: Type.Union([OneOf(INCOTERMS), Type.Null()]),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
  /** The load the visitor priced (its query parameters, as loadToParams writes them), when the request carried one. */
  load: Type.Optional(LoadQuery),
  /** The agent's answer, once it answered (status `quoted`). */
  answer: Type.Optional(QuoteAnswer),
});
export type QuoteRequestT = Static<typeof QuoteRequest>;

export const MyQuoteRequestsQuery = Type.Object(PagingQuery);
export type MyQuoteRequestsQueryT = Static<typeof MyQuoteRequestsQuery>;

/** The signed-in agent's received requests: paged, newest first, optionally only those in one status. */
export const AgentQuoteRequestsQuery = Type.Object({ ...PagingQuery, status: Type.Optional(OneOf(QUOTE_STATUSES)) });
export type AgentQuoteRequestsQueryT = Static<typeof AgentQuoteRequestsQuery>;

export const QuoteRequestParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
