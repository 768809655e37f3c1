import pg from 'pg';
import { HttpError, serviceUnavailable } from '../http/errors';

/** A unique constraint a user can hit (its name in the migrations) → the 409 it answers. */
export type UniqueKeyErrors = Readonly<Record<string, { code: string; message: string; field?: string }>>;

/**
 * PostgreSQL errors → HTTP, matched on `err.code` (same codes on PGlite and PostgreSQL). The unique constraints users
 * can hit are declared by the module that owns the table (ApiModule.uniqueKeys) and registered when the app is built.
 */
const UNIQUE_CONSTRAINT_ERRORS = new Map<string, UniqueKeyErrors[string]>();

export function registerUniqueKeys(keys: UniqueKeyErrors): void {
  for (const [constraint, error] of Object.entries(keys)) UNIQUE_CONSTRAINT_ERRORS.set(constraint, error);
}

/** Errors that mean "the database is not reachable", not "the request is wrong". */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

function isDatabaseError(err: unknown): err is pg.DatabaseError {
  return err instanceof pg.DatabaseError;
}

export function mapDbError(err: unknown): HttpError | null {
  if (isDatabaseError(err)) {
    const code = err.code ?? '';
    switch (code) {
      case '23505': {
        const known = err.constraint ? UNIQUE_CONSTRAINT_ERRORS.get(err.constraint) : undefined;
        return new HttpError(409, known?.code ?? 'registro_duplicado', known?.message ?? 'Ya existe un registro con esos datos', {}, known?.field);
      }
      case '23503':
        // Delete/update of a row still referenced vs. insert/update pointing to a missing row.
        return /still referenced|todavía|referenciad/i.test(err.detail ?? '')
          ? new HttpError(409, 'registro_en_uso', 'No se puede eliminar: el registro tiene datos relacionados')
          : new HttpError(409, 'referencia_invalida', 'El registro relacionado no existe');
      case '23502':
        return new HttpError(400, 'datos_invalidos', `Falta un valor obligatorio${err.column ? `: ${err.column}` : ''}`);
      case '23514':
        return new HttpError(400, 'datos_invalidos', 'Los datos no cumplen las reglas de validación');
      case '22001':
        return new HttpError(400, 'datos_invalidos', 'Un texto supera la longitud máxima permitida');
      case '22021': // invalid byte sequence (e.g. a NUL character in a text)
      case '22P05':
      case '22P02':
      case '22003':
      case '22007':
      case '22008':
      case '22023':
      case '2201X':
      case '2201W':
        return new HttpError(400, 'datos_invalidos', 'Algún valor tiene un formato inválido');
      case '57P01':
      case '57P02':
      case '57P03':
      case '08000':
      case '08003':
      case '08006':
        return serviceUnavailable();
      default:
        return null;
    }
  }
  if (err instanceof Error) {
    const code = (err as NodeJS.ErrnoException).code;
    if (
      (code && UNAVAILABLE_NODE_CODES.has(code)) ||
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|driver has already been destroyed|Cannot use a pool after calling end/i.test(
        err.message,
      )
    ) {
      return serviceUnavailable();
    }
  }
  return null;
}
