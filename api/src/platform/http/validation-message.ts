import type { FastifySchemaValidationError } from 'fastify';

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'El cuerpo de la petición',
  querystring: 'La consulta',
  params: 'La ruta',
  headers: 'Las cabeceras',
};

/**
 * Spanish message for the first schema error, naming the field:
 *   El campo "limit" debe ser uno de: 10, 20, 50, 100
 */
export function validationMessage(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0];
  if (!e) return 'Datos inválidos';
  const params = e.params;
  const pathField = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field =
    e.keyword === 'required' && typeof params.missingProperty === 'string'
      ? [pathField, params.missingProperty].filter(Boolean).join('.')
      : pathField;

  if (!field) {
    const what = CONTEXT_NAMES[context ?? 'body'] ?? 'La petición';
    if (e.keyword === 'type') return `${what} debe ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    return `${what} no es válida`;
  }
  const name = `El campo "${field}"`;
  const parent = (e as { parentSchema?: { enum?: unknown[]; format?: string } }).parentSchema;
  const allowed = parent?.enum;
  // The limits a schema states for the document (maxLength of a date, the bounds of a list of values) say less than
  // the rule they bound: the message names the rule.
  if (['type', 'minimum', 'maximum'].includes(e.keyword) && Array.isArray(allowed)) return `${name} debe ser uno de: ${allowed.join(', ')}`;
  if (e.keyword === 'maxLength' && parent?.format === 'date') return `${name} debe ser una fecha válida (AAAA-MM-DD)`;
  switch (e.keyword) {
    case 'required':
      return `${name} es requerido`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `${name} debe ser ${types.join(' o ')}`;
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? `${name} es requerido` : `${name} debe tener al menos ${String(params.limit)} caracteres`;
    case 'maxLength':
      return `${name} no puede superar ${String(params.limit)} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name} debe ser mayor o igual que ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name} debe ser menor o igual que ${String(params.limit)}`;
    case 'enum':
      return `${name} debe ser uno de: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${name} debe ser ${String(params.allowedValue)}`;
    case 'format':
      return params.format === 'date'
        ? `${name} debe ser una fecha válida (AAAA-MM-DD)`
        : `${name} tiene un formato inválido (${String(params.format)})`;
    case 'pattern':
      return `${name} tiene un formato inválido`;
    case 'anyOf':
    case 'oneOf':
      return `${name} no tiene un valor válido`;
    case 'additionalProperties':
      return `${name} contiene un campo no permitido: ${String(params.additionalProperty)}`;
    default:
      return `${name} no es válido`;
  }
}
