import { Type, type Static } from '@sinclair/typebox';
import { CategoryKey, TextLang } from './common';

export const Category = Type.Object({ key: CategoryKey, name: Type.String(), description: Type.String(), serviceCount: Type.Integer(), lang: Type.Optional(TextLang) });
export type CategoryT = Static<typeof Category>;
export const CategoryParams = Type.Object({ key: Type.String({ pattern: '^[A-Za-z]{1,64}$' }) });
