import { Type } from '@sinclair/typebox';
import { Nullable } from '../../platform/schemas/common';
import { named } from '../../platform/schemas/named';

/** A province or locality: `Provincia` of shared/contracts. */
const CatalogItemSchema = named('Provincia', Type.Object({ id: Type.Integer(), nombre: Type.String() }));

export const CatalogListSchema = Type.Array(CatalogItemSchema);

/** A municipality (DANE) with its coordinates. */
const LocalidadSchema = named(
  'Localidad',
  Type.Object({ id: Type.Integer(), nombre: Type.String(), latitud: Nullable(Type.Number()), longitud: Nullable(Type.Number()) }),
);

export const LocalidadesSchema = Type.Array(LocalidadSchema);

export const ProvinceParams = Type.Object({ provinceId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
