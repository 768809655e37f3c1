import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '../../../platform/schemas/common';
import { ArchivoSchema, EDITABLE_REPORT, PHOTO_FILE } from '../archivos/schemas';
import { contract, MISSING, signedIn, type ErrorCodes } from '../../../platform/http/route-contract';

/**
 * The OpenAPI description of /subidas (the tus protocol 1.0.0). These routes hand the raw request to @tus/server,
 * so the schemas describe; Fastify only checks that the headers, when present, are text within their length (a
 * longer one → 400 validacion before tus reads it).
 */

/** The tus routes: the protocol's header, tus' own refusals in the API's shape. */
export const TUS: ErrorCodes = { '400': ['solicitud_invalida'], '412': ['version_tus'] };

const header = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));

const TUS_TEXT =
  'Subida reanudable con el protocolo tus 1.0.0 (https://tus.io/protocols/resumable-upload), extensiones creation, ' +
  'creation-with-upload, termination y expiration. Cada petición lleva `Authorization: Bearer <token>` de un usuario que ' +
  'puede cambiar las imágenes del informe y `Tus-Resumable: 1.0.0`; cada subida es de quien la creó (la de otro usuario ' +
  'responde 404). La URL de una subida es su `Location` tal cual: con parámetros de consulta (`?…`) o fragmento → 400 ' +
  '`solicitud_invalida`. Una subida sin terminar caduca a las 24 h (`Upload-Expires`). Los errores tienen la forma ' +
  '`{ error, message }`. Protocolo: POST crea la subida; PATCH envía bytes desde `Upload-Offset`; ' +
  '`HEAD /api/v1/subidas/{id}` responde 200 con `Upload-Offset` (lo recibido), `Upload-Length`, `Upload-Metadata` y ' +
  '`Cache-Control: no-store`, o 404 si la subida ya no existe (terminada, cancelada o caducada: vuelva a crearla); ' +
  'DELETE la cancela. Detalle: docs/decisions/photos-storage.md, «Resumable uploads».';

const TusHeaders = Type.Object({
  'tus-resumable': header(16, 'Siempre `1.0.0` (sin ella: 412 `version_tus`).'),
});

const CreateHeaders = Type.Object({
  'tus-resumable': header(16, 'Siempre `1.0.0`.'),
  'upload-length': header(
    20,
    'Tamaño de la imagen en bytes, obligatorio (no se admite `Upload-Defer-Length`); más de UPLOAD_MAX_MB → 413 `archivo_muy_grande`.',
  ),
  'upload-metadata': header(
    4096,
    'Pares `clave valorBase64` separados por comas: `informe_id` (obligatorio), `sha256` (obligatorio, 64 hex: SHA-256 de la ' +
      'imagen), `filename`, `latitud`, `longitud`, `tiene_metadatos_gps` (`true`/`false`; mismas reglas que los campos de ' +
      'POST /upload); un valor inválido de una de ellas → 400 `validacion`. Cualquier otra clave (`filetype`, y las que envía ' +
      'Uppy: `name`, `type`, `relativePath`…) se acepta y se ignora: no se guarda. Como mucho 20 claves de hasta 64 ' +
      'caracteres (si no, 400 `metadatos_invalidos`).',
  ),
  'content-type': header(255, 'Solo con creation-with-upload: `application/offset+octet-stream` y los primeros bytes en el cuerpo.'),
});

const PatchHeaders = Type.Object({
  'tus-resumable': header(16, 'Siempre `1.0.0`.'),
  'upload-offset': header(20, 'Byte desde el que sigue este envío: el `Upload-Offset` del último HEAD o PATCH (otro → 409).'),
  'content-type': header(255, '`application/offset+octet-stream`.'),
});

const SubidaIdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'Id de la subida: el último segmento de `Location`.' }) });

const noBody = (description: string) => ({ description, type: 'null' });
const photo = (description: string) => ({ ...ArchivoSchema, description });

export const SubidaCreateSchema = {
  description:
    `${TUS_TEXT}\n\nAntes de crearla se comprueba todo lo que no necesita la imagen: el informe (404/403/409 ` +
    '`informe_no_editable`), el tamaño (413), el máximo de 10 imágenes (409 `maximo_imagenes`) y los metadatos (400). ' +
    '**Subidas sin terminar**: un informe nunca tiene más fotos en curso que plazas libres (10 − guardadas; las subidas de ' +
    'los mismos bytes cuentan como una) → 409 `informe_con_subidas_pendientes`; un usuario tiene como mucho ' +
    'UPLOAD_PENDING_PER_USER subidas sin terminar (10) y UPLOAD_PENDING_MB_PER_USER MB declarados en `Upload-Length` ' +
    '(100) → 429 `demasiadas_subidas_pendientes` con `Retry-After` (hasta que caduque la más antigua). Terminar o cancelar ' +
    '(DELETE) una subida libera su plaza al momento. Una tercera subida sin terminar de la misma imagen al mismo informe ' +
    'reemplaza la más antigua (un reintento tras perder la respuesta no acumula plazas). ' +
    '**Si el informe ya tiene una imagen con ese `sha256`**, no se crea subida: 200 con esa imagen (`ArchivoInforme`), ' +
    '`Idempotency-Replayed: true` y sin `Location` (el cliente tus debe tratar ese 200 como éxito y no reintentar). ' +
    'Con creation-with-upload y el archivo completo en el cuerpo, la respuesta es la de un PATCH final.',
  headers: CreateHeaders,
  response: {
    200: photo('La imagen ya estaba en el informe (o se completó con creation-with-upload): la imagen guardada'),
    201: noBody('Subida creada: `Location: /api/v1/subidas/<id>`, `Upload-Expires`; con creation-with-upload también `Upload-Offset`'),
    412: ErrorResponse,
  },
};

export const SubidaResponses = {
  HEAD: {
    description: `${TUS_TEXT}\n\n200 con \`Upload-Offset\` (bytes recibidos), \`Upload-Length\`, \`Upload-Metadata\` y \`Cache-Control: no-store\`. Una subida terminada ya no existe: 404 (vuelva a crearla; si la imagen quedó guardada, la creación responde 200 con ella).`,
    params: SubidaIdParams,
    headers: TusHeaders,
    response: { 200: noBody('Cabeceras `Upload-Offset` y `Upload-Length`'), 410: ErrorResponse, 412: ErrorResponse },
  },
  PATCH: {
    ...contract(
      'subidas',
      'continueUpload',
      'Enviar una parte de una subida reanudable',
      signedIn(TUS, EDITABLE_REPORT, PHOTO_FILE, {
        '400': ['subida_interrumpida'],
        '409': ['desplazamiento_incorrecto'],
        '410': ['subida_expirada'],
      }),
    ),
    description:
      `${TUS_TEXT}\n\nEl cuerpo son los bytes desde \`Upload-Offset\`. Los primeros bytes (desplazamiento 0) deben ser JPEG, PNG o WebP ` +
      '(415 `tipo_no_permitido`, o `formato_heic` para una foto HEIC de iPhone; la subida se borra). Un envío interrumpido ' +
      'guarda lo recibido: HEAD dice desde dónde seguir. 204 con `Upload-Offset` mientras falten bytes. **El PATCH que ' +
      'completa la imagen** la vuelve a comprobar (tipo, tamaño, SHA-256 igual al declarado → si no, 400 `sha256_no_coincide`; ' +
      'el informe, su estado y el máximo de 10 bajo el bloqueo del informe), la guarda como POST /upload y responde **200 con la ' +
      'imagen guardada** (`ArchivoInforme`, `Content-Type: application/json`) y `Upload-Offset`; con `Idempotency-Replayed: true` ' +
      'si el informe ya la tenía. El protocolo tus dice 204 para todo PATCH, que no puede llevar cuerpo; tus-js-client y Uppy ' +
      'aceptan cualquier 2xx como éxito y dan la última respuesta (`onSuccess({ lastResponse })`), de donde se lee la imagen. ' +
      'Si se rechaza, no queda nada.',
    params: SubidaIdParams,
    headers: PatchHeaders,
    response: {
      200: photo('La imagen quedó guardada (último PATCH)'),
      204: noBody('Bytes recibidos: `Upload-Offset`, `Upload-Expires`'),
      410: ErrorResponse,
      412: ErrorResponse,
    },
  },
  DELETE: {
    ...contract('subidas', 'cancelUpload', 'Cancelar una subida reanudable', signedIn(TUS, MISSING)),
    description: `${TUS_TEXT}\n\nBorra la subida y lo recibido; 204.`,
    params: SubidaIdParams,
    headers: TusHeaders,
    response: { 204: noBody('Subida borrada'), 412: ErrorResponse },
  },
} as const;
