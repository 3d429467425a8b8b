import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** { data, message? }: every successful answer. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, message: Type.Optional(Type.String()) });

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const ItemsOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

export const ErrorBody = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  { $id: 'ErrorBody' },
);
export type ErrorBodyT = Static<typeof ErrorBody>;

/** Positive integer id as it appears in a path; a string pattern so "1e5", "-1" or "01" are rejected, not coerced. */
export const IdString = Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'positive integer id' });
export const IdParams = Type.Object({ id: IdString });

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const SearchText = Type.String({ minLength: 1, maxLength: 200 });
export const NameText = Type.String({ minLength: 1, maxLength: 100 });
export const LangQuery = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr')], { default: 'en' }));

export const CATEGORY_KEYS = [
  'internationalTransport',
  'domesticTransportcitywide',
  'domesticTransportcitytocity',
  'customsServices',
  'warehouseServices',
  'portAgencyServices',
  'brokerageServices',
] as const;
export const CategoryKey = Type.Union(CATEGORY_KEYS.map((k) => Type.Literal(k)));
export type CategoryKeyT = Static<typeof CategoryKey>;
export const Scope = Type.Union([Type.Literal('domestic'), Type.Literal('international')]);

/** Standard error responses documented for every route. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBody]));

export interface Paging {
  page: number;
  pageSize: number;
}
