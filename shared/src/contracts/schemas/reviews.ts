import { Type, type Static } from '@sinclair/typebox';
import { REVIEW_SORTS } from '../enums';
import { OneOf, PagingQuery, TextLang } from './common';

export const Review = Type.Object({
  id: Type.Integer(),
  agentId: Type.Integer(),
  serviceId: Type.Union([Type.Integer(), Type.Null()]),
  customerName: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String(),
  /** The language the customer wrote in: shown as written, labelled when it is not the visitor's. */
  lang: Type.Optional(TextLang),
  /** Written by the customer of a booking of the service (see the verification policy). */
  bookingVerified: Type.Optional(Type.Boolean()),
});
export type ReviewT = Static<typeof Review>;
export const ReviewSort = OneOf(REVIEW_SORTS);
export const ReviewListQuery = Type.Object({ sort: Type.Optional(ReviewSort), ...PagingQuery });
export const RatingSummary = Type.Object({
  average: Type.Number(),
  count: Type.Integer(),
  distribution: Type.Object({ '1': Type.Integer(), '2': Type.Integer(), '3': Type.Integer(), '4': Type.Integer(), '5': Type.Integer() }),
});
export type RatingSummaryT = Static<typeof RatingSummary>;
