import { Type } from '@sinclair/typebox';
import { AgentDetail } from './agents';
import { RatingSummary } from './reviews';
import { Service } from './services';

export const Storefront = Type.Object({
  agent: AgentDetail,
  services: Type.Array(Service),
  serviceTotal: Type.Integer(),
  ratingSummary: RatingSummary,
});
