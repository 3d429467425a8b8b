import { Type } from '@sinclair/typebox';
import { AgentDetail, AgentTrust } from './agents';
import { PageOf } from './common';
import { RatingSummary, Review } from './reviews';
import { Service } from './services';

export const Storefront = Type.Object({
  agent: AgentDetail,
  services: Type.Array(Service),
  serviceTotal: Type.Integer(),
  ratingSummary: RatingSummary,
  /** The first page of the agent's reviews, newest first (STOREFRONT_REVIEWS a page): what the storefront shows first. */
  reviews: PageOf(Review),
  /** What was verified about the agent and when, and its median response time to quote requests. */
  trust: Type.Optional(AgentTrust),
});
