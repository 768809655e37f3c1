import { Type, type Static } from '@sinclair/typebox';
import * as contractsNamespace from 'shared/contracts';

import { named } from '../../../platform/schemas/named';

// The pattern and the message /verificar (the host page) uses too. Read off the namespace, as ../../contracts.ts
// does and for its reason: under Node + tsx, shared's sources load as CommonJS and only `default` is visible.
type Contracts = typeof contractsNamespace;
const { HUELLA_SHA256 } = (contractsNamespace as unknown as { default?: Contracts }).default ?? contractsNamespace;

/** `{sha256}`: 64 hexadecimal digits in any case (anything else → 400 validacion, answered by the route). */
export const VerificarParams = Type.Object({
  sha256: Type.String({
    pattern: HUELLA_SHA256.pattern,
    maxLength: 64,
    description: 'SHA-256 del original, 64 dígitos hexadecimales (mayúsculas o minúsculas)',
  }),
});

const VerificacionInformeSchema = named(
  'VerificacionInforme',
  Type.Object(
    {
      informe_id: Type.Integer({ description: 'Número del informe' }),
      campana: Type.String({ description: 'Campaña del informe' }),
      subida_at: Type.String({ description: 'Cuándo recibió el informe esa foto (ISO 8601)' }),
    },
    { additionalProperties: false },
  ),
);

/** A report holding the original, as /verificar answers it (repository.ts reads exactly this). */
export type VerificacionInforme = Static<typeof VerificacionInformeSchema>;

/** Exactly these keys: the response serialiser drops anything else a query might bring. */
export const VerificacionSchema = named(
  'VerificacionFoto',
  Type.Object(
    {
      sha256: Type.String({ description: 'La huella consultada, en minúsculas' }),
      encontrada: Type.Boolean(),
      informes: Type.Array(VerificacionInformeSchema),
      paquete: Type.Union([
        Type.Object(
          {
            emitido_at: Type.String(),
            informes: Type.Integer(),
            fotos: Type.Integer(),
            campana: Type.Union([Type.String(), Type.Null()], {
              description: 'El paquete de una campaña: su nombre cuando se emitió; null para el de un informe o un filtro',
            }),
          },
          { additionalProperties: false, description: 'La huella es el manifiesto de un paquete de prueba emitido por el producto' },
        ),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
);

export const MSG_VERIFICAR = {
  huellaInvalida: HUELLA_SHA256.message,
} as const;
