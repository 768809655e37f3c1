import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { limitPerAddress } from '../../../platform/http/address-limit';
import { badRequest } from '../../../platform/http/errors';
import { MSG_VERIFICAR, VerificacionSchema, VerificarParams } from './schemas';
import { verifyHuella } from './service';
import { contract, withoutSession } from '../../../platform/http/route-contract';

/**
 * GET /verificar/:sha256 — public (no bearer): does the product hold an original with exactly these bytes, and in
 * which campaign and report (docs/decisions/verificar.md). A read: not audited, logged like every request.
 * Limited per client address (VERIFICAR_LIMIT_PER_MIN, 30 by default), counted before anything else.
 */
const verificarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:sha256',
    {
      onRequest: async (request) => limitPerAddress(app.db, 'verificar', request.ip, app.config.verificarLimitPerMinute),
      attachValidation: true,
      schema: {
        ...contract(
          'verificar',
          'verifyFile',
          'Verificar un archivo por su huella',
          withoutSession({ '400': ['validacion'], '429': ['demasiados_intentos'] }),
        ),
        description:
          'Responde si hay un original con exactamente esa huella SHA-256 y en qué informes (número, campaña y fecha de ' +
          'subida), o si es el manifiesto de un paquete de prueba emitido (fecha, informes y fotos, y su campaña si es el de ' +
          'una campaña); nada más. Limitada por dirección de cliente.',
        security: [],
        params: VerificarParams,
        response: { 200: VerificacionSchema },
      },
    },
    async (request) => {
      if (request.validationError) throw badRequest('validacion', MSG_VERIFICAR.huellaInvalida);
      // The one place the hash is normalised: the schema accepts either case, the tables hold lower case.
      const sha256 = request.params.sha256.toLowerCase();
      // A proof pack's manifest hash (printed on each of its pages) is checked here too.
      const { informes, paquete: emitido } = await verifyHuella(app.db, sha256);
      const paquete = emitido
        ? { emitido_at: new Date(emitido.creado_at).toISOString(), informes: emitido.informes, fotos: emitido.fotos, campana: emitido.campana }
        : null;
      return { sha256, encontrada: informes.length > 0, informes, paquete };
    },
  );
};

export default verificarRoutes;
