import { Type } from '@sinclair/typebox';
import type { FieldMessages } from '../../platform/http/input';
import { MULTILINE } from '../../platform/http/text-input';
import { named } from '../../platform/schemas/named';

/** A client's problem at one site of its campaign: goes back to the provider with the site's newest completed report. */
export const ProblemaSitioSchema = named(
  'ProblemaSitioInput',
  Type.Object({ comentario: Type.String({ minLength: 1, maxLength: 1000, ...MULTILINE }) }),
);

export const PROBLEMA_SITIO_FIELD_MESSAGES: FieldMessages = {
  comentario: { required: 'Describe el problema', minLength: 'Describe el problema', maxLength: 'El comentario supera 1000 caracteres' },
};

export const MSG_PROBLEMA_SITIO = {
  sitioSinInforme: 'Este sitio no tiene un informe completado: no hay nada que devolver al proveedor',
} as const;
