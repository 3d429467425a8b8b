import { Type, type Static } from '@sinclair/typebox';
import { PLACE_KINDS, PLACE_SIDES } from '../enums';
import { NameText, OneOf, SearchText } from './common';

/** A country, city or seaport services leave from or go to; `services` = how many, on the side(s) asked. */
export const Place = Type.Object({
  /** The place's name as the data knows it (English): what a filter or a link carries. */
  name: Type.String(),
  /** Its name in the request's language, to show. */
  label: Type.Optional(Type.String()),
  country: Type.String(),
  countryLabel: Type.Optional(Type.String()),
  countryCode: Type.String(),
  kind: OneOf(PLACE_KINDS),
  services: Type.Integer(),
});
export type PlaceT = Static<typeof Place>;

/** `GET /misc/places?q=rott&side=origin`: names starting with q first, then containing it; most served first. */
export const PlaceListQuery = Type.Object({
  q: SearchText,
  side: Type.Optional(OneOf(PLACE_SIDES)),
  /** The place on the other side of the route (any language): each suggestion counts its services with it (issue 49). */
  other: Type.Optional(NameText),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
});
export type PlaceListQueryT = Static<typeof PlaceListQuery>;
