import { Type, type Static } from '@sinclair/typebox';
import type { Localidad, Provincia } from '../../contracts';
import { Nullable } from '../../schemas/common';
import { assertTrue, type Same } from '../../schemas/same-type';

/** A province or locality: `Provincia` of shared/contracts. */
const CatalogItemSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });

export const CatalogListSchema = Type.Array(CatalogItemSchema);

export const LocalidadesSchema = Type.Array(
  Type.Object({ id: Type.Integer(), nombre: Type.String(), latitud: Nullable(Type.Number()), longitud: Nullable(Type.Number()) }),
);

export const ProvinceParams = Type.Object({ provinceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

assertTrue<Same<Static<typeof CatalogItemSchema>, Provincia>>();
assertTrue<Same<Static<typeof LocalidadesSchema>, Localidad[]>>();
