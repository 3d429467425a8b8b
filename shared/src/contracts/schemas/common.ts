import { Type, type SchemaOptions, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';
import { CATEGORY_KEYS, CONTENT_LANGS, PAGING, SCOPES } from '../enums';

/** { data, message? }: every successful answer. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ data, message: Type.Optional(Type.String()) });

const PageFields = { total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() };
export const PageMeta = Type.Object(PageFields);
export const PageOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...PageFields });
/** A page of search results: `totalCapped` when more matched than a search lists (the total is then the cap). */
export const SearchPageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    ...PageFields,
    totalCapped: Type.Optional(Type.Boolean({ description: 'more services matched the text than a search lists (SEARCH_RESULT_CAP); total is the cap' })),
  });

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
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxPage, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxPageSize, default: PAGING.defaultPageSize })),
};

/** A TypeBox union of string literals from one of the contract's constant lists. */
export const OneOf = <T extends string>(values: readonly T[], options: SchemaOptions = {}) =>
  Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T>[], options);

export const SearchText = Type.String({ minLength: 1, maxLength: 200 });
export const NameText = Type.String({ minLength: 1, maxLength: 100 });
export const ContentLang = OneOf(CONTENT_LANGS);
export const LangQuery = Type.Optional(OneOf(CONTENT_LANGS, { default: 'en' }));
/**
 * The language a text arrived in: the request's (`?lang=`, else `Accept-Language`, else English) when the text exists in it,
 * English when it does not (the site labels it), or, for a review, the language its author wrote in.
 */
export const TextLang = OneOf(CONTENT_LANGS, { description: 'language of the texts of this item' });

export const CategoryKey = OneOf(CATEGORY_KEYS);
export type CategoryKeyT = Static<typeof CategoryKey>;
export const Scope = OneOf(SCOPES);

/** Standard error responses documented for every route. */
export const errorResponses = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBody]));

export interface Paging {
  page: number;
  pageSize: number;
}
