import { Type, type Static } from '@sinclair/typebox';

export const CatalogItemSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type CatalogItem = Static<typeof CatalogItemSchema>;

export const CatalogListSchema = Type.Array(CatalogItemSchema);

export const ProvinceParams = Type.Object({ provinceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
