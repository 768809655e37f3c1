import type { FastifyRequest, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import { badRequest } from './errors';

/**
 * Input handling for resource routes (used by servicios, jefes-equipo, proveedores, clientes; copy it for new ones).
 *
 * 0. Before any of this, the app-wide text rule (platform/http/text-input.ts, docs/decisions/text-input.md) has checked every
 *    string of the body and query: NFC, no lone surrogates or control characters, invisible-only text turned into ''.
 *    Mark a <textarea> field `MULTILINE` and usuario/correo `IDENTIFIER` in the schema (OptionalText's `extra`).
 * 1. `normalizeInput` (preValidation): trims every top-level string of a JSON object body and turns
 *    '' into null ("empty optional strings → null"); drops empty query parameters (`?categoria=`
 *    means "no filter"). Runs before the schema, so limits apply to the trimmed text.
 * 2. The TypeBox schema validates types and limits.
 * 3. `fieldMessages(...)` (preHandler, with `attachValidation: true` on the route) turns the first
 *    body error into the product's Spanish message: 400 `{ error: 'validacion', message }`.
 *    Errors without a domain message (wrong types, query, params) go to the one error handler
 *    unchanged (400 `datos_invalidos` naming the field).
 */

type Keyword = 'required' | 'type' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'format' | 'enum' | 'pattern';

/** field → message per failed keyword; `required` is also used when the value is missing, null or blank. */
export type FieldMessages = Record<string, Partial<Record<Keyword, string>>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** normalizeInput that leaves the `keep` body fields exactly as sent (e.g. passwords: spaces are part of them). */
export function normalizeInputExcept(...keep: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => normalize(request, keep);
}

export const normalizeInput: preValidationAsyncHookHandler = async (request) => normalize(request, []);

function normalize(request: FastifyRequest, keep: readonly string[]): void {
  const body = request.body;
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string' && !keep.includes(key)) {
        const trimmed = value.trim();
        body[key] = trimmed === '' ? null : trimmed;
      }
    }
  }
  const query = request.query;
  if (isPlainObject(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string' && value.trim() === '') delete query[key];
    }
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** The domain message for a body validation error, or null when there is none. */
function domainMessage(error: AjvError, body: unknown, messages: FieldMessages): string | null {
  const field =
    error.keyword === 'required' && typeof error.params.missingProperty === 'string'
      ? error.params.missingProperty
      : error.instancePath.replace(/^\//, '').split('/')[0];
  const rules = messages[field];
  if (!field || !rules) return null;
  const value = isPlainObject(body) ? body[field] : undefined;
  if (value === undefined || value === null) return rules.required ?? null;
  return rules[error.keyword as Keyword] ?? null;
}

/**
 * Route options for a validated mutation: the schema errors are attached to the request and this
 * preHandler answers them (domain message when known, else the generic one from the error handler).
 */
export function withFieldMessages(messages: FieldMessages): { attachValidation: true; preHandler: preHandlerAsyncHookHandler } {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const err = request.validationError;
      if (!err) return;
      const first = (err.validation as AjvError[] | undefined)?.[0];
      if (err.validationContext === 'body' && first) {
        const message = domainMessage(first, request.body, messages);
        if (message) throw badRequest('validacion', message);
      }
      throw err;
    },
  };
}

/** A string enum as JSON Schema `enum` (one clear "debe ser uno de" error instead of anyOf noise). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * One of a few integers (page sizes, user types). `minimum`/`maximum` add nothing to the enum for validation; they
 * state the range for clients and the document's lint (.spectral.yaml, request-integer-limit).
 */
export function IntegerEnum<const T extends readonly number[]>(values: T, options: { default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'integer', enum: [...values], minimum: Math.min(...values), maximum: Math.max(...values), ...options });
}

/** Same, also accepting null (optional select fields such as sexo). */
export function NullableStringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });
}

/** Optional text that may be null ('' becomes null in normalizeInput). */
export const OptionalText = (maxLength: number, extra: Record<string, unknown> = {}) =>
  Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, ...extra }));

/** Positive integer id in a body (foreign keys). */
export const IdValue = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `{ ok: true, message }` answer of deletes. */
export type Ok = { ok: true; message: string };

export function ok(message: string): Ok {
  return { ok: true, message };
}
