import { badRequest, HttpError, MSG, notFound } from '../../../platform/http/errors';

/** What the tus routes refuse with, in words (docs/decisions/photos-storage.md, "Resumable uploads"). */
export const MSG_SUBIDAS = {
  noEncontrada: 'Subida no encontrada',
  tusResumable: 'Falta la cabecera Tus-Resumable: 1.0.0 (protocolo tus)',
  longitud: 'Upload-Length debe ser el tamaño de la imagen en bytes (no se admite Upload-Defer-Length)',
  desplazamiento: 'Upload-Offset no coincide con lo recibido: consulte el desplazamiento con HEAD y continúe desde ahí',
  expirada: 'La subida caducó sin terminar; envíe la imagen de nuevo',
  interrumpida: 'La subida se interrumpió; consulte el desplazamiento con HEAD y continúe',
  noSoportado: 'Esta función del protocolo tus no está disponible aquí',
  cabeceras: 'Cabeceras del protocolo tus inválidas',
  consulta: 'Las direcciones de /subidas no llevan parámetros de consulta ni fragmentos (?…, #…): use la dirección de Location tal cual',
} as const;

/** tus' own refusals (objects with status_code/body, in English) in the API's shape. */
export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { status_code?: number }).status_code;
  switch (status) {
    case 404:
      return notFound(MSG_SUBIDAS.noEncontrada);
    case 409:
      return new HttpError(409, 'desplazamiento_incorrecto', MSG_SUBIDAS.desplazamiento);
    case 410:
      return new HttpError(410, 'subida_expirada', MSG_SUBIDAS.expirada);
    case 413:
      return new HttpError(413, 'archivo_muy_grande', 'La imagen supera el tamaño declarado o el máximo permitido');
    case 400:
      return (err as { body?: string }).body?.startsWith('Request aborted')
        ? new HttpError(400, 'subida_interrumpida', MSG_SUBIDAS.interrumpida)
        : badRequest('solicitud_invalida', MSG_SUBIDAS.cabeceras);
    case 403:
      return new HttpError(400, 'solicitud_invalida', MSG_SUBIDAS.cabeceras);
    case 501:
      return new HttpError(501, 'no_soportado', MSG_SUBIDAS.noSoportado);
    default:
      return new HttpError(500, 'error_interno', MSG.errorInterno);
  }
}
